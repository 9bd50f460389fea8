import { SIGNALS } from '../signals/catalog.js';
import { FEATURE_COUNT, HASH_BITS, HASH_SIZE } from './features.js';
import { ModelMetadataSchema, type EngineModel } from './types.js';

/**
 * Builds a model from its two committed files (pure). A signal missing from the artifact (added to
 * the catalog after training) starts at its expert prior, so the engine keeps working until retrained.
 */
export function modelFromArtifacts(metadataJson: unknown, weightBytes: Uint8Array): EngineModel {
  const metadata = ModelMetadataSchema.parse(metadataJson);
  if (metadata.hashBits !== HASH_BITS) {
    throw new Error(
      `Model uses ${metadata.hashBits} hash bits; the engine expects ${HASH_BITS}. Retrain.`,
    );
  }
  if (weightBytes.byteLength !== HASH_SIZE * 4) {
    throw new Error(
      `Model weights are ${weightBytes.byteLength} bytes; expected ${HASH_SIZE * 4}.`,
    );
  }
  const weights = new Float32Array(FEATURE_COUNT);
  const view = new DataView(weightBytes.buffer, weightBytes.byteOffset, weightBytes.byteLength);
  for (let i = 0; i < HASH_SIZE; i += 1) weights[i] = view.getFloat32(i * 4, true);
  SIGNALS.forEach((signal, index) => {
    weights[HASH_SIZE + index] = metadata.signalWeights[signal.id] ?? signal.prior;
  });
  return { metadata, weights };
}

/** The hashed text weights as little-endian Float32 bytes, for the committed artifact. */
export function textWeightBytes(weights: Float32Array): Uint8Array {
  const bytes = new Uint8Array(HASH_SIZE * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < HASH_SIZE; i += 1) view.setFloat32(i * 4, weights[i] ?? 0, true);
  return bytes;
}
