import type { Channel, Entities, HarmEvent, InputType } from '@scambuddy/contracts';
import { extractEntities } from './entities/index.js';
import { detectHarm } from './harm/detect-harm.js';
import { buildFeatures, HASH_SIZE, type SparseVector } from './model/features.js';
import { calibratedProbability } from './model/predict.js';
import type { EngineModel } from './model/types.js';
import {
  evidenceCap,
  evidenceFloor,
  isWarningSignal,
  lowBandScore,
  officialTextCap,
  OTHER_LANGUAGE_FLOOR,
  UNEXPLAINED_CAP,
  unexplainedScore,
} from './scoring/caps.js';
import { SIGNAL_INDEX } from './signals/catalog.js';
import { applyRules } from './scoring/rules.js';
import { detectSignals, type SignalHit } from './signals/detect.js';
import { readsAsEnglish } from './text/language.js';
import { normaliseText, type NormalisedText } from './text/normalize.js';

/** Everything about a message that does not depend on the model. */
export interface PreparedMessage {
  normalised: NormalisedText;
  entities: Entities;
  hits: SignalHit[];
  hitIds: string[];
  harm: HarmEvent[];
  features: SparseVector;
  /** The message reads as English, the one language the signals and the model read. */
  english: boolean;
  /** Where the person says it came from; a text message shows every link as it really is. */
  channel: Channel | undefined;
}

export interface MessageScore {
  probability: number;
  rulesApplied: string[];
  score: number;
  /** The floor the rules raised the score to, and the cap that held it (0 and 100: none). */
  floor: number;
  cap: number;
}

export function prepareMessage(
  text: string,
  channel: Channel | undefined,
  inputType: InputType,
): PreparedMessage {
  const normalised = normaliseText(text);
  const entities = extractEntities(normalised.display, normalised.match.text);
  const english = readsAsEnglish(normalised.display);
  const hits = detectSignals(
    normalised.display,
    normalised.match,
    entities,
    channel,
    inputType,
    english,
  );
  const hitIds = hits.map((hit) => hit.id);
  const harm = detectHarm(normalised.match.text);
  const features = buildFeatures(normalised.match.text, entities, hitIds);
  return { normalised, entities, hits, hitIds, harm, features, english, channel };
}

/** The smallest learned weight a result shows as positive (weights are rounded to 0.001). */
export const MIN_SHOWN_WEIGHT = 0.0005;

/**
 * Warning signals of the message that the result names in `top_signals`: a warning category and,
 * under a model, a learned weight that is positive once rounded to the three decimals a result
 * shows (a weight trained down to zero is not shown).
 */
export function namedWarningIds(prepared: PreparedMessage, model?: EngineModel): string[] {
  return prepared.hitIds.filter((id) => {
    if (!isWarningSignal(id)) return false;
    if (!model) return true;
    const index = SIGNAL_INDEX.get(id);
    return index !== undefined && (model.weights[HASH_SIZE + index] ?? 0) >= MIN_SHOWN_WEIGHT;
  });
}

/** The documented rules: the floor any of them raises the score to, and the evidence cap. */
export function ruleOutcome(
  prepared: PreparedMessage,
  model?: EngineModel,
): {
  applied: string[];
  floor: number;
  cap: number;
} {
  const rules = applyRules({
    signals: new Set(prepared.hitIds),
    harm: prepared.harm,
    entities: prepared.entities,
    channel: prepared.channel,
    textLength: prepared.normalised.match.text.length,
  });
  return {
    ...rules,
    floor: Math.max(
      rules.floor,
      evidenceFloor(prepared.hitIds),
      prepared.english ? 0 : OTHER_LANGUAGE_FLOOR,
    ),
    cap: Math.min(
      evidenceCap(
        prepared.hitIds,
        prepared.harm,
        rules.applied,
        namedWarningIds(prepared, model).length,
        prepared.normalised.match.text.length,
      ),
      officialTextCap(prepared.channel, prepared.entities, prepared.harm, rules.applied),
    ),
  };
}

/**
 * The 0–100 score: the calibrated probability, raised to any rule's floor, held under the cap;
 * under the unexplained cap, drawn toward the middle ("we are not sure"); a LOW score scaled to
 * the scam share LOW scores stand for on text unlike the corpus.
 */
export function finalScore(probability: number, floor: number, cap: number): number {
  const raised = Math.max(probability * 100, floor);
  return lowBandScore(
    Math.min(cap, Math.round(cap === UNEXPLAINED_CAP ? unexplainedScore(raised) : raised)),
  );
}

export function scorePrepared(prepared: PreparedMessage, model: EngineModel): MessageScore {
  const probability = calibratedProbability(model, prepared.features);
  const rules = ruleOutcome(prepared, model);
  return {
    probability,
    rulesApplied: rules.applied,
    score: finalScore(probability, rules.floor, rules.cap),
    floor: rules.floor,
    cap: rules.cap,
  };
}
