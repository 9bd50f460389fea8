import { describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';
import pages from '../locales/en/pages.json';
import { sampleResult } from '../features/analyze/test/sample-result.js';
import {
  dataUrlsFor,
  PRERENDERED_ROUTES,
  renderDocumentWithData,
  renderPage,
} from './render-page.js';
import { readSeededQueries, serialiseSeededQueries } from './seeded-queries.js';
import { START_FAILED_NOTICE_ID } from './start-failure.js';

const placeholder = (route: string) => route.replaceAll(/:[^/]+/g, 'placeholder-id');

describe('pre-rendered pages (decision 0046)', () => {
  it('draws every listed screen with one heading, in English, and names the catalogs it read', async () => {
    for (const route of PRERENDERED_ROUTES) {
      const { html, namespaces } = await renderPage(placeholder(route));
      expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
      expect(html, route).not.toContain('placeholder-id');
      expect(namespaces, route).toContain('common');
    }
  }, 60_000);

  it('draws the home screen whole, with the catalogs the client must load first', async () => {
    const { html, namespaces } = await renderPage('/');
    expect(namespaces).toEqual(expect.arrayContaining(['analyze', 'common']));
    expect(html).toContain('id="main-content"');
    // A screen drawn whole, not its "Loading..." stand-in: the home heading is there.
    expect(html).toContain(pages.home.description);
  });
});

describe('screens drawn with their data (decision 0046)', () => {
  const TEMPLATE =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

  it('names the API answers each data screen needs, and none for the others', () => {
    expect(dataUrlsFor('/report/r%201')).toEqual(['/api/report/r%201?language=en']);
    expect(dataUrlsFor('/unified-trends')).toEqual([
      '/api/filter/options',
      '/api/filter/trends',
      '/api/filter/news',
    ]);
    expect(dataUrlsFor('/report/%E0%A4%A')).toEqual([]);
    expect(dataUrlsFor('/')).toEqual([]);
    expect(dataUrlsFor('/about')).toEqual([]);
  });

  it('draws a saved report with its score and hands the client the same data', async () => {
    const report = { id: 'r1', createdAt: '2026-03-04T15:30:00.000Z', result: sampleResult() };
    const html = await renderDocumentWithData(TEMPLATE, '/report/r1', {
      '/api/report/r1?language=en': report,
    });
    expect(html).toContain('Analysis Complete');
    expect(html).toContain('Saved Report');
    expect(html).not.toContain('Loading Report...');
    // The entry holds early clicks from before the first paint.
    expect(html).toContain(
      '<script type="module" blocking="render" crossorigin src="/assets/index.js">',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(readSeededQueries(doc)).toEqual([
      { queryKey: ['/api/report', 'r1?language=en'], data: report },
    ]);
    // Beside #root, for an app whose code does not arrive (start-failure.ts): words and a link.
    const notice = doc.getElementById(START_FAILED_NOTICE_ID);
    expect(notice).toBeInstanceOf(HTMLTemplateElement);
    expect(doc.getElementById('root')?.contains(notice ?? null)).toBe(false);
    const content = (notice as HTMLTemplateElement).content;
    expect(content.querySelector('[role="alert"]')?.textContent).toContain(common.appStart.failed);
    expect(content.querySelector('a')?.getAttribute('href')).toBe('/report/r1');
  });

  it('refuses a missing or malformed answer, so the server sends the screen without data', async () => {
    await expect(renderDocumentWithData(TEMPLATE, '/report/r1', {})).rejects.toThrow();
    await expect(
      renderDocumentWithData(TEMPLATE, '/report/r1', {
        '/api/report/r1?language=en': { id: 'r1' },
      }),
    ).rejects.toThrow();
  });

  it('keeps a data value from closing its block early', () => {
    const text = serialiseSeededQueries([{ queryKey: ['k'], data: '</script><b>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual([{ queryKey: ['k'], data: '</script><b>' }]);
  });
});
