import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AboutFactsSchema, type IntelSource } from '@scambuddy/contracts';
import { SIGNALS } from '@scambuddy/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngineModel, type TestContext } from '../../../test/helper.js';
import { buildAboutFacts, intelDataDir, readConfiguredSources } from './about-facts.js';

function source(id: string, sourceType: IntelSource['sourceType'], isActive = true): IntelSource {
  return {
    id,
    name: id,
    agency: 'Agency',
    sourceType,
    url: 'https://example.gov/feed.xml',
    format: 'rss',
    verification: 'checked',
    notes: null,
    state: sourceType === 'state' ? 'NY' : null,
    altUrls: [],
    isActive,
  };
}

describe('buildAboutFacts', () => {
  const model = {
    trainedAt: '2026-11-22T03:25:28.332Z',
    corpus: { files: [], examples: 1200 },
    metrics: { cvAuc: 0.99, cvScamsHigh: 0.9, cvLegitHigh: 0.01 },
  };

  it('counts sources by type and activity and copies the recorded metrics', () => {
    const facts = buildAboutFacts(
      [source('a', 'federal'), source('b', 'state', false), source('c', 'nonprofit')],
      model,
      6 * 60 * 60 * 1000,
    );
    expect(facts).toEqual({
      sources: { configured: 3, active: 2, federal: 1, state: 1, nonprofit: 1 },
      detection: {
        auc: 0.99,
        scamsHigh: 0.9,
        legitimateHigh: 0.01,
        examples: 1200,
        trainedAt: '2026-11-22T03:25:28.332Z',
        signals: SIGNALS.length,
      },
      collectionIntervalHours: 6,
    });
  });

  it('reports a missing or impossible metric as null rather than inventing one', () => {
    const facts = buildAboutFacts([], { ...model, metrics: { cvAuc: 1.5 } });
    expect(facts.detection).toMatchObject({ auc: null, scamsHigh: null, legitimateHigh: null });
    expect(facts.sources.configured).toBe(0);
  });

  it('reads no sources from a folder without a valid registry', () => {
    expect(readConfiguredSources('/nonexistent')).toEqual([]);
  });
});

describe('GET /api/about/facts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the committed registry count, the model metrics and the 6-hour schedule', async () => {
    const response = await ctx.app.inject({ url: '/api/about/facts' });
    expect(response.statusCode).toBe(200);
    const facts = AboutFactsSchema.parse(response.json());
    const registry = JSON.parse(readFileSync(join(intelDataDir(), 'sources.json'), 'utf8')) as {
      sources: unknown[];
    };
    expect(facts.sources.configured).toBe(registry.sources.length);
    expect(facts.sources.configured).toBeGreaterThan(0);
    const { metrics, corpus } = testEngineModel().metadata;
    expect(facts.detection.auc).toBe(metrics.cvAuc);
    expect(facts.detection.scamsHigh).toBe(metrics.cvScamsHigh);
    expect(facts.detection.legitimateHigh).toBe(metrics.cvLegitHigh);
    expect(facts.detection.examples).toBe(corpus.examples);
    expect(facts.collectionIntervalHours).toBe(6);
    expect(facts.detection.signals).toBe(SIGNALS.length);
  });
});
