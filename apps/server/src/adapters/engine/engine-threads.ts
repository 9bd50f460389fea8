import { Worker } from 'node:worker_threads';
import type { AnalysisResult } from '@scambuddy/contracts';
import type { EngineModel } from '@scambuddy/engine';
import { workerScript, type WorkerScript } from '../threads/worker-script.js';
import { runEngine, type EngineRunner } from './engine-runner.js';
import type { EngineThreadReply, EngineThreadRequest } from './engine-thread-protocol.js';

export interface EngineThreadsOptions {
  /** Worker threads; each analyses one message at a time. */
  size: number;
  /** Told when a thread stopped and was replaced, or could not be replaced. */
  onThreadStopped?: (reason: string) => void;
  /** The thread's script; engine.worker by default (tests give a failing one). */
  script?: WorkerScript;
}

interface Waiting {
  resolve: (result: AnalysisResult) => void;
  reject: (error: Error) => void;
}

interface EngineThread {
  worker: Worker;
  /** The model this thread was last sent; compared by identity, as the model holder swaps it. */
  model: EngineModel | undefined;
  pending: Map<number, Waiting>;
  /** A thread that never answered and stopped is not replaced: its replacement would stop too. */
  hasAnswered: boolean;
}

/**
 * The engine in worker threads (decision 0045). Each analysis goes to the thread with the fewest
 * waiting; a thread that stops fails only its own waiting analyses and is replaced. If no thread
 * can run, analyses run on the calling thread: slower, never wrong, as the engine is pure.
 */
export function startEngineThreads(options: EngineThreadsOptions): EngineRunner {
  const script = options.script ?? workerScript('engine', import.meta.url);
  const threads: EngineThread[] = [];
  let nextId = 1;
  let closed = false;

  function start(): EngineThread {
    const worker = new Worker(script.source, { eval: script.eval });
    const thread: EngineThread = {
      worker,
      model: undefined,
      pending: new Map(),
      hasAnswered: false,
    };
    worker.on('message', (reply: EngineThreadReply) => {
      const waiting = thread.pending.get(reply.id);
      if (waiting === undefined) return;
      thread.pending.delete(reply.id);
      thread.hasAnswered = true;
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(`the analysis failed: ${reply.message}`));
    });
    let stopped = false;
    const stop = (reason: string): void => {
      if (stopped) return;
      stopped = true;
      threads.splice(threads.indexOf(thread), 1);
      const error = new Error(`the analysis engine thread stopped (${reason})`);
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
      if (closed) return;
      const replace = thread.hasAnswered;
      options.onThreadStopped?.(replace ? `${reason}; replaced` : `${reason}; not replaced`);
      if (replace) threads.push(start());
    };
    worker.on('error', (error) => stop(error.message));
    worker.on('exit', (code) => stop(`exit code ${code}`));
    // The HTTP server keeps the process alive; an idle engine thread must not.
    worker.unref();
    return thread;
  }

  function leastBusy(): EngineThread | undefined {
    let best: EngineThread | undefined;
    for (const thread of threads) {
      if (best === undefined || thread.pending.size < best.pending.size) best = thread;
    }
    return best;
  }

  for (let i = 0; i < options.size; i += 1) threads.push(start());

  return {
    analyze(input, model, call) {
      if (closed) return Promise.reject(new Error('the analysis engine is stopped'));
      const thread = leastBusy();
      if (thread === undefined) return Promise.resolve(runEngine(input, model, call));
      if (thread.model !== model) {
        thread.worker.postMessage({ type: 'model', model } satisfies EngineThreadRequest);
        thread.model = model;
      }
      const id = nextId++;
      return new Promise<AnalysisResult>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        const request: EngineThreadRequest = {
          type: 'analyze',
          id,
          input,
          locale: call.locale,
          nowMs: call.now.getTime(),
        };
        thread.worker.postMessage(request);
      });
    },
    async close() {
      closed = true;
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}
