import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSharedIntel } from './fixtures.helper.js';
import { INTEL_DATA_DIR, parseSourcesRegistry, sourcesToCollect } from './sources.js';

const registryJson: unknown = JSON.parse(
  readFileSync(path.join(INTEL_DATA_DIR, 'sources.json'), 'utf8'),
);
const shared = JSON.parse(readSharedIntel('feeds.json').toString('utf8')) as {
  feeds: Record<string, unknown>[];
};
const KEPT = [
  'id',
  'name',
  'agency',
  'sourceType',
  'url',
  'format',
  'verification',
  'notes',
  'state',
  'altUrls',
];

describe("the project's sources registry", () => {
  const registry = parseSourcesRegistry(registryJson);

  it('is valid: 26 sources, 19 federal and 7 state, unique ids, states where they belong', () => {
    expect(registry).toMatchObject({ ok: true });
    if (!registry.ok) return;
    expect(registry.sources).toHaveLength(26);
    expect(registry.sources.filter((source) => source.sourceType === 'federal')).toHaveLength(19);
    expect(registry.sources.filter((source) => source.sourceType === 'state')).toHaveLength(7);
  });

  it('keeps every kept field of the shared feeds.json unchanged and in order', () => {
    if (!registry.ok) throw new Error('invalid registry');
    const copied = registry.sources.map((source) =>
      Object.fromEntries(KEPT.map((key) => [key, source[key as keyof typeof source]])),
    );
    const original = shared.feeds.map((feed) =>
      Object.fromEntries(KEPT.map((key) => [key, feed[key] ?? (key === 'altUrls' ? [] : null)])),
    );
    expect(copied).toEqual(original);
  });

  it('says which sources are HTML listing pages', () => {
    if (!registry.ok) throw new Error('invalid registry');
    expect(
      registry.sources.filter((source) => source.format === 'html').map((source) => source.id),
    ).toEqual(['ssa-oig', 'hhs-oig-consumer-alerts', 'fcc-rss-hub', 'wa-ag', 'uspis', 'ny-ag']);
  });
});

describe('parseSourcesRegistry', () => {
  const base = {
    id: 'x',
    name: 'X',
    agency: 'X agency',
    sourceType: 'federal',
    url: 'https://x.gov/feed',
    format: 'rss',
    verification: 'test',
    notes: null,
    state: null,
    altUrls: [],
    isActive: true,
  };

  it.each([
    ['a duplicate id', [base, base], 'x: duplicate id'],
    [
      'a state source without a state',
      [{ ...base, sourceType: 'state' }],
      'x: a state source must name its state',
    ],
    [
      'a federal source with a state',
      [{ ...base, state: 'NY' }],
      'x: only a state source names a state',
    ],
  ])('lists %s as a problem', (_name, sources, problem) => {
    expect(parseSourcesRegistry({ provenance: {}, sources })).toEqual({
      ok: false,
      problems: [problem],
    });
  });

  it('refuses a non-http URL and an unknown format', () => {
    const result = parseSourcesRegistry({
      provenance: {},
      sources: [{ ...base, url: 'ftp://x.gov/f', format: 'json' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(2);
  });

  it('collects only active sources, in registry order', () => {
    const result = parseSourcesRegistry({
      provenance: {},
      sources: [base, { ...base, id: 'y', isActive: false }, { ...base, id: 'z' }],
    });
    if (!result.ok) throw new Error(result.problems.join());
    expect(sourcesToCollect(result.sources).map((source) => source.id)).toEqual(['x', 'z']);
  });
});
