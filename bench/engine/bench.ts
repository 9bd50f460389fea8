// Engine latency and throughput (issue 3): npm run bench -w packages/engine
import os from 'node:os';
import type { AnalysisInput } from '@scambuddy/contracts';
import type { EngineModel } from '../../packages/engine/src/index.js';
import {
  compileRegexpsNatively,
  NATIVE_REGEXPS_FLAG,
} from '../../packages/engine/src/runtime/native-regexps.js';

// As in the server, patterns compile to machine code at their first run (decision 0077), unless
// `--v8-default` asks for V8's own tier-up, to compare; the engine is loaded after the choice.
const v8Default = process.argv.includes('--v8-default');
if (!v8Default) compileRegexpsNatively();
const { analyzeMessage, loadModel } = await import('../../packages/engine/src/index.js');

const SMS =
  'USPS: Your package is on hold due to an incomplete address. Update your details within 12 hours at https://usps-redelivery.top/track or it will be returned.';

const EMAIL_PARAGRAPHS = [
  'From: "Account Services" <support@secure-billing-center.com>\nSubject: Action required: your account has been limited\n',
  'Dear customer, we recently noticed unusual activity on your account and have temporarily limited some features to protect you. ',
  'To restore full access, please verify your identity and confirm your billing information within 24 hours by signing in through the secure link below. ',
  'If you do not complete this step, your account will be suspended and any pending payments may be cancelled. ',
  'We apologise for the inconvenience and thank you for being a valued member. This message was sent to you because you hold an account with us. ',
];

const TRANSCRIPT_LINES = [
  'Caller: Hello, am I speaking with the account holder? This is Officer Daniel Brooks with the Social Security Administration fraud division.',
  'Me: Yes, this is she. What is this about?',
  "Caller: Ma'am, your Social Security number was found at a crime scene in Texas and it has been suspended. There is a warrant in your name.",
  "Me: That can't be right, I have never been to Texas.",
  'Caller: I understand, that is why I am calling to help you. To protect your money we need to move it to a safe federal account today.',
  'Caller: You will go to your bank and withdraw the money, and you must not tell the teller why. If they ask, say it is for a home repair.',
  'Me: My daughter usually helps me with the bank.',
  'Caller: Do not tell anyone, this is a confidential federal investigation. Stay on the line with me while you drive.',
];

/**
 * Ordinary and scam texts of other kinds, analysed between the timed transcripts of the mixed run:
 * a server meets one long text among many short ones, and V8 compiles the patterns they reach as
 * they come (decision 0077).
 */
const OTHER_MESSAGES = [
  'Hi Mom, new number, can you send $300 by Zelle for my rent?',
  'Your Amazon order has shipped. Track it at amazon.com/orders',
  'Chase: You sent $45.00 to MARIA LOPEZ with Zelle. Not you? Call the number on the back of your card.',
  'Congratulations! You won a $1,000 Walmart gift card. Claim at walmart-prizes.top',
  'Your CVS prescription is ready for pickup at 123 Main St. Reply STOP to opt out.',
  'This is the IRS. You owe back taxes. Pay today with gift cards or a warrant will be issued.',
];

function repeatTo(parts: readonly string[], size: number, separator: string): string {
  let text = '';
  for (let i = 0; text.length < size; i += 1)
    text += (i > 0 ? separator : '') + parts[i % parts.length];
  return text.slice(0, size);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Timing {
  median: number;
  p99: number;
  cpuMedian: number;
  cpuP99: number;
}

/**
 * Wall-clock and CPU time of each call. On a shared machine the wall clock also counts the time
 * the operating system gave the core to other processes; CPU time is the engine's own cost.
 */
function measure(
  input: AnalysisInput,
  iterations: number,
  model: EngineModel,
  between: () => void = () => undefined,
): Timing {
  for (let i = 0; i < Math.min(200, iterations); i += 1) {
    between();
    analyzeMessage(input, model);
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    between();
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    analyzeMessage(input, model);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    median: percentile(wall, 50),
    p99: percentile(wall, 99),
    cpuMedian: percentile(cpu, 50),
    cpuP99: percentile(cpu, 99),
  };
}

function main(): void {
  const loadStarted = performance.now();
  const model = loadModel();
  const coldLoadMs = performance.now() - loadStarted;
  const warmStarted = performance.now();
  loadModel();
  const warmLoadMs = performance.now() - warmStarted;

  const cases: Array<[string, AnalysisInput, number]> = [
    [`SMS (${SMS.length} chars)`, { text: SMS, inputType: 'text', channel: 'sms' }, 5000],
    [
      'e-mail (2 KB)',
      { text: repeatTo(EMAIL_PARAGRAPHS, 2048, ''), inputType: 'text', channel: 'email' },
      2000,
    ],
    [
      'call transcript (10 KB)',
      { text: repeatTo(TRANSCRIPT_LINES, 10240, '\n'), inputType: 'transcript', channel: 'phone' },
      1000,
    ],
  ];

  console.log(`# Engine benchmark — ${new Date().toISOString()}`);
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), ${os.platform()} ${os.release()}, Node ${process.version}`,
  );
  console.log(
    `Regular expressions: ${v8Default ? "V8's default tier-up (--v8-default)" : `${NATIVE_REGEXPS_FLAG}, as the server runs`}`,
  );
  console.log(
    `Model ${model.metadata.version}: load ${coldLoadMs.toFixed(1)} ms (first, cold), ${warmLoadMs.toFixed(1)} ms (again)\n`,
  );
  console.log(
    `Load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}\n`,
  );
  console.log('| input | median (ms) | p99 (ms) | CPU median (ms) | CPU p99 (ms) | runs |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, input, iterations] of cases) {
    const t = measure(input, iterations, model);
    console.log(
      `| ${name} | ${t.median.toFixed(3)} | ${t.p99.toFixed(3)} | ${t.cpuMedian.toFixed(3)} | ${t.cpuP99.toFixed(3)} | ${iterations} |`,
    );
  }
  // The transcript again, each time after the six other messages (untimed), as in a server.
  const transcript = cases[2]?.[1];
  if (transcript) {
    const others = OTHER_MESSAGES.map((text): AnalysisInput => ({
      text,
      inputType: 'text',
      channel: 'sms',
    }));
    const t = measure(transcript, 500, model, () => {
      for (const other of others) analyzeMessage(other, model);
    });
    console.log(
      `| call transcript (10 KB) among other messages | ${t.median.toFixed(3)} | ${t.p99.toFixed(3)} | ${t.cpuMedian.toFixed(3)} | ${t.cpuP99.toFixed(3)} | 500 |`,
    );
  }

  const smsInput = cases[0]?.[1] ?? { text: SMS, inputType: 'text' };
  const durationMs = 3000;
  let count = 0;
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    analyzeMessage(smsInput, model);
    count += 1;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuStarted);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `\nSingle-thread throughput: ${Math.round(count / wallSeconds)} SMS/s wall clock, ${Math.round(count / cpuSeconds)} SMS per CPU-second (full analysis: signals, model, rules, advice, contacts, English rendering)`,
  );
  console.log(
    `Load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
}

main();
