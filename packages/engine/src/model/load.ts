import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { modelFromArtifacts } from './artifact.js';
import type { EngineModel } from './types.js';

/** Where the committed model lives: packages/engine/model/. */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../model/', import.meta.url));
export const MODEL_METADATA_FILE = 'model.json';

/** Reads the committed artifact: the engine's only I/O, done once at start-up. */
export function loadModel(directory: string = DEFAULT_MODEL_DIR): EngineModel {
  const metadata: unknown = JSON.parse(
    readFileSync(path.join(directory, MODEL_METADATA_FILE), 'utf8'),
  );
  const weightsFile =
    typeof metadata === 'object' && metadata !== null && 'weightsFile' in metadata
      ? String(metadata.weightsFile)
      : 'weights.bin';
  return modelFromArtifacts(metadata, readFileSync(path.join(directory, weightsFile)));
}
