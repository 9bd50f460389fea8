// Evaluates the engine (npm run eval): leave-one-source-out on the corpus as the headline (how the
// engine does on a kind of text it has not trained on), then the in-corpus 5-fold figure; or the
// committed model on a held-out file with --data FILE.jsonl.
import { writeFileSync } from 'node:fs';
import { analyzeMessage } from '../src/analyze.js';
import { loadModel } from '../src/model/load.js';
import {
  crossValidatedScores,
  fitCalibratedModel,
  prepareExamples,
  type CorpusExample,
  type PreparedExample,
} from '../src/training/cross-validate.js';
import { bandMetrics, type BandMetrics } from '../src/training/metrics.js';
import { leaveOneSourceOutScores, type HeldOutScore } from '../src/training/loso.js';
import { DEFAULT_TRAINING } from '../src/training/logistic.js';
import { parseArgs } from './args.js';
import { corpusDirectory, readCorpus, readJsonl } from './corpus.js';

interface Scored {
  example: CorpusExample;
  score: number;
}

const percent = (value: number): string =>
  Number.isNaN(value) ? '   —  ' : `${(value * 100).toFixed(2).padStart(6)}%`;
const decimal = (value: number): string => (Number.isNaN(value) ? '  —   ' : value.toFixed(4));

function row(name: string, m: BandMetrics): string {
  return `${name.padEnd(34)} ${String(m.count).padStart(6)} ${String(m.scams).padStart(6)} ${String(m.legit).padStart(6)}  ${decimal(m.auc)}  ${percent(m.scamsHigh)}  ${percent(m.legitHigh)}  ${percent(m.scamsLow)}  ${decimal(m.ece)}`;
}

function metricsOf(items: readonly Scored[]): BandMetrics {
  return bandMetrics(items.map((item) => ({ score: item.score, label: item.example.label })));
}

function printBreakdown(title: string, scored: readonly Scored[]): void {
  console.log(`\n## ${title}`);
  console.log(
    `${'slice'.padEnd(34)} ${'n'.padStart(6)} ${'scams'.padStart(6)} ${'legit'.padStart(6)}  AUC     scams HIGH  legit HIGH  scams LOW  ECE`,
  );
  console.log(row('overall', metricsOf(scored)));
  for (const key of ['channel', 'group', 'source'] as const) {
    const values = [...new Set(scored.map((s) => s.example[key]))].sort();
    if (key === 'source' && values.length === new Set(scored.map((s) => s.example.group)).size)
      continue;
    for (const value of values) {
      console.log(
        row(`${key}=${value}`, metricsOf(scored.filter((s) => s.example[key] === value))),
      );
    }
  }
}

function printWorst(scored: readonly Scored[], count: number, title = ''): void {
  console.log(`\n## The ${count} worst mistakes${title ? ` (${title})` : ''}`);
  const worst = [...scored]
    .sort(
      (x, y) =>
        Math.abs(y.score / 100 - y.example.label) - Math.abs(x.score / 100 - x.example.label),
    )
    .slice(0, count);
  for (const { example, score } of worst) {
    const text = example.text.replace(/\s+/g, ' ').slice(0, 110);
    console.log(
      `${String(score).padStart(3)}  ${example.label === 1 ? 'scam ' : 'legit'}  ${example.source.padEnd(36)} ${text}`,
    );
  }
}

function crossValidate(examples: readonly PreparedExample[]): Scored[] {
  const fitted = fitCalibratedModel(examples, {
    version: 'cv',
    trainedAt: '',
    corpus: { files: [], examples: 0 },
    metrics: {},
  });
  const scores = crossValidatedScores(examples, fitted);
  return examples.map((example, i) => ({ example, score: scores[i] ?? 0 }));
}

/** Score decile → how many, their mean score, and the share that really were scams. */
function printReliability(scored: readonly Scored[]): void {
  console.log('\n### Reliability (does a score mean what it says?)');
  console.log(`${'score'.padEnd(8)} ${'n'.padStart(6)}  mean score  observed scam share`);
  for (let decile = 0; decile < 10; decile += 1) {
    const low = decile * 10;
    const high = decile === 9 ? 100 : low + 9;
    const members = scored.filter((s) => s.score >= low && s.score <= high);
    if (members.length === 0) {
      console.log(`${`${low}-${high}`.padEnd(8)} ${'0'.padStart(6)}`);
      continue;
    }
    const mean = members.reduce((sum, s) => sum + s.score, 0) / members.length;
    const share = members.filter((s) => s.example.label === 1).length / members.length;
    console.log(
      `${`${low}-${high}`.padEnd(8)} ${String(members.length).padStart(6)}  ${mean.toFixed(1).padStart(10)}  ${percent(share)}`,
    );
  }
}

