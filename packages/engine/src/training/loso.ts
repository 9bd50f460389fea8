import { rawScore } from '../model/predict.js';
import type { EngineModel } from '../model/types.js';
import { scorePrepared, type MessageScore } from '../pipeline.js';
import { fitPlatt } from './calibration.js';
import {
  assembleModel,
  trainSourceInvariant,
  type ModelDescription,
  type PreparedExample,
} from './cross-validate.js';
import { DEFAULT_TRAINING, type TrainingOptions } from './logistic.js';

/** The source groups of the examples, sorted. */
export function groupsOf(examples: readonly { group: string }[]): string[] {
  return [...new Set(examples.map((e) => e.group))].sort();
}

/**
 * Leave-one-source-out raw scores: each example scored by a model trained on every other source
 * group only. This is how the engine does on a kind of text it has not trained on, which is what
 * the world sends it; `NaN` for a group that is the only one (nothing else to train on).
 */
export function leaveOneGroupOutRaw(
  examples: readonly PreparedExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): Float64Array {
  const raw = new Float64Array(examples.length).fill(Number.NaN);
  for (const group of groupsOf(examples)) {
    const training = examples.filter((e) => e.group !== group);
    if (training.length === 0 || new Set(training.map((e) => e.label)).size < 2) continue;
    const trained = trainSourceInvariant(training, options);
    examples.forEach((example, i) => {
      if (example.group === group) {
        raw[i] = rawScore(trained.weights, trained.bias, example.prepared.features);
      }
    });
  }
  return raw;
}

/** Platt scaling on the finite raw scores only. */
export function plattOnFinite(
  raw: Float64Array,
  labels: readonly number[],
): { a: number; b: number } | null {
  const scores: number[] = [];
  const targets: number[] = [];
  raw.forEach((value, i) => {
    if (Number.isFinite(value)) {
      scores.push(value);
      targets.push(labels[i] ?? 0);
    }
  });
  if (new Set(targets).size < 2) return null;
  return fitPlatt(scores, targets);
}

/** At least this many source groups for calibration on leave-one-source-out scores. */
export const MIN_GROUPS_FOR_LOSO_CALIBRATION = 3;

/**
 * Calibration fitted on leave-one-source-out scores (issue 17): the model's confidence is
 * measured on sources it has not seen, so a score means what it says on new kinds of text too,
 * not only on more of the same corpus. Null when there are too few groups to do so.
 */
export function losoCalibration(
  examples: readonly PreparedExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): { a: number; b: number } | null {
  if (groupsOf(examples).length < MIN_GROUPS_FOR_LOSO_CALIBRATION) return null;
  return plattOnFinite(
    leaveOneGroupOutRaw(examples, options),
    examples.map((e) => e.label),
  );
}

/** A held-out example's final 0–100 engine score and how it came about (model, rules, floor, cap). */
export interface HeldOutScore extends MessageScore {
  example: PreparedExample;
}

/**
 * The honest leave-one-source-out evaluation: for each held-out group, a model trained on the
 * other groups, calibrated on their own leave-one-source-out scores (nested, so the held-out
 * group's labels touch neither weights nor calibration), then the engine's final score.
 */
export function leaveOneSourceOutScores(
  examples: readonly PreparedExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
  calibrate: (training: readonly PreparedExample[]) => { a: number; b: number } = (training) =>
    losoCalibration(training, options) ?? { a: 1, b: 0 },
): HeldOutScore[] {
  const scored: HeldOutScore[] = [];
  for (const group of groupsOf(examples)) {
    const training = examples.filter((e) => e.group !== group);
    const heldOut = examples.filter((e) => e.group === group);
    const model: EngineModel = assembleModel(
      trainSourceInvariant(training, options),
      calibrate(training),
      { ...EVALUATION_DESCRIPTION, version: `loso-${group}` },
      options,
    );
    for (const example of heldOut) {
      scored.push({ example, ...scorePrepared(example.prepared, model) });
    }
  }
  return scored;
}

const EVALUATION_DESCRIPTION: ModelDescription = {
  version: 'evaluation',
  trainedAt: '',
  corpus: { files: [], examples: 0 },
  metrics: {},
};
