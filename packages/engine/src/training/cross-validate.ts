import type { Channel } from '@scambuddy/contracts';
import { HASH_BITS } from '../model/features.js';
import { createRandom } from '../model/hash.js';
import { rawScore, sigmoid } from '../model/predict.js';
import type { EngineModel, ModelMetadata } from '../model/types.js';
import { finalScore, prepareMessage, ruleOutcome, type PreparedMessage } from '../pipeline.js';
import { SIGNALS } from '../signals/catalog.js';
import { fitPlatt } from './calibration.js';
import {
  DEFAULT_TRAINING,
  trainLogistic,
  type TrainedWeights,
  type TrainingOptions,
} from './logistic.js';
import { balancedWeights, keepBuckets, sourceInvariantBuckets } from './source-invariance.js';
import { losoCalibration } from './loso.js';

/** One labelled corpus line. `group` is the source without its sub-part (the unit of leave-one-out). */
export interface CorpusExample {
  text: string;
  label: 0 | 1;
  channel: string;
  source: string;
  group: string;
}

export interface PreparedExample extends CorpusExample {
  prepared: PreparedMessage;
}

/** What training reads of an example (derived examples have no text; decision 0052). */
export type TrainingRow = Pick<PreparedExample, 'label' | 'group' | 'channel'> & {
  prepared: Pick<PreparedMessage, 'features'>;
};

const CHANNELS: ReadonlySet<string> = new Set(['email', 'sms', 'phone', 'social', 'web']);

export function prepareExamples(examples: readonly CorpusExample[]): PreparedExample[] {
  return examples.map((example) => {
    const channel = CHANNELS.has(example.channel) ? (example.channel as Channel) : undefined;
    return { ...example, prepared: prepareMessage(example.text, channel, 'text') };
  });
}

/** Stratified fold numbers, reproducible for a seed. */
export function assignFolds(labels: readonly number[], folds: number, seed: number): Int8Array {
  const assignment = new Int8Array(labels.length);
  const random = createRandom(seed);
  for (const label of [0, 1]) {
    const members = labels.flatMap((y, index) => (y === label ? [index] : []));
    for (let i = members.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      const swap = members[i] ?? 0;
      members[i] = members[j] ?? 0;
      members[j] = swap;
    }
    members.forEach((index, position) => {
      assignment[index] = position % folds;
    });
  }
  return assignment;
}

export interface ModelDescription {
  version: string;
  trainedAt: string;
  corpus: ModelMetadata['corpus'];
  metrics: ModelMetadata['metrics'];
}

export function assembleModel(
  trained: { weights: Float32Array; bias: number },
  calibration: { a: number; b: number },
  description: ModelDescription,
  options: TrainingOptions,
): EngineModel {
  const signalWeights: Record<string, number> = {};
  SIGNALS.forEach((signal, index) => {
    signalWeights[signal.id] = trained.weights[(1 << HASH_BITS) + index] ?? signal.prior;
  });
  return {
    weights: trained.weights,
    metadata: {
      format: 'scambuddy-logreg-v1',
      version: description.version,
      trainedAt: description.trainedAt,
      seed: options.seed,
      hashBits: HASH_BITS,
      bias: trained.bias,
      calibration,
      signalWeights,
      corpus: description.corpus,
      training: {
        algorithm:
          'logistic regression (AdaGrad), signal weights with expert Gaussian prior, kept on its side of zero',
        epochs: options.epochs,
        learningRate: options.learningRate,
        textL2: options.textL2,
        signalPriorStrength: options.signalPriorStrength,
        sourceConfoundRatio: options.sourceConfoundRatio,
        balanceSources: options.balanceSources ? 'sources equal within each label' : 'no',
        calibration: 'Platt scaling on 5-fold out-of-fold scores',
      },
      metrics: description.metrics,
      weightsFile: 'weights.bin',
      weightsSha256: '',
    },
  };
}

/**
 * Trains on the given examples with the source-invariance steps worked out from them alone: text
 * buckets that identify a one-label source are left out (so their weights stay zero and need no
 * mask at prediction) and each (source, label) cell gets the same total weight.
 */
export function trainSourceInvariant(
  examples: readonly TrainingRow[],
  options: TrainingOptions = DEFAULT_TRAINING,
): TrainedWeights {
  const sourced = examples.map((e) => ({
    features: e.prepared.features,
    label: e.label,
    group: e.group,
    channel: e.channel,
  }));
  const keep =
    options.sourceConfoundRatio > 0
      ? sourceInvariantBuckets(sourced, options.sourceConfoundRatio)
      : undefined;
  const features = sourced.map((e) => (keep ? keepBuckets(e.features, keep) : e.features));
  const weights = options.balanceSources ? balancedWeights(sourced) : undefined;
  return trainLogistic(
    features,
    sourced.map((e) => e.label),
    options,
    weights,
  );
}

export interface FittedModel {
  model: EngineModel;
  /** Out-of-fold raw scores of the training examples (before calibration). */
  outOfFoldRaw: Float64Array;
  folds: Int8Array;
}

/**
 * Raw out-of-fold scores by k-fold cross-validation, Platt scaling on them (or, with
 * `calibrateOn: 'loso'`, on leave-one-source-out scores when there are three groups or more: tried
 * for issue 17 and not the default, see decision 0049), then the final weights on every example.
 */
export function fitCalibratedModel(
  examples: readonly PreparedExample[],
  description: ModelDescription,
  folds = 5,
  options: TrainingOptions = DEFAULT_TRAINING,
  calibrateOn: 'loso' | 'folds' = 'folds',
): FittedModel {
  const labels = examples.map((e) => e.label);
  const features = examples.map((e) => e.prepared.features);
  const assignment = assignFolds(labels, folds, options.seed);
  const outOfFoldRaw = new Float64Array(examples.length);
  for (let fold = 0; fold < folds; fold += 1) {
    const trained = trainSourceInvariant(
      examples.filter((_, i) => assignment[i] !== fold),
      options,
    );
    features.forEach((vector, i) => {
      if (assignment[i] === fold) outOfFoldRaw[i] = rawScore(trained.weights, trained.bias, vector);
    });
  }
  const loso = calibrateOn === 'loso' ? losoCalibration(examples, options) : null;
  const calibration = loso ?? fitPlatt([...outOfFoldRaw], labels);
  const trained = trainSourceInvariant(examples, options);
  const model = assembleModel(trained, calibration, description, options);
  if (loso) model.metadata.training.calibration = 'Platt scaling on leave-one-source-out scores';
  return {
    model,
    outOfFoldRaw,
    folds: assignment,
  };
}

/**
 * Final 0–100 scores for each example from its out-of-fold raw score: Platt fitted on the other
 * folds only, then the same rules as the engine.
 */
export function crossValidatedScores(
  examples: readonly PreparedExample[],
  fitted: FittedModel,
  folds = 5,
): number[] {
  const labels = examples.map((e) => e.label);
  const scores = new Array<number>(examples.length).fill(0);
  for (let fold = 0; fold < folds; fold += 1) {
    const others = labels.flatMap((_, i) => (fitted.folds[i] === fold ? [] : [i]));
    const { a, b } = fitPlatt(
      others.map((i) => fitted.outOfFoldRaw[i] ?? 0),
      others.map((i) => labels[i] ?? 0),
    );
    examples.forEach((example, i) => {
      if (fitted.folds[i] !== fold) return;
      const probability = sigmoid(a * (fitted.outOfFoldRaw[i] ?? 0) + b);
      const rules = ruleOutcome(example.prepared, fitted.model);
      scores[i] = finalScore(probability, rules.floor, rules.cap);
    });
  }
  return scores;
}
