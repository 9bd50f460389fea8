import type { SparseVector } from './features.js';
import type { EngineModel } from './types.js';

export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

/** The model's raw log-odds for one feature vector. */
export function rawScore(weights: Float32Array, bias: number, features: SparseVector): number {
  let z = bias;
  for (let i = 0; i < features.indices.length; i += 1) {
    z += (weights[features.indices[i] ?? 0] ?? 0) * (features.values[i] ?? 0);
  }
  return z;
}

/** Platt-calibrated probability that the message is a scam. */
export function calibratedProbability(model: EngineModel, features: SparseVector): number {
  const { a, b } = model.metadata.calibration;
  return sigmoid(a * rawScore(model.weights, model.metadata.bias, features) + b);
}
