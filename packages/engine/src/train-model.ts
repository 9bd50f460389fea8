// Retraining as a function (issue 5): the admin dashboard's "retrain" runs this in a worker thread
// on the base corpus plus the "Was this right?" labels. Same recipe as scripts/train.ts (source-
// invariant logistic regression, Platt scaling on 5-fold out-of-fold scores), except that a
// stratified fifth is held back first, so the candidate is judged on messages it never saw.
import { createHash } from 'node:crypto';
import { rawScore } from './model/predict.js';
import type { EngineModel } from './model/types.js';
import { textWeightBytes } from './model/artifact.js';
import { scorePrepared } from './pipeline.js';
import { fitPlatt } from './training/calibration.js';
import {
  assembleModel,
  assignFolds,
  prepareExamples,
  trainSourceInvariant,
  type CorpusExample,
  type PreparedExample,
} from './training/cross-validate.js';
import { DEFAULT_TRAINING } from './training/logistic.js';
import { bandMetrics, type BandMetrics } from './training/metrics.js';

export type { CorpusExample } from './training/cross-validate.js';
export type { BandMetrics } from './training/metrics.js';

export type TrainingStage = 'preparing' | 'training' | 'evaluating';

export interface TrainCandidateOptions {
  /** One in this many examples (stratified, seeded) is held back for evaluation. */
  heldBackFolds?: number;
  /** Calibration folds inside the training part. */
  calibrationFolds?: number;
  seed?: number;
  trainedAt: string;
  /** What the examples came from, recorded in the model's metadata. */
  corpusFiles: { name: string; sha256: string; lines: number }[];
  onProgress?: (stage: TrainingStage, fraction: number) => void;
}

export interface TrainedCandidate {
  model: EngineModel;
  /** The text weights as the committed artifact stores them (little-endian Float32). */
  weightBytes: Uint8Array;
  /** Final engine scores (model, rules and cap) on the held-back examples. */
  heldBack: BandMetrics;
  trainingExamples: number;
  heldBackExamples: number;
}

/** The engine's final 0–100 scores for prepared examples under a model, then the band figures. */
export function evaluatePrepared(
  model: EngineModel,
  examples: readonly PreparedExample[],
): BandMetrics {
  return bandMetrics(
    examples.map((example) => ({
      score: scorePrepared(example.prepared, model).score,
      label: example.label,
    })),
  );
}

/** Evaluates a model on raw corpus examples (prepares them first). */
export function evaluateExamples(
  model: EngineModel,
  examples: readonly CorpusExample[],
): BandMetrics {
  return evaluatePrepared(model, prepareExamples(examples));
}

/** Splits off the held-back part, trains and calibrates on the rest, and evaluates. Pure CPU work. */
export function trainCandidate(
  examples: readonly CorpusExample[],
  options: TrainCandidateOptions,
): TrainedCandidate {
  const seed = options.seed ?? DEFAULT_TRAINING.seed;
  const training = { ...DEFAULT_TRAINING, seed };
  const heldBackFolds = options.heldBackFolds ?? 5;
  const calibrationFolds = options.calibrationFolds ?? 5;
  const report = options.onProgress ?? (() => undefined);

  report('preparing', 0);
  const prepared = prepareExamples(examples);
  const split = assignFolds(
    prepared.map((e) => e.label),
    heldBackFolds,
    seed + 1,
  );
  const train = prepared.filter((_, i) => split[i] !== 0);
  const heldBack = prepared.filter((_, i) => split[i] === 0);
  report('preparing', 1);

  // Out-of-fold raw scores for Platt scaling, then the final weights on the whole training part.
  const labels = train.map((e) => e.label);
  const folds = assignFolds(labels, calibrationFolds, seed);
  const outOfFold = new Array<number>(train.length).fill(0);
  for (let fold = 0; fold < calibrationFolds; fold += 1) {
    report('training', fold / (calibrationFolds + 1));
    const trained = trainSourceInvariant(
      train.filter((_, i) => folds[i] !== fold),
      training,
    );
    train.forEach((example, i) => {
      if (folds[i] === fold) {
        outOfFold[i] = rawScore(trained.weights, trained.bias, example.prepared.features);
      }
    });
  }
  const calibration = fitPlatt(outOfFold, labels);
  report('training', calibrationFolds / (calibrationFolds + 1));
  const trained = trainSourceInvariant(train, training);
  report('training', 1);

  const dataHash = createHash('sha256');
  for (const file of options.corpusFiles) dataHash.update(file.sha256);
  const model = assembleModel(
    trained,
    calibration,
    {
      version: '',
      trainedAt: options.trainedAt,
      corpus: { files: options.corpusFiles, examples: prepared.length },
      metrics: {},
    },
    training,
  );
  report('evaluating', 0);
  const metrics = evaluatePrepared(model, heldBack);
  const round = (value: number): number => Math.round(value * 10000) / 10000;
  model.metadata.metrics = {
    heldBackAuc: round(metrics.auc),
    heldBackScamsHigh: round(metrics.scamsHigh),
    heldBackLegitHigh: round(metrics.legitHigh),
    heldBackScamsLow: round(metrics.scamsLow),
    heldBackEce: round(metrics.ece),
    heldBackExamples: heldBack.length,
  };
  const weightBytes = textWeightBytes(model.weights);
  model.metadata.weightsSha256 = createHash('sha256').update(weightBytes).digest('hex');
  // "r" marks a model retrained from the dashboard; then data, seed and weights as train.ts does.
  model.metadata.version = `r.${dataHash.digest('hex').slice(0, 8)}.${seed}.${model.metadata.weightsSha256.slice(0, 8)}`;
  report('evaluating', 1);
  return {
    model,
    weightBytes,
    heldBack: metrics,
    trainingExamples: train.length,
    heldBackExamples: heldBack.length,
  };
}
