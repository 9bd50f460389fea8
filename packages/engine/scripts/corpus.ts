import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CorpusExample } from '../src/training/cross-validate.js';

/** The repository root (packages/engine/scripts → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CORPUS_FILES = ['train.jsonl', 'train-smishing.jsonl', 'train-modern.jsonl'];

const CorpusLineSchema = z.object({
  text: z.string(),
  label: z.enum(['scam', 'legit']),
  channel: z.string().default('other'),
  source: z.string().default('unknown'),
});

/** `--corpus DIR`, else `SCAMBUDDY_CORPUS_DIR`, else `../shared/data/corpus/` beside the repo. */
export function corpusDirectory(flag: string | undefined): string {
  const chosen =
    flag ??
    process.env.SCAMBUDDY_CORPUS_DIR ??
    path.join(REPO_ROOT, '..', 'shared', 'data', 'corpus');
  return path.resolve(chosen);
}

export interface LoadedFile {
  name: string;
  sha256: string;
  lines: number;
  examples: CorpusExample[];
}

/** Reads one JSON Lines file of the corpus format. */
export function readJsonl(file: string): LoadedFile {
  const raw = readFileSync(file);
  const examples: CorpusExample[] = [];
  raw
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const parsed = CorpusLineSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${index + 1}: ${parsed.error.message}`);
      const { text, label, channel, source } = parsed.data;
      examples.push({
        text,
        label: label === 'scam' ? 1 : 0,
        channel,
        source,
        group: source.split(':')[0] ?? source,
      });
    });
  return {
    name: path.basename(file),
    sha256: createHash('sha256').update(raw).digest('hex'),
    lines: examples.length,
    examples,
  };
}

export function readCorpus(directory: string): LoadedFile[] {
  const files = CORPUS_FILES.map((name) => path.join(directory, name)).filter((file) =>
    existsSync(file),
  );
  if (files.length === 0) {
    throw new Error(
      `No corpus files (${CORPUS_FILES.join(', ')}) in ${directory}. Use --corpus DIR.`,
    );
  }
  return files.map(readJsonl);
}
