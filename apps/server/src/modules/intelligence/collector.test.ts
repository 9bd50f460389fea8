import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import { createTestDatabase } from '../../../test/helper.js';
import { createCollector, type CollectionSummary } from './collector.js';
import { MAX_FEED_BYTES } from './fetch-policy.js';
import {
  feedHandler,
  startFixtureServer,
  testSource,
  type FixtureServer,
} from './fixture-server.test-support.js';
import {
  classifyForTest,
  readLocalFixture,
  readSharedIntel,
  spotlightRows,
  spotlightRss,
} from './fixtures.helper.js';
import { createIntelRepository, type IntelRepository } from './intel.repository.js';

const rows = spotlightRows();
/** A second feed repeating three Spotlight items (same URLs) and one copy under another URL. */
const duplicateFeed = spotlightRss(rows.slice(0, 3)).replace(
  '</channel>',
  `<item><title>${rows[3]?.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><link>https://www.ftc.gov/copy-under-another-url</link><description>${rows[3]?.summary.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</description></item></channel>`,
);

let server: FixtureServer;
let db: Database;
let repository: IntelRepository;
const pendingResponses: ServerResponse[] = [];

/** Streams 20 MB of a well-formed-looking feed, 64 KB at a time, as long as the client reads. */
function twentyMegabytes(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  const chunk = `<item><title>${'x'.repeat(65_000)}</title></item>`;
  let sent = 0;
  const write = () => {
    while (sent < 20 * 1024 * 1024) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
    response.end('</channel></rss>');
  };
  response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>big</title>');
  write();
}

beforeAll(async () => {
  server = await startFixtureServer({
    '/rss': feedHandler(spotlightRss(rows)),
    '/atom': feedHandler(readLocalFixture('minimal.atom.xml'), 'application/atom+xml'),
    '/duplicates': feedHandler(duplicateFeed),
    '/malformed': feedHandler(
      readSharedIntel(
        'fixtures/ftc-press-release-consumer-protection.feedvalidator-excerpt.partial.xml.txt',
      ).toString('utf8'),
    ),
    '/error-500': (_request, response) => response.writeHead(500).end('broken'),
    '/timeout': (_request, response) => void pendingResponses.push(response),
    '/huge': (_request, response) => twentyMegabytes(response),
  });
  db = await createTestDatabase();
  repository = createIntelRepository(db.orm);
});

afterAll(async () => {
  for (const response of pendingResponses) response.destroy();
  await server.close();
  await db.close();
});

const sources = () => [
  testSource('good-rss', server.url('/rss')),
  testSource('good-atom', server.url('/atom'), 'atom'),
  testSource('broken-xml', server.url('/malformed')),
  testSource('server-error', server.url('/error-500')),
  testSource('silent', server.url('/timeout')),
  testSource('huge', server.url('/huge')),
  testSource('duplicates', server.url('/duplicates')),
];

function collector() {
  return createCollector({
    repository,
    classify: classifyForTest,
    clock: systemClock,
    userAgent: 'ScamBuddy/test (+http://127.0.0.1)',
    fetchSettings: {
      timeoutMs: 1_000,
      maxBytes: MAX_FEED_BYTES,
      maxAttempts: 3,
      sleep: async () => undefined,
      random01: () => 0.5,
    },
  });
}

function outcome(summary: CollectionSummary, sourceId: string) {
  return summary.sources.find((source) => source.sourceId === sourceId);
}

describe('collector against a local server', () => {
  let first: CollectionSummary;

  beforeAll(async () => {
    await repository.syncSources(sources());
    first = await collector().collect(sources(), 'admin');
  }, 30_000);

  it('stores good RSS and Atom items, each once', async () => {
    expect(outcome(first, 'good-rss')).toMatchObject({ ok: true, httpStatus: 200, itemsSeen: 10 });
    expect(outcome(first, 'good-atom')).toMatchObject({ ok: true, httpStatus: 200, itemsSeen: 3 });
    const stored = await repository.allItems();
    const urls = stored.map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(stored.filter((item) => item.sourceId === 'good-atom')).toHaveLength(3);
  });

  it('stores repeated articles once, by URL and by content hash', async () => {
    const duplicates = outcome(first, 'duplicates');
    expect(duplicates).toMatchObject({ ok: true, itemsSeen: 4 });
    const stored = await repository.allItems();
    // 10 Spotlight + 3 Atom; the duplicate feed's 4 items were already there (3 by URL, 1 by text),
    // whichever of the two feeds was read first.
    expect(stored).toHaveLength(13);
    expect(stored.some((item) => item.url.endsWith('/copy-under-another-url'))).toBe(
      (duplicates?.newItems ?? 0) > 0,
    );
  });

  it('records malformed XML, a 500, a timeout and an oversized body as failures', () => {
    expect(outcome(first, 'broken-xml')).toMatchObject({ ok: false, errorCode: 'malformed' });
    expect(outcome(first, 'server-error')).toMatchObject({
      ok: false,
      httpStatus: 500,
      errorCode: 'http_500',
    });
    expect(outcome(first, 'silent')).toMatchObject({ ok: false, errorCode: 'timeout' });
    expect(outcome(first, 'huge')).toMatchObject({ ok: false, errorCode: 'too_large' });
  });

  it('retries a 500 (three attempts) but not a malformed body', () => {
    expect(server.hits('/error-500')).toBe(3);
    expect(server.hits('/malformed')).toBe(1);
  });

  it('keeps per-source status: error counts, last success, validators', async () => {
    const byId = new Map((await repository.sourceRows()).map((row) => [row.id, row]));
    expect(byId.get('good-rss')).toMatchObject({ errorCount: 0, itemCount: 10 });
    expect(byId.get('good-rss')?.lastSuccessful).toBeInstanceOf(Date);
    expect(byId.get('good-rss')?.etag).toMatch(/^"/);
    expect(byId.get('server-error')).toMatchObject({ errorCount: 1, lastErrorCode: 'http_500' });
    expect(byId.get('server-error')?.lastSuccessful).toBeNull();
    expect(byId.get('silent')?.lastChecked).toBeInstanceOf(Date);
  });

  it('sends the stored ETag next time and takes 304 as success with nothing new', async () => {
    const second = await collector().collect(sources(), 'schedule');
    expect(outcome(second, 'good-rss')).toMatchObject({ ok: true, httpStatus: 304, newItems: 0 });
    expect(second.newItems).toHaveLength(0);
    const byId = new Map((await repository.sourceRows()).map((row) => [row.id, row]));
    expect(byId.get('server-error')?.errorCount).toBe(2);
    expect(byId.get('good-rss')?.errorCount).toBe(0);
    const attempts = await repository.recentAttempts();
    expect(attempts.get('good-rss')).toHaveLength(2);
  }, 30_000);
});
