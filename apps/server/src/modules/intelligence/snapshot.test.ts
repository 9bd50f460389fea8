import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntelItemSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { dedupeItems } from './dedupe.js';
import { classifyForTest, readSharedIntel } from './fixtures.helper.js';
import { loadSnapshot, snapshotAsOf } from './snapshot.js';
import { INTEL_DATA_DIR, parseSourcesRegistry } from './sources.js';

const registry = parseSourcesRegistry(
  JSON.parse(readFileSync(path.join(INTEL_DATA_DIR, 'sources.json'), 'utf8')),
);
if (!registry.ok) throw new Error(registry.problems.join('\n'));
const sources = registry.sources;
const projectCopy = readFileSync(path.join(INTEL_DATA_DIR, 'snapshot.jsonl'), 'utf8');

describe("the project's snapshot copy", () => {
  it('is byte for byte the shared snapshot', () => {
    expect(projectCopy).toBe(readSharedIntel('snapshot.jsonl').toString('utf8'));
  });

  const load = loadSnapshot(projectCopy, sources, classifyForTest);

  it('maps all 106 lines to valid items, without problems', () => {
    expect(load.problems).toEqual([]);
    expect(load.items).toHaveLength(106);
    for (const item of load.items) expect(IntelItemSchema.safeParse(item).success).toBe(true);
    expect(load.items.every((item) => item.origin === 'snapshot')).toBe(true);
  });

  it('keeps 23 month-only and 5 undated items as such, and never invents a summary', () => {
    const precision = (value: string | null) =>
      load.items.filter((item) => item.datePrecision === value).length;
    expect(precision('month')).toBe(23);
    expect(precision(null)).toBe(5);
    expect(precision('day')).toBe(78);
    expect(load.items.filter((item) => item.publishedAt === null)).toHaveLength(5);
    // The six lines whose headline was never seen are titled from their page's address.
    expect(load.items.filter((item) => item.title === null)).toHaveLength(0);
    expect(
      load.items.find((item) => item.url.includes('2026-08-31-protect-your-social-security-number'))
        ?.title,
    ).toBe('Protect your social security number');
    expect(load.items.filter((item) => item.summary === null)).toHaveLength(15);
  });

  it('stores a month-only date as the first of that month', () => {
    const monthOnly = load.items.find((item) =>
      item.url.endsWith('/2026/01/text-or-email-about-your-tax-refund-scam'),
    );
    expect(monthOnly).toMatchObject({
      publishedAt: '2026-01-01T00:00:00.000Z',
      datePrecision: 'month',
    });
  });

  it('is labelled "snapshot as of" its newest date', () => {
    expect(load.asOf).toEqual({ date: '2026-08-31', precision: 'day' });
  });

  it('holds no duplicate article', () => {
    expect(dedupeItems(load.items).duplicates).toEqual([]);
  });
});

describe('loadSnapshot on bad lines', () => {
  it('reports each unusable line and keeps the good ones', () => {
    const good = projectCopy.split('\n')[0] ?? '';
    const text = [
      good,
      '{not json',
      JSON.stringify({ ...JSON.parse(good), sourceId: 'nowhere' }),
      JSON.stringify({ ...JSON.parse(good), publishedAt: '2026-01', datePrecision: 'day' }),
      '',
    ].join('\n');
    const load = loadSnapshot(text, sources, classifyForTest);
    expect(load.items).toHaveLength(1);
    expect(load.problems).toEqual([
      'line 2: not JSON',
      'line 3: unknown source nowhere',
      'line 4: datePrecision does not match the form of publishedAt',
    ]);
  });
});

describe('snapshotAsOf', () => {
  it.each([
    [[], null],
    [[{ publishedAt: null, datePrecision: null }], null],
    [
      [
        { publishedAt: '2026-01', datePrecision: 'month' },
        { publishedAt: '2025-12-10', datePrecision: 'day' },
      ],
      { date: '2026-01', precision: 'month' },
    ],
    [
      [
        { publishedAt: '2026-01', datePrecision: 'month' },
        { publishedAt: '2026-01-02', datePrecision: 'day' },
      ],
      { date: '2026-01-02', precision: 'day' },
    ],
  ] as const)('%j → %j', (rows, expected) => {
    expect(snapshotAsOf(rows)).toEqual(expected);
  });
});
