import {
  ANALYSIS_MAX_CHARS,
  type AnalysisInput,
  type AnalysisMessages,
  type AnalysisResult,
  type DetectedSignal,
  type MessageRef,
} from '@scambuddy/contracts';
import { planAdvice } from './advice/plan.js';
import { selectContacts } from './contacts/index.js';
import type { MessageCatalog } from './i18n/render.js';
import { renderResultTexts } from './i18n/render-result.js';
import { brandName } from './lookup/domain-checks.js';
import { HASH_SIZE } from './model/features.js';
import type { EngineModel } from './model/types.js';
import { bandForScore, confidenceFor } from './scoring/bands.js';
import { classifyScamType } from './scoring/scam-type.js';
import { SIGNAL_INDEX, SIGNALS } from './signals/catalog.js';
import type { SignalHit } from './signals/detect.js';
import { prepareMessage, scorePrepared } from './pipeline.js';

export const ENGINE_VERSION = '1.0.0';

export interface AnalyzeOptions {
  /** Catalogs by locale code; English is built in and used for anything missing. */
  catalogs?: Readonly<Record<string, MessageCatalog>>;
  /** Overrides `input.locale`. */
  locale?: string;
  /**
   * The caller's clock. Nothing in today's result depends on the time; callers pass it so the
   * engine never has to read a clock if a time-dependent rule is added.
   */
  now?: Date;
}

const TOP_SIGNAL_COUNT = 5;
const CATEGORY_BY_ID = new Map(SIGNALS.map((signal) => [signal.id, signal.category]));

function signalWeight(model: EngineModel, id: string): number {
  const index = SIGNAL_INDEX.get(id);
  return index === undefined ? 0 : (model.weights[HASH_SIZE + index] ?? 0);
}

function signalMessage(hit: SignalHit, imitated: string | undefined): MessageRef {
  if (hit.id === 'link_lookalike_domain') {
    return {
      key: `engine.signal.${hit.id}`,
      // The brand's name as people write it (PayPal, .gov), not the engine's id for it.
      params: { detail: imitated ? brandName(imitated) : (hit.evidence?.text ?? '') },
    };
  }
  return { key: `engine.signal.${hit.id}` };
}

function rankTopSignals(signals: readonly DetectedSignal[], isLow: boolean): DetectedSignal[] {
  const warnings = signals.filter((s) => s.category !== 'legitimacy' && s.weight > 0);
  const reassurances = signals.filter((s) => s.category === 'legitimacy' && s.weight < 0);
  warnings.sort((a, b) => b.weight - a.weight);
  reassurances.sort((a, b) => a.weight - b.weight);
  const ordered = isLow ? [...reassurances, ...warnings] : warnings;
  return ordered.slice(0, TOP_SIGNAL_COUNT);
}

/**
 * The analysis of one message: pure, no I/O and no clock. The model comes from `loadModel()`;
 * every text is a message key rendered in the requested locale (English fallback).
 */
export function analyzeMessage(
  input: AnalysisInput,
  model: EngineModel,
  options: AnalyzeOptions = {},
): AnalysisResult {
  const prepared = prepareMessage(input.text, input.channel, input.inputType);
  const { normalised, entities, hits, hitIds, harm } = prepared;
  const { probability, rulesApplied, score } = scorePrepared(prepared, model);
  const band = bandForScore(score);
  const scamType = classifyScamType(hitIds, band);

  const imitated = entities.urls.find((url) => url.imitates)?.imitates;
  const signals: DetectedSignal[] = hits.map((hit) => ({
    id: hit.id,
    category: CATEGORY_BY_ID.get(hit.id) ?? 'legitimacy',
    weight: Math.round(signalWeight(model, hit.id) * 1000) / 1000,
    evidence: hit.evidence,
    message: signalMessage(hit, imitated),
  }));
  const warningCount = signals.filter((s) => s.category !== 'legitimacy' && s.weight > 0).length;
  const top = rankTopSignals(signals, band === 'low');
  const confidence = confidenceFor(
    score,
    warningCount + harm.length + rulesApplied.length,
    normalised.display.length,
  );
  const advice = planAdvice({
    band,
    scamType,
    harm,
    warningCount,
    signalIds: hitIds,
    otherLanguage: !prepared.english,
  });

  const messages: AnalysisMessages = {
    label: { key: `engine.label.${band}` },
    explanation: advice.explanation,
    top_signals: top.map((signal) => signal.message),
    next_steps: advice.nextSteps,
    recommended_actions: advice.actions.map((action) => ({
      title: action.title,
      steps: action.steps,
      when: { key: `engine.when.${action.urgency}` },
    })),
    legal_language: { key: 'engine.legal.disclaimer' },
    notes: normalised.truncated
      ? [{ key: 'engine.note.truncated', params: { limit: ANALYSIS_MAX_CHARS } }]
      : [],
  };

  const texts = renderResultTexts(
    messages,
    options.locale ?? input.locale ?? 'en',
    options.catalogs,
  );

  return {
    scam_score: score,
    confidence,
    label: texts.label,
    risk_level: band,
    explanation: texts.explanation,
    top_signals: texts.top_signals,
    next_steps: texts.next_steps,
    recommended_actions: texts.recommended_actions.map((action, index) => ({
      ...action,
      urgency: advice.actions[index]?.urgency ?? 'this_week',
    })),
    legal_language: texts.legal_language,
    contacts: selectContacts({
      scamType,
      paymentMethods: entities.payment_methods,
      ...(input.state ? { state: input.state } : {}),
      harmDone: harm.length > 0,
      band,
      ...(input.channel ? { channel: input.channel } : {}),
      organisations: entities.organisations,
    }),
    version: `engine ${ENGINE_VERSION}; model ${model.metadata.version}`,
    scam_type: scamType,
    signals,
    entities,
    harm,
    model_probability: Math.round(probability * 10000) / 10000,
    rules_applied: rulesApplied,
    truncated: normalised.truncated,
    locale: texts.locale,
    messages,
  };
}
