/**
 * One engine thread (decision 0045): analyses messages for engine-threads.ts on the model it was
 * last sent. The engine is pure, so a thread holds nothing but that model.
 */
import { parentPort } from 'node:worker_threads';
import type { EngineModel } from '@scambuddy/engine';
import { runEngine } from './engine-runner.js';
import type { EngineThreadReply, EngineThreadRequest } from './engine-thread-protocol.js';

const port = parentPort;
if (port === null) throw new Error('engine.worker.ts runs only as a worker thread');

let model: EngineModel | undefined;

function answer(request: Extract<EngineThreadRequest, { type: 'analyze' }>): EngineThreadReply {
  if (model === undefined) return { id: request.id, ok: false, message: 'no model was sent' };
  try {
    const result = runEngine(request.input, model, {
      locale: request.locale,
      now: new Date(request.nowMs),
    });
    return { id: request.id, ok: true, result };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : 'failed',
    };
  }
}

port.on('message', (request: EngineThreadRequest) => {
  if (request.type === 'model') model = request.model;
  else port.postMessage(answer(request));
});
