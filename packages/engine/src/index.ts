// The scam analysis engine: pure analysis of a message with a loaded model (issue 3).
export { analyzeMessage, ENGINE_VERSION, type AnalyzeOptions } from './analyze.js';
export { loadModel, DEFAULT_MODEL_DIR } from './model/load.js';
export { modelFromArtifacts } from './model/artifact.js';
export type { EngineModel, ModelMetadata } from './model/types.js';
export { renderMessage, flattenCatalog, type MessageCatalog } from './i18n/render.js';
export { ENGLISH_CATALOG } from './i18n/english.js';
export { ENGINE_CATALOGS } from './i18n/catalogs.js';
export { resultInLanguage } from './i18n/render-result.js';
export { SIGNALS } from './signals/catalog.js';
export { SCORE_RULES } from './scoring/rules.js';
export { bandForScore } from './scoring/bands.js';
export { CONTACTS_DIRECTORY, FIXED_FEDERAL_CONTACTS, selectContacts } from './contacts/index.js';
export {
  trainCandidate,
  evaluateExamples,
  type CorpusExample,
  type BandMetrics,
  type TrainedCandidate,
  type TrainingStage,
} from './train-model.js';
export {
  deriveExamples,
  deriveFromTexts,
  loadDerivedExamples,
  DERIVED_EXAMPLES_FILE,
  type DerivedExample,
  type DerivedFile,
} from './training/derived-examples.js';
export { trainCandidateFromDerived } from './training/train-derived.js';
export {
  classifyLookup,
  mentionsDomain,
  mentionsPhone,
  type LookupTarget,
  type PhoneLookup,
  type DomainLookup,
} from './lookup/index.js';
export { foldForMatching, type FoldedText } from './text/fold.js';
