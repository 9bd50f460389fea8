import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CorpusExample } from '@scambuddy/engine';
import { z } from 'zod';

/** The files of the labelled corpus, as packages/engine/scripts/corpus.ts reads them. */
export const CORPUS_FILES = ['train.jsonl', 'train-smishing.jsonl', 'train-modern.jsonl'];

const CorpusLineSchema = z.object({
  text: z.string(),
  label: z.enum(['scam', 'legit']),
  channel: z.string().default('other'),
  source: z.string().default('unknown'),
});

export class CorpusMissingError extends Error {
  constructor(directory: string) {
    super(`base corpus not available at ${directory} (expected ${CORPUS_FILES.join(' or ')})`);
    this.name = 'CorpusMissingError';
  }
}

export interface CorpusFile {
  name: string;
  sha256: string;
  lines: number;
}

export function toExample(line: z.infer<typeof CorpusLineSchema>): CorpusExample {
  return {
    text: line.text,
    label: line.label === 'scam' ? 1 : 0,
    channel: line.channel,
    source: line.source,
    group: line.source.split(':')[0] ?? line.source,
  };
}

/** Reads every corpus file in the folder; throws CorpusMissingError when there is none. */
export function readCorpus(directory: string): { files: CorpusFile[]; examples: CorpusExample[] } {
  const present = CORPUS_FILES.map((name) => path.join(directory, name)).filter((file) =>
    existsSync(file),
  );
  if (present.length === 0) throw new CorpusMissingError(directory);
  const files: CorpusFile[] = [];
  const examples: CorpusExample[] = [];
  for (const file of present) {
    const raw = readFileSync(file);
    let lines = 0;
    raw
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '') return;
        const parsed = CorpusLineSchema.safeParse(JSON.parse(line));
        if (!parsed.success)
          throw new Error(`${path.basename(file)}:${index + 1}: not a corpus line`);
        examples.push(toExample(parsed.data));
        lines += 1;
      });
    files.push({
      name: path.basename(file),
      sha256: createHash('sha256').update(raw).digest('hex'),
      lines,
    });
  }
  return { files, examples };
}
