import { describe, expect, it } from 'vitest';
import pages from '../locales/en/pages.json';
import { PRERENDERED_ROUTES, renderPage } from './render-page.js';

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
