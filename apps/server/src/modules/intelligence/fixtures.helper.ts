import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IntelClassification } from '@scambuddy/contracts';
import type { ClassifyItem } from './item-normaliser.js';
import { statesMentioned } from './states-mentioned.js';

// Recorded fixtures are read where the shared data lives (beside the checkout), as the engine's
// contacts test does; SCAMBUDDY_SHARED_DIR overrides the place.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..', '..');
export const sharedIntelDir = path.join(
  process.env.SCAMBUDDY_SHARED_DIR ?? path.resolve(repoRoot, '..', 'shared'),
  'data',
  'intel',
);

export function readSharedIntel(relativePath: string): Buffer {
  return readFileSync(path.join(sharedIntelDir, relativePath));
}

/** Hand-made fixtures of this module (origin in __fixtures__/README.md). */
export function readLocalFixture(name: string): string {
  return readFileSync(path.join(here, '__fixtures__', name), 'utf8');
}

export interface SpotlightRow {
  title: string;
  link: string;
  published: string;
  summary: string;
}

export function spotlightRows(): SpotlightRow[] {
  return readSharedIntel('fixtures/ftc-data-spotlight.rss-items.2025-11-02.jsonl')
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SpotlightRow);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The recorded items put back into the RSS 2.0 wrapper the scraper did not save. */
export function spotlightRss(rows: readonly SpotlightRow[]): string {
  const items = rows
    .map(
      (row) =>
        `<item><title>${escapeXml(row.title)}</title><link>${escapeXml(row.link)}</link>` +
        `<description>${escapeXml(row.summary)}</description><pubDate>${row.published}</pubDate></item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Data Spotlight</title><link>https://www.ftc.gov/</link>\n${items}\n</channel></rss>`;
}

/** A stand-in for the engine's classifier: deterministic, and real about states. */
export const classifyForTest: ClassifyItem = (input): IntelClassification => {
  const text = `${input.title ?? ''} ${input.summary ?? ''}`;
  const isScam = /scam|fraud/i.test(text);
  const states = statesMentioned(text);
  return {
    kind: isScam ? 'scam-alert' : 'news',
    scamTypes: /romance/i.test(text) ? ['romance'] : [],
    severity: isScam ? 'high' : 'low',
    elderRelevanceScore: /older|grandparent|senior/i.test(text) ? 80 : 20,
    statesMentioned: input.sourceState ? [...states, input.sourceState] : states,
  };
};
