// Measures the filter on the labelled sets and records the figures in README.md between the
// markers: `npm run eval -w packages/pii-filter`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { EVALUATION_OPTIONS, scoreFilter } from '../src/evaluation.js';
import { TEST_DATA_PATH, UNSEEN_DATA_PATH, readLabelledSet } from '../src/test-data.js';

const README = fileURLToPath(new URL('../README.md', import.meta.url));

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function table(path: string, file: string): string {
  const set = readLabelledSet(path);
  const scores = scoreFilter(set, EVALUATION_OPTIONS);
  const totalItems = scores.reduce((sum, s) => sum + s.labelled, 0);
  return [
    `${set.length} transcripts, ${totalItems} labelled items (\`${file}\`).`,
    '',
    '| kind | labelled | found | recall | detected | precision | hidden under any placeholder |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...scores.map(
      (s) =>
        `| ${s.type} | ${s.labelled} | ${s.found} | ${percent(s.recall)} | ${s.detected} | ${percent(s.precision)} | ${percent(s.hiddenRate)} |`,
    ),
  ].join('\n');
}

function replaceBetween(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return text;
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

const measured = table(TEST_DATA_PATH, 'test-data/transcripts.jsonl');
const unseen = table(UNSEEN_DATA_PATH, 'test-data/unseen-phrasings.jsonl');
console.log(`${measured}\n\nUnseen phrasings:\n\n${unseen}`);
let readme = readFileSync(README, 'utf8');
readme = replaceBetween(readme, 'measured', measured);
readme = replaceBetween(readme, 'unseen', unseen);
// Written as the repository's formatter would, so `npm run format:check` stays clean.
const options = (await resolveConfig(README)) ?? {};
writeFileSync(README, await format(readme, { ...options, filepath: README }));
console.log('README.md updated');