function printTargets(scored: readonly Scored[]): void {
  const overall = metricsOf(scored);
  const checks: [string, boolean][] = [
    [`scams HIGH ${percent(overall.scamsHigh)} >= 80%`, overall.scamsHigh >= 0.8],
    [`scams LOW ${percent(overall.scamsLow)} <= 5%`, overall.scamsLow <= 0.05],
    [`ECE ${decimal(overall.ece)} <= 0.05`, overall.ece <= 0.05],
  ];
  for (const group of [...new Set(scored.map((s) => s.example.group))].sort()) {
    const m = metricsOf(scored.filter((s) => s.example.group === group));
    if (m.legit > 0)
      checks.push([`${group}: legit HIGH ${percent(m.legitHigh)} <= 3%`, m.legitHigh <= 0.03]);
    if (m.scams > 0)
      checks.push([`${group}: scams LOW ${percent(m.scamsLow)} <= 5%`, m.scamsLow <= 0.05]);
    if (m.scams > 0 && m.legit > 0)
      checks.push([`${group}: AUC ${decimal(m.auc)} >= 0.95`, m.auc >= 0.95]);
  }
  console.log('\n### Targets (issue 17)');
  for (const [text, met] of checks) console.log(`${met ? 'met    ' : 'NOT MET'}  ${text}`);
}

const EVALUATION = {
  version: 'evaluation',
  trainedAt: '',
  corpus: { files: [], examples: 0 },
  metrics: {},
};

/**
 * One JSON line per held-out example: its label and group, the final score and how it came
 * about (model probability, signals, rules, floor, cap), to study the worst mistakes and to replay
 * a candidate gate before building it.
 */
function dumpHeldOut(file: string, scored: readonly HeldOutScore[]): void {
  const lines = scored.map((item) =>
    JSON.stringify({
      group: item.example.group,
      source: item.example.source,
      channel: item.example.channel,
      label: item.example.label,
      score: item.score,
      probability: Number(item.probability.toFixed(4)),
      floor: item.floor,
      cap: item.cap,
      rules: item.rulesApplied,
      signals: item.example.prepared.hitIds,
      length: item.example.prepared.normalised.match.text.length,
      text: item.example.text,
    }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`\n(${lines.length} held-out scores written to ${file})`);
}

function leaveOneSourceOut(
  examples: readonly PreparedExample[],
  calibration: string,
  dump: string | undefined,
): void {
  console.log(
    '\n# HEADLINE: leave one source out — each source group scored by a model trained on the others',
  );
  console.log(
    calibration === 'folds'
      ? '(calibrated by Platt scaling on 5-fold scores of the other groups; final engine scores with rules and caps)'
      : "(calibrated on the other groups' own leave-one-source-out scores; final engine scores with rules and caps)",
  );
  const scored: HeldOutScore[] = leaveOneSourceOutScores(
    examples,
    DEFAULT_TRAINING,
    calibration === 'folds'
      ? (training) =>
          fitCalibratedModel(training, EVALUATION, 5, DEFAULT_TRAINING, 'folds').model.metadata
            .calibration
      : undefined,
  );
  console.log(
    `\n${'held-out group'.padEnd(34)} ${'n'.padStart(6)} ${'scams'.padStart(6)} ${'legit'.padStart(6)}  AUC     scams HIGH  legit HIGH  scams LOW  ECE`,
  );
  console.log(row('all groups (pooled)', metricsOf(scored)));
  for (const group of [...new Set(scored.map((s) => s.example.group))].sort()) {
    console.log(row(group, metricsOf(scored.filter((s) => s.example.group === group))));
  }
  printReliability(scored);
  printTargets(scored);
  if (dump) dumpHeldOut(dump, scored);
  for (const group of [...new Set(scored.map((s) => s.example.group))].sort()) {
    printWorst(
      scored.filter((s) => s.example.group === group),
      6,
      `held out: ${group}`,
    );
  }
}

function evaluateFile(file: string): void {
  const model = loadModel();
  const loaded = readJsonl(file);
  const channels = new Set(['email', 'sms', 'phone', 'social', 'web']);
  const scored = loaded.examples.map((example) => {
    const channel = channels.has(example.channel) ? example.channel : undefined;
    const result = analyzeMessage(
      channel
        ? { text: example.text, inputType: 'text', channel: channel as 'sms' }
        : { text: example.text, inputType: 'text' },
      model,
    );
    return { example, score: result.scam_score };
  });
  console.log(
    `# Committed model ${model.metadata.version} on ${file} (sha256 ${loaded.sha256.slice(0, 16)}…)`,
  );
  printBreakdown('Held-out file', scored);
  printReliability(scored);
  printWorst(scored, 20);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2), ['data', 'corpus', 'calibration', 'dump']);
  const data = args.options.get('data');
  if (data) {
    evaluateFile(data);
    return;
  }
  const started = performance.now();
  const files = readCorpus(corpusDirectory(args.options.get('corpus')));
  console.log(
    `# Corpus: ${files.map((f) => `${f.name} (${f.lines} lines, sha256 ${f.sha256.slice(0, 12)}…)`).join(', ')}`,
  );
  const examples = prepareExamples(files.flatMap((file) => file.examples));
  if (!args.flags.has('no-loso'))
    leaveOneSourceOut(
      examples,
      args.options.get('calibration') ?? 'folds',
      args.options.get('dump'),
    );
  if (args.flags.has('loso-only')) return;
  const scored = crossValidate(examples);
  console.log(
    '\n# In-corpus 5-fold cross-validation: the corpus measuring itself, NOT the accuracy on new text',
  );
  printBreakdown('5-fold, in-corpus (final engine scores: calibrated model + rules)', scored);
  printWorst(scored, 20);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main();
