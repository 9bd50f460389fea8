// Retraining from derived examples (decision 0052): the recipe of trainCandidate (train-model.ts) —
// a stratified fifth held back, source-invariant logistic regression, Platt scaling on 5-fold
// out-of-fold scores, held-back band figures — on feature vectors instead of texts, so a server
// with no corpus retrains from the examples `npm run train` committed plus the feedback it collects.
import { createHash } from 'node:crypto';
import { textWeightBytes } from '../model/artifact.js';
import { calibratedProbability, rawScore } from '../model/predict.js';
import { finalScore } from '../pipeline.js';
import type { TrainCandidateOptions, TrainedCandidate } from '../train-model.js';
import { fitPlatt } from './calibration.js';
import {
  assembleModel,
  assignFolds,
  trainSourceInvariant,
  type TrainingRow,
} from './cross-validate.js';
import type { DerivedExample } from './derived-examples.js';
import { DEFAULT_TRAINING } from './logistic.js';
import { bandMetrics } from './metrics.js';

const asRow = (example: DerivedExample): TrainingRow => ({
  label: example.label,
  group: example.group,
  channel: example.channel,
  prepared: { features: example.features },
});

/** Trains, calibrates and judges a candidate on derived examples. Pure CPU work. */
export function trainCandidateFromDerived(
  examples: readonly DerivedExample[],
  options: TrainCandidateOptions,
): TrainedCandidate {
  const seed = options.seed ?? DEFAULT_TRAINING.seed;
  const training = { ...DEFAULT_TRAINING, seed };
  const heldBackFolds = options.heldBackFolds ?? 5;
  const calibrationFolds = options.calibrationFolds ?? 5;
  const report = options.onProgress ?? (() => undefined);

  report('preparing', 0);
  const split = assignFolds(
    examples.map((e) => e.label),
    heldBackFolds,
    seed + 1,
  );
  const train = examples.filter((_, i) => split[i] !== 0);
  const heldBack = examples.filter((_, i) => split[i] === 0);
  const rows = train.map(asRow);
  report('preparing', 1);

  const labels = train.map((e) => e.label);
  const folds = assignFolds(labels, calibrationFolds, seed);
  const outOfFold = new Array<number>(train.length).fill(0);
  for (let fold = 0; fold < calibrationFolds; fold += 1) {
    report('training', fold / (calibrationFolds + 1));
    const trained = trainSourceInvariant(
      rows.filter((_, i) => folds[i] !== fold),
      training,
    );
    train.forEach((example, i) => {
      if (folds[i] === fold)
        outOfFold[i] = rawScore(trained.weights, trained.bias, example.features);
    });
  }
  const calibration = fitPlatt(outOfFold, labels);
  report('training', calibrationFolds / (calibrationFolds + 1));
  const trained = trainSourceInvariant(rows, training);
  report('training', 1);

  const dataHash = createHash('sha256');
  for (const file of options.corpusFiles) dataHash.update(file.sha256);
  const model = assembleModel(
    trained,
    calibration,
    {
      version: '',
      trainedAt: options.trainedAt,
      corpus: { files: options.corpusFiles, examples: examples.length },
      metrics: {},
    },
    training,
  );
  report('evaluating', 0);
  const metrics = bandMetrics(
    heldBack.map((example) => ({
      score: finalScore(calibratedProbability(model, example.features), example.floor, example.cap),
      label: example.label,
    })),
  );
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
  // "r" marks a model retrained from the dashboard, as trainCandidate names it.
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
