// Worker thread entry (node:worker_threads): gathers the base examples and trains a candidate model
// off the main thread, so the server keeps answering during the seconds to minutes training takes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  deriveFromTexts,
  loadDerivedExamples,
  loadModel,
  trainCandidateFromDerived,
  type DerivedExample,
} from '@scambuddy/engine';
import type { CandidateTrainingInput, WorkerMessage } from './candidate-trainer.js';
import { CORPUS_FILES, readCorpus, type CorpusFile } from './corpus-reader.js';

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

interface Base {
  examples: DerivedExample[];
  files: CorpusFile[];
  origin: string;
}

/**
 * The corpus texts when ENGINE_CORPUS_DIR holds them; otherwise the derived examples committed with
 * the model by `npm run train` (decision 0052) — what every deployment has.
 */
function readBase(corpusDir: string | null): Base {
  if (corpusDir !== null && CORPUS_FILES.some((name) => existsSync(join(corpusDir, name)))) {
    const corpus = readCorpus(corpusDir);
    return {
      examples: deriveFromTexts(corpus.examples),
      files: corpus.files,
      origin: `the corpus texts in ${corpusDir}`,
    };
  }
  const derived = loadDerivedExamples();
  const committed = loadModel().metadata.version;
  if (derived.modelVersion !== committed) {
    throw new Error(
      `the committed training examples were derived for model ${derived.modelVersion}, not the committed model ${committed}; run npm run train`,
    );
  }
  return {
    examples: derived.examples,
    files: derived.corpus.files,
    origin: `the training examples committed with model ${derived.modelVersion}`,
  };
}

function run(input: CandidateTrainingInput): void {
  post({ type: 'progress', stage: 'reading', progress: 0.02 });
  const base = readBase(input.corpusDir);
  const feedback = deriveFromTexts(input.feedback);
  const feedbackFile = { name: 'feedback-labels', sha256: '', lines: feedback.length };
  const candidate = trainCandidateFromDerived([...base.examples, ...feedback], {
    trainedAt: input.trainedAt,
    corpusFiles: [...base.files, feedbackFile],
    // Stages map onto the job's 0–1 progress: preparing 5–20%, training 20–90%, evaluating 90–98%.
    onProgress: (stage, fraction) => {
      const [from, to] =
        stage === 'preparing' ? [0.05, 0.2] : stage === 'training' ? [0.2, 0.9] : [0.9, 0.98];
      post({ type: 'progress', stage, progress: from + (to - from) * fraction });
    },
  });
  const bytes = candidate.weightBytes;
  post(
    {
      type: 'done',
      metadata: candidate.model.metadata,
      weightBytes: bytes,
      heldBack: candidate.heldBack,
      baseExamples: base.examples.length,
      feedbackExamples: feedback.length,
      baseOrigin: base.origin,
    },
    [bytes.buffer as ArrayBuffer],
  );
}

try {
  run(workerData as CandidateTrainingInput);
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
