import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser.js';
import { truncateFeedEntries } from './feed-truncate.js';
import { readLocalFixture, spotlightRows, spotlightRss } from './fixtures.helper.js';

describe('truncateFeedEntries', () => {
  it('keeps the first entries of an RSS feed and closes channel and rss', () => {
    const xml = spotlightRss(spotlightRows());
    const cut = truncateFeedEntries(xml, 3);
    expect(cut.length).toBeLessThan(xml.length);
    const full = parseFeed(xml);
    const parsed = parseFeed(cut);
    if (!parsed.ok || !full.ok) throw new Error('did not parse');
    expect(parsed.feed.entries).toEqual(full.feed.entries.slice(0, 3));
  });

  it('works for Atom with its namespace and for a feed with no more entries than the cap', () => {
    const atom = readLocalFixture('minimal.atom.xml');
    const parsed = parseFeed(truncateFeedEntries(atom, 2));
    expect(parsed.ok && parsed.feed.entries.length).toBe(2);
    expect(truncateFeedEntries(atom, 3)).toBe(atom);
    expect(truncateFeedEntries(atom, 50)).toBe(atom);
  });

  it('leaves text it does not recognise alone', () => {
    expect(truncateFeedEntries('<html><body>no feed</body></html>', 1)).toBe(
      '<html><body>no feed</body></html>',
    );
    const prefixed =
      '<rdf:RDF xmlns:rdf="r"><channel/><item><title>a</title></item><item><title>b</title></item></rdf:RDF>';
    expect(truncateFeedEntries(prefixed, 1)).toBe(
      '<rdf:RDF xmlns:rdf="r"><channel/><item><title>a</title></item></rdf:RDF>',
    );
  });
});
