// Trains the engine's model from the corpus and writes packages/engine/model/ (npm run train).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MODEL_DIR, MODEL_METADATA_FILE } from '../src/model/load.js';
import { textWeightBytes } from '../src/model/artifact.js';
import {
  crossValidatedScores,
  fitCalibratedModel,
  prepareExamples,
} from '../src/training/cross-validate.js';
import { bandMetrics } from '../src/training/metrics.js';
import { DEFAULT_TRAINING } from '../src/training/logistic.js';
import { deriveFromTexts, writeDerivedExamples } from '../src/training/derived-examples.js';
import { parseArgs } from './args.js';
import { corpusDirectory, readCorpus } from './corpus.js';

const MODEL_VERSION_PREFIX = '1';
/** Characters of each message featurised for the derived examples (decision 0052 measures it). */
const DERIVED_MAX_CHARS = 1000;

function main(): void {
  const args = parseArgs(process.argv.slice(2), ['corpus', 'out']);
  const started = performance.now();
  const files = readCorpus(corpusDirectory(args.options.get('corpus')));
  const examples = prepareExamples(files.flatMap((file) => file.examples));
  const prepared = performance.now();
  console.log(
    `Prepared ${examples.length} examples in ${((prepared - started) / 1000).toFixed(1)} s`,
  );

  const corpusHash = createHash('sha256');
  for (const file of files) corpusHash.update(file.sha256);
  const corpusDigest = corpusHash.digest('hex');
  const fitted = fitCalibratedModel(examples, {
    version: `${MODEL_VERSION_PREFIX}.${corpusDigest.slice(0, 8)}.${DEFAULT_TRAINING.seed}`,
    trainedAt: new Date().toISOString(),
    corpus: {
      files: files.map(({ name, sha256, lines }) => ({ name, sha256, lines })),
      examples: examples.length,
    },
    metrics: {},
  });
  const scores = crossValidatedScores(examples, fitted);
  const metrics = bandMetrics(
    scores.map((score, i) => ({ score, label: examples[i]?.label ?? 0 })),
  );
  const round = (value: number): number => Math.round(value * 10000) / 10000;
  fitted.model.metadata.metrics = {
    cvAuc: round(metrics.auc),
    cvScamsHigh: round(metrics.scamsHigh),
    cvLegitHigh: round(metrics.legitHigh),
    cvScamsLow: round(metrics.scamsLow),
    cvEce: round(metrics.ece),
  };

  const outDir = path.resolve(args.options.get('out') ?? DEFAULT_MODEL_DIR);
  mkdirSync(outDir, { recursive: true });
  const bytes = textWeightBytes(fitted.model.weights);
  fitted.model.metadata.weightsSha256 = createHash('sha256').update(bytes).digest('hex');
  // The weights' hash in the version: the same corpus and seed with changed code is a new model.
  fitted.model.metadata.version += `.${fitted.model.metadata.weightsSha256.slice(0, 8)}`;
  writeFileSync(path.join(outDir, fitted.model.metadata.weightsFile), bytes);
  writeFileSync(
    path.join(outDir, MODEL_METADATA_FILE),
    `${JSON.stringify(fitted.model.metadata, null, 2)}\n`,
  );
  // What a server without the corpus retrains from (decision 0052): numbers only, no text.
  const derivedFile = writeDerivedExamples(
    outDir,
    deriveFromTexts(
      files.flatMap((file) => file.examples),
      { maxChars: DERIVED_MAX_CHARS },
    ),
    {
      modelVersion: fitted.model.metadata.version,
      corpus: fitted.model.metadata.corpus,
      maxChars: DERIVED_MAX_CHARS,
    },
  );
  console.log(`Model ${fitted.model.metadata.version} written to ${outDir}`);
  console.log(`Derived training examples written to ${derivedFile}`);
  console.log(`5-fold CV: ${JSON.stringify(fitted.model.metadata.metrics)}`);
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
