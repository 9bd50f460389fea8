import type { AnalysisInput } from '@scambuddy/contracts';
import { loadModel, type EngineModel } from '@scambuddy/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineEngine, type EngineRunner } from './engine-runner.js';
import { startEngineThreads } from './engine-threads.js';

const NOW = new Date('2026-11-25T22:00:00.000Z');
const MESSAGES: AnalysisInput[] = [
  {
    inputType: 'text',
    channel: 'sms',
    text: 'USPS: Your package is on hold. Update your address within 12 hours at https://usps-redelivery.top/track',
  },
  {
    inputType: 'text',
    text: 'Grandma its me, I am in jail. Please dont tell mom. Buy Apple gift cards and send me the numbers.',
  },
  { inputType: 'text', text: 'Hi Mom, landed safely in Denver. Call you tonight. Love you!' },
];

/** A model that scores everything the other way round, to see a swap take effect. */
function invertedModel(model: EngineModel): EngineModel {
  return {
    metadata: { ...model.metadata, version: `${model.metadata.version}-inverted` },
    weights: model.weights.map((weight) => -weight),
  };
}

describe('the engine in worker threads', () => {
  const model = loadModel();
  let threads: EngineRunner;

  beforeAll(() => {
    threads = startEngineThreads({ size: 2 });
  });
  afterAll(async () => {
    await threads.close();
  });

  it('gives exactly the result the engine gives on the calling thread, in any language', async () => {
    for (const locale of ['en', 'es', 'ar']) {
      for (const input of MESSAGES) {
        const expected = await inlineEngine.analyze(input, model, { locale, now: NOW });
        await expect(threads.analyze(input, model, { locale, now: NOW })).resolves.toEqual(
          expected,
        );
      }
    }
  }, 30_000);

  it('answers many analyses at once, each with its own result', async () => {
    const inputs = Array.from({ length: 40 }, (_, i) => MESSAGES[i % MESSAGES.length]!);
    const results = await Promise.all(
      inputs.map((input) => threads.analyze(input, model, { locale: 'en', now: NOW })),
    );
    const expected = await Promise.all(
      inputs.map((input) => inlineEngine.analyze(input, model, { locale: 'en', now: NOW })),
    );
    expect(results).toEqual(expected);
  }, 30_000);

  it('uses a swapped model from the next analysis on', async () => {
    const swapped = invertedModel(model);
    const input = MESSAGES[2]!;
    const before = await threads.analyze(input, model, { locale: 'en', now: NOW });
    const after = await threads.analyze(input, swapped, { locale: 'en', now: NOW });
    expect(after).toEqual(await inlineEngine.analyze(input, swapped, { locale: 'en', now: NOW }));
    expect(after.version).not.toBe(before.version);
  }, 30_000);

  it('refuses analyses once closed', async () => {
    const closing = startEngineThreads({ size: 1 });
    await closing.close();
    await expect(closing.analyze(MESSAGES[0]!, model, { locale: 'en', now: NOW })).rejects.toThrow(
      'the analysis engine is stopped',
    );
  });
});

describe('engine threads that stop', () => {
  const model = loadModel();

  it('runs analyses on the calling thread when no thread can start', async () => {
    const stopped: string[] = [];
    const runner = startEngineThreads({
      size: 1,
      script: { source: 'process.exit(3)', eval: true },
      onThreadStopped: (reason) => stopped.push(reason),
    });
    await expect.poll(() => stopped).toEqual(['exit code 3; not replaced']);
    const input = MESSAGES[0]!;
    await expect(runner.analyze(input, model, { locale: 'en', now: NOW })).resolves.toEqual(
      await inlineEngine.analyze(input, model, { locale: 'en', now: NOW }),
    );
    await runner.close();
  });

  it('fails only the stopped thread’s analyses and replaces a thread that had answered', async () => {
    const stopped: string[] = [];
    // Answers each analysis with a failure, then stops.
    const answersThenStops = `
      const { parentPort } = require('node:worker_threads');
      parentPort.on('message', (message) => {
        if (message.type !== 'analyze') return;
        parentPort.postMessage({ id: message.id, ok: false, message: 'broken on purpose' });
        setTimeout(() => process.exit(7), 10);
      });`;
    const runner = startEngineThreads({
      size: 1,
      script: { source: answersThenStops, eval: true },
      onThreadStopped: (reason) => stopped.push(reason),
    });
    const call = () => runner.analyze(MESSAGES[0]!, model, { locale: 'en', now: NOW });
    await expect(call()).rejects.toThrow('the analysis failed: broken on purpose');
    await expect.poll(() => stopped).toEqual(['exit code 7; replaced']);
    // The replacement answers too: it is the same script, so it fails the same way.
    await expect(call()).rejects.toThrow('the analysis failed: broken on purpose');
    await runner.close();
  });
});
