import { loadModel } from '@scambuddy/engine';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../adapters/clock.js';
import { createFakeSpeechToText } from '../../adapters/speech/index.js';
import { createModelHolder } from '../model/model-holder.js';
import { transcribeAndFilterCall } from './call-recording.service.js';

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2_000, 7)]);
const CALL =
  'This is the Social Security Administration. Your number was suspended. Buy gift cards and read me the numbers now.';

describe('a recorded call is scored by the live model', () => {
  it('uses the model an admin swapped in, from the next call on', async () => {
    const committed = loadModel();
    const holder = createModelHolder(committed);
    const deps = {
      speech: createFakeSpeechToText(CALL),
      maxAudioBytes: 10 * 1024 * 1024,
      maxAudioSeconds: 120,
      clock: systemClock,
      model: holder,
    };
    const before = await transcribeAndFilterCall(deps, WEBM);
    // The same weights turned round: what scored as a scam now scores as ordinary.
    holder.swap(
      { metadata: committed.metadata, weights: committed.weights.map((weight) => -weight) },
      'retrained',
    );
    const after = await transcribeAndFilterCall(deps, WEBM);
    expect(after.scamScore).not.toBe(before.scamScore);
  });
});
