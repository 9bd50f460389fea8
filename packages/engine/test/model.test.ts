import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR, loadModel } from '../src/index.js';
import { ModelMetadataSchema } from '../src/model/types.js';
import { SIGNALS } from '../src/signals/catalog.js';

const metadata = ModelMetadataSchema.parse(
  JSON.parse(readFileSync(path.join(DEFAULT_MODEL_DIR, 'model.json'), 'utf8')),
);

describe('the committed model', () => {
  it('is at most 5 MB', () => {
    const bytes =
      statSync(path.join(DEFAULT_MODEL_DIR, 'model.json')).size +
      statSync(path.join(DEFAULT_MODEL_DIR, metadata.weightsFile)).size;
    expect(bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it('records the corpus hash, the seed and the cross-validated metrics beside its weights', () => {
    expect(metadata.corpus.files.length).toBeGreaterThan(0);
    for (const file of metadata.corpus.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(metadata.seed).toBeTypeOf('number');
    expect(metadata.metrics.cvAuc).toBeGreaterThanOrEqual(0.99);
    const weights = readFileSync(path.join(DEFAULT_MODEL_DIR, metadata.weightsFile));
    expect(createHash('sha256').update(weights).digest('hex')).toBe(metadata.weightsSha256);
  });

  it('was trained with every signal of the catalog', () => {
    expect(Object.keys(metadata.signalWeights).sort()).toEqual(SIGNALS.map((s) => s.id).sort());
  });

  it('loads in well under 200 ms', () => {
    loadModel();
    const started = performance.now();
    loadModel();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
