import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AboutFacts, IntelSource } from '@scambuddy/contracts';
import { SIGNALS, type ModelMetadata } from '@scambuddy/engine';
import { COLLECTION_INTERVAL_MS } from '../intelligence/fetch-policy.js';
import { findServerRoot } from '../../server-root.js';
import { parseSourcesRegistry } from '../intelligence/sources.js';

const HOUR_MS = 60 * 60 * 1000;

function share(value: number | undefined): number | null {
  return value !== undefined && value >= 0 && value <= 1 ? value : null;
}

/** The About page's figures from the registry and the model's recorded evaluation (pure). */
export function buildAboutFacts(
  sources: readonly IntelSource[],
  model: Pick<ModelMetadata, 'metrics' | 'corpus' | 'trainedAt'>,
  collectionIntervalMs: number = COLLECTION_INTERVAL_MS,
): AboutFacts {
  const ofType = (type: IntelSource['sourceType']) =>
    sources.filter((source) => source.sourceType === type).length;
  return {
    sources: {
      configured: sources.length,
      active: sources.filter((source) => source.isActive).length,
      federal: ofType('federal'),
      state: ofType('state'),
      nonprofit: ofType('nonprofit'),
    },
    detection: {
      auc: share(model.metrics.cvAuc),
      scamsHigh: share(model.metrics.cvScamsHigh),
      legitimateHigh: share(model.metrics.cvLegitHigh),
      examples: model.corpus.examples,
      trainedAt: model.trainedAt,
      signals: SIGNALS.length,
    },
    collectionIntervalHours: collectionIntervalMs / HOUR_MS,
  };
}

/**
 * Found from the server package's root rather than this file's place, so it is the same folder
 * under Vitest and in the bundled `dist/main.js`.
 */
export function intelDataDir(): string {
  return join(findServerRoot(), 'data', 'intel');
}

/**
 * The committed source registry. An unreadable or invalid file counts as no sources rather than
 * stopping the server: the About page then says 0, which is true of what the collector can use.
 */
export function readConfiguredSources(dataDir: string = intelDataDir()): IntelSource[] {
  try {
    const parsed = parseSourcesRegistry(
      JSON.parse(readFileSync(join(dataDir, 'sources.json'), 'utf8')),
    );
    return parsed.ok ? parsed.sources : [];
  } catch {
    return [];
  }
}
