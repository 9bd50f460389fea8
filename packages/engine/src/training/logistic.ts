import type { SparseVector } from '../model/features.js';
import { FEATURE_COUNT, HASH_SIZE } from '../model/features.js';
import { createRandom } from '../model/hash.js';
import { sigmoid } from '../model/predict.js';
import { SIGNALS } from '../signals/catalog.js';

export interface TrainingOptions {
  seed: number;
  epochs: number;
  learningRate: number;
  /** L2 strength on the hashed text weights, per update. */
  textL2: number;
  /** Pull of each signal weight towards its expert prior, per update. */
  signalPriorStrength: number;
  /**
   * A text bucket is left out when one-label sources use it more than this many times as often
   * as two-label sources (see source-invariance.ts); 0 keeps every bucket.
   */
  sourceConfoundRatio: number;
  /** Give every (source, label) cell the same total weight. */
  balanceSources: boolean;
}

export const DEFAULT_TRAINING: TrainingOptions = {
  seed: 20261122,
  epochs: 8,
  learningRate: 0.4,
  textL2: 1e-6,
  signalPriorStrength: 1e-3,
  sourceConfoundRatio: 1,
  balanceSources: true,
};

export interface TrainedWeights {
  weights: Float32Array;
  bias: number;
}

/**
 * A signal is shown to people as a warning (positive prior) or as reassurance (negative prior), so
 * its learned weight never changes sides: otherwise corpus artefacts (spam adverts that ask for
 * nothing) could turn "does not ask for anything" into a warning. A warning keeps at least
 * MIN_WARNING_WEIGHT, just above what a result shows (pipeline's MIN_SHOWN_WEIGHT): a rule that
 * rests on it ("a grandchild, an emergency, a lawyer") must still name it when the corpus gives
 * it no weight of its own, or the HIGH the rule gives falls under the unexplained cap as soon as
 * retraining moves that weight to zero (decision 0085).
 */
export const MIN_WARNING_WEIGHT = 0.001;

function keepPriorSign(weight: number, prior: number): number {
  if (prior > 0) return Math.max(MIN_WARNING_WEIGHT, weight);
  if (prior < 0) return Math.min(0, weight);
  return weight;
}

/**
 * Logistic regression by AdaGrad, deterministic for a seed. Text weights shrink towards zero;
 * signal weights shrink towards the expert prior, so a signal the corpus never shows keeps the
 * weight an expert gave it (a Gaussian prior centred on that weight), on the prior's side of zero. `exampleWeights` scale
 * each example's loss (1 when absent).
 */
export function trainLogistic(
  examples: readonly SparseVector[],
  labels: readonly number[],
  options: TrainingOptions = DEFAULT_TRAINING,
  exampleWeights?: Float64Array,
): TrainedWeights {
  const weights = new Float32Array(FEATURE_COUNT);
  const priors = new Float32Array(FEATURE_COUNT);
  SIGNALS.forEach((signal, index) => {
    priors[HASH_SIZE + index] = signal.prior;
    weights[HASH_SIZE + index] = signal.prior;
  });
  const squaredGradients = new Float32Array(FEATURE_COUNT).fill(1e-6);
  let bias = 0;
  let biasSquared = 1e-6;
  const random = createRandom(options.seed);
  const order = examples.map((_, index) => index);

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = swap;
    }
    for (const exampleIndex of order) {
      const example = examples[exampleIndex];
      if (!example) continue;
      let z = bias;
      for (let k = 0; k < example.indices.length; k += 1) {
        z += (weights[example.indices[k] ?? 0] ?? 0) * (example.values[k] ?? 0);
      }
      const error =
        (sigmoid(z) - (labels[exampleIndex] ?? 0)) * (exampleWeights?.[exampleIndex] ?? 1);
      for (let k = 0; k < example.indices.length; k += 1) {
        const feature = example.indices[k] ?? 0;
        const weight = weights[feature] ?? 0;
        const isSignal = feature >= HASH_SIZE;
        const penalty = isSignal
          ? options.signalPriorStrength * (weight - (priors[feature] ?? 0))
          : options.textL2 * weight;
        const gradient = error * (example.values[k] ?? 0) + penalty;
        const accumulated = (squaredGradients[feature] ?? 0) + gradient * gradient;
        squaredGradients[feature] = accumulated;
        const updated = weight - (options.learningRate * gradient) / Math.sqrt(accumulated);
        weights[feature] = isSignal ? keepPriorSign(updated, priors[feature] ?? 0) : updated;
      }
      biasSquared += error * error;
      bias -= (options.learningRate * error) / Math.sqrt(biasSquared);
    }
  }
  return { weights, bias };
}
