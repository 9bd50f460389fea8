// Worker thread entry (node:worker_threads): reads the base corpus and trains a candidate model off
// the main thread, so the server keeps answering during the minute or so training takes.
import { parentPort, workerData } from 'node:worker_threads';
import { trainCandidate } from '@scambuddy/engine';
import type { CandidateTrainingInput, WorkerMessage } from './candidate-trainer.js';
import { readCorpus } from './corpus-reader.js';

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

function run(input: CandidateTrainingInput): void {
  post({ type: 'progress', stage: 'reading', progress: 0.02 });
  const base = readCorpus(input.corpusDir);
  const feedbackFile = { name: 'feedback-labels', sha256: '', lines: input.feedback.length };
  const candidate = trainCandidate([...base.examples, ...input.feedback], {
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
      feedbackExamples: input.feedback.length,
    },
    [bytes.buffer as ArrayBuffer],
  );
}

try {
  run(workerData as CandidateTrainingInput);
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
