// Checking by text message (issue 20): how long the SMS webhook takes to answer a signed request
// with its TwiML reply, the engine's verdict and the report link included. The provider gives a
// webhook about 15 s before it retries; issue 20 asks for an answer within 1 s.
// npm run bench forwarding-sms. Options: SMS_BENCH_REQUESTS (40), one at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { smsSignature } from '../../apps/server/src/modules/forwarding/twilio-signature.js';
import { describeMachine, percentile, writeResults } from '../ocr/machine.js';
import { ensureServerBuilt, startServer } from '../support/server.js';

const REQUESTS = Number(process.env.SMS_BENCH_REQUESTS ?? 40);
const AUTH_TOKEN = 'bench-auth-token';
/** Goal (issue 20, Done when 2): every signed request answered within 1 s. */
const GOAL_MAX_MS = 1_000;

/** Texts of the kinds people forward: scams and genuine notices, each sent as its own SMS. */
const BODIES = [
  'USPS: Your package is on hold due to an unpaid fee of $1.99. Pay now at https://usps-redelivery-care.com',
  'Amazon: your order of an iPhone 15 was placed. If this was not you call 1-888-555-0142 now',
  'Your Chase verification code is 482913. Chase will never ask for this code. Do not share it.',
  'Grandma its me, I lost my phone, this is my new number. I need $900 for bail, please dont tell mom',
  'Walmart: your order shipped. Track at https://w-mt.co/g/abc123 Reply STOP to opt out',
];

async function main(): Promise<void> {
  ensureServerBuilt();
  const machine = describeMachine('npm run bench forwarding-sms');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'scambuddy-sms-bench-'));
  const server = await startServer(dataDir, {
    SMS_AUTH_TOKEN: AUTH_TOKEN,
    SMS_NUMBER: '+15005550006',
  });
  const webhook = `${server.url}/api/forwarding/sms`;
  const timings: number[] = [];
  let failures = 0;
  try {
    for (let index = 0; index < REQUESTS; index += 1) {
      // A different sender each time: the per-sender limit is not what is measured here.
      const params: Record<string, string> = {
        From: `+1202555${String(1000 + index).padStart(4, '0')}`,
        To: '+15005550006',
        Body: BODIES[index % BODIES.length] ?? '',
        NumMedia: '0',
        MessageSid: `SMbench${index}`,
      };
      const started = performance.now();
      const response = await fetch(webhook, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': smsSignature(AUTH_TOKEN, webhook, params),
        },
        body: new URLSearchParams(params).toString(),
      });
      const twiml = await response.text();
      timings.push(performance.now() - started);
      if (response.status !== 200 || !twiml.includes('<Message>')) failures += 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const worst = Math.max(...timings);
  const met = failures === 0 && worst <= GOAL_MAX_MS;
  const markdown = [
    '# SMS webhook: results',
    '',
    'Newest run only; see [README.md](README.md). Signed `POST /api/forwarding/sms` requests, one at',
    'a time, to the built server on PGlite; the time until the whole TwiML answer has arrived.',
    '',
    machine,
    '',
    '| requests | failed | median ms | p95 ms | slowest ms |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${REQUESTS} | ${failures} | ${percentile(timings, 0.5).toFixed(0)} | ${percentile(timings, 0.95).toFixed(0)} | ${worst.toFixed(0)} |`,
    '',
    `Goal (every answer a TwiML message within ${GOAL_MAX_MS} ms): **${met ? 'met' : 'not met'}**.`,
    '',
  ].join('\n');
  await writeResults(new URL('./RESULTS.md', import.meta.url), markdown);
  console.log(markdown);
}

await main();
