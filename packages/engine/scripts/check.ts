// Analyses text from the command line or a JSON Lines file (npm run check).
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { AnalysisInputSchema, type AnalysisInput } from '@scambuddy/contracts';
import { z } from 'zod';
import { analyzeMessage } from '../src/analyze.js';
import { loadModel } from '../src/model/load.js';
import { parseArgs } from './args.js';

const USAGE = `Usage:
  npm run check -- "text" [--channel sms|email|phone|social|web] [--state NY] [--input-type text|image|transcript]
  npm run check -- --file data.jsonl   (one {"text", "channel"?, "state"?} per line; one compact result per line)`;

const LineSchema = z.object({
  text: z.string(),
  channel: z.string().optional(),
  state: z.string().optional(),
  inputType: z.string().optional(),
});

function toInput(
  text: string,
  channel?: string,
  state?: string,
  inputType?: string,
): AnalysisInput {
  return AnalysisInputSchema.parse({
    text,
    inputType: inputType ?? (channel === 'phone' ? 'transcript' : 'text'),
    ...(channel ? { channel } : {}),
    // An unusable state is dropped rather than failing the whole file.
    ...(state && /^[a-z]{2}$/i.test(state) ? { state: state.toUpperCase() } : {}),
  });
}

async function analyseFile(file: string): Promise<void> {
  const model = loadModel();
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let buffer = '';
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const row = LineSchema.parse(JSON.parse(line));
    // Known channels only: the corpus also uses "other", which the engine treats as unknown.
    const channel = ['email', 'sms', 'phone', 'social', 'web'].includes(row.channel ?? '')
      ? row.channel
      : undefined;
    buffer += `${JSON.stringify(analyzeMessage(toInput(row.text, channel, row.state, row.inputType), model))}\n`;
    if (buffer.length > 1 << 20) {
      process.stdout.write(buffer);
      buffer = '';
    }
  }
  process.stdout.write(buffer);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ['channel', 'state', 'file', 'input-type']);
  const file = args.options.get('file');
  if (file) {
    await analyseFile(file);
    return;
  }
  const text =
    args.positional.join(' ') || (args.flags.has('stdin') ? readFileSync(0, 'utf8') : '');
  if (text.trim() === '') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const input = toInput(
    text,
    args.options.get('channel'),
    args.options.get('state'),
    args.options.get('input-type'),
  );
  console.log(JSON.stringify(analyzeMessage(input, loadModel()), null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
