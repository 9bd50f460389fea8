/**
 * Genuine automated notices from real US companies and agencies, and first-person accounts of
 * ordinary problems (issue 17, done-when 3): on wording alone, none of them is a scam, so at most
 * 2% may score HIGH. Each notice records where its wording comes from.
 */
import { readFileSync } from 'node:fs';
import { ChannelSchema } from '@scambuddy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyzeMessage, loadModel } from '../src/index.js';

const HIGH_SCORE = 71;
const MAX_HIGH = 0.02;

const GenuineSchema = z
  .object({
    text: z.string().min(1),
    label: z.literal('legit'),
    kind: z.enum(['notice', 'account']),
    channel: ChannelSchema.optional(),
    source: z.string().min(10),
  })
  .strict();
type Genuine = z.infer<typeof GenuineSchema>;

const items: Genuine[] = readFileSync(
  new URL('../test-data/us-genuine.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => GenuineSchema.parse(JSON.parse(line)));

describe('the genuine-message set', () => {
  it('has at least 60 notices, each with its source, and 60 first-person accounts, none repeated', () => {
    expect(items.filter((i) => i.kind === 'notice').length).toBeGreaterThanOrEqual(60);
    expect(items.filter((i) => i.kind === 'account').length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((i) => i.text)).size).toBe(items.length);
  });
});

describe('the engine on genuine messages', () => {
  let scored: { item: Genuine; score: number; signals: string[] }[] = [];

  beforeAll(() => {
    const model = loadModel();
    scored = items.map((item) => {
      const input = { text: item.text, inputType: 'text' as const };
      const result = analyzeMessage(
        item.channel ? { ...input, channel: item.channel } : input,
        model,
      );
      return { item, score: result.scam_score, signals: result.signals.map((s) => s.id) };
    });
  });

  it.each(['notice', 'account'] as const)(
    `scores at most ${MAX_HIGH * 100}% of the %s items HIGH`,
    (kind) => {
      const ofKind = scored.filter((s) => s.item.kind === kind);
      const high = ofKind.filter((s) => s.score >= HIGH_SCORE);
      console.log(
        `${kind}: ${high.length} of ${ofKind.length} HIGH\n${high
          .map((s) => `  ${s.score}  ${s.signals.join(',')}  ${s.item.text.slice(0, 100)}`)
          .join('\n')}`,
      );
      expect(high.length / ofKind.length).toBeLessThanOrEqual(MAX_HIGH);
    },
  );

  it('links to a sender’s official short-link domain are not flagged as risky', () => {
    const model = loadModel();
    for (const text of [
      'Walmart: Your order shipped. Track: https://w-mt.co/g/a1b2c3 Reply HELP for info; STOP to opt out',
      'Amazon: Your package was delivered. Track at https://amzn.to/3xYtQ2b',
      'KFC is preparing your order. Track it with the Grubhub app grubhub.app.link/sms',
    ]) {
      const result = analyzeMessage({ text, inputType: 'text', channel: 'sms' }, model);
      expect(
        result.entities.urls.flatMap((url) => url.flags),
        text,
      ).toEqual([]);
      expect(result.risk_level, text).toBe('low');
    }
  });
});
