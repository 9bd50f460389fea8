import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IntelSource } from '@scambuddy/contracts';

/**
 * A local HTTP server for collector tests: each path answers as a real agency server might
 * (a feed, an error, silence, an endless body). Requests are counted per path.
 */
export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureServer {
  url(path: string): string;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFixtureServer(
  routes: Record<string, FixtureHandler>,
): Promise<FixtureServer> {
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = routes[path];
    if (handler === undefined) {
      response.writeHead(404).end();
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A feed answer with an ETag; a matching If-None-Match gets 304. */
export function feedHandler(body: string, contentType = 'application/rss+xml'): FixtureHandler {
  const etag = `"${body.length.toString(16)}"`;
  return (request, response) => {
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentType, etag }).end(body);
  };
}

export function testSource(
  id: string,
  url: string,
  format: IntelSource['format'] = 'rss',
): IntelSource {
  return {
    id,
    name: `Test source ${id}`,
    agency: 'Federal Trade Commission',
    sourceType: 'federal',
    url,
    format,
    verification: 'local test server',
    notes: null,
    state: null,
    altUrls: [],
    isActive: true,
  };
}

/** Writes a sources registry naming the given sources, as INTEL_SOURCES_FILE reads it. */
export function writeRegistry(sources: unknown[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'scambuddy-intel-'));
  const file = join(dir, 'sources.json');
  writeFileSync(file, JSON.stringify({ provenance: { note: 'test' }, sources }));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An RSS 2.0 feed of `count` made-up alerts with unique URLs under `prefix` (not in the snapshot). */
export function syntheticRss(count: number, prefix: string): string {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `<item><title>Test scam alert ${prefix} ${index}</title><link>https://alerts.example-agency.gov/${prefix}/${index}</link>` +
      `<description>Callers claim to be from Medicare (test item ${prefix} ${index}).</description>` +
      `<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Test</title><link>https://alerts.example-agency.gov/</link>${items}</channel></rss>`;
}
