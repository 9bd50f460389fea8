import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { modelFromArtifacts } from '@scambuddy/engine';
import { findServerRoot } from '../../server-root.js';
import type { CandidateTrainer, WorkerMessage } from './candidate-trainer.js';

/**
 * The worker runs the TypeScript source of retrain.worker.ts through tsx, whether the server runs
 * from source (tests, `npm run dev`) or from the bundle (dist/main.js has no separate worker file):
 * training is rare and slow, so tsx's start-up second does not matter (decision 0031).
 */
function workerSource(): string {
  const entry = pathToFileURL(
    join(findServerRoot(), 'src', 'modules', 'model', 'retrain.worker.ts'),
  ).href;
  // require.resolve answers with the CommonJS build; the worker imports its ES module twin.
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(tsxApi).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
}

export const trainInWorker: CandidateTrainer = (input, onProgress) =>
  new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(workerSource(), { eval: true, workerData: input });
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.stage, message.progress);
      else if (message.type === 'error') finish(() => reject(new Error(message.message)));
      else {
        finish(() =>
          resolve({
            model: modelFromArtifacts(message.metadata, message.weightBytes),
            weightBytes: message.weightBytes,
            heldBack: message.heldBack,
            baseExamples: message.baseExamples,
            feedbackExamples: message.feedbackExamples,
            baseOrigin: message.baseOrigin,
          }),
        );
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the training worker stopped (exit code ${code})`))),
    );
  });
