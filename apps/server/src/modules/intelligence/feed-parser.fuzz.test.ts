import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser.js';
import { summariseHtml } from './html-cleaner.js';
import { parseListingPage } from './listing-parser.js';
import { spotlightRows, spotlightRss } from './fixtures.helper.js';

// Whatever a server sends, the parsers answer with a value: a feed or a typed error, never a throw.
const xmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<rss>',
        '</rss>',
        '<channel>',
        '</channel>',
        '<item>',
        '</item>',
        '<title>',
        '</title>',
      ),
      fc.constantFrom(
        '<link>',
        '</link>',
        '<feed>',
        '<entry>',
        '</entry>',
        '<![CDATA[',
        ']]>',
        '&amp;',
        '&#x1F600;',
      ),
      fc.constantFrom(
        '<!DOCTYPE x>',
        '<?xml version="1.0"?>',
        '<a href="/x">',
        '</a>',
        '&bogus;',
        '<',
        '>',
        '"',
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('parsers under arbitrary input', () => {
  it('parseFeed returns a feed or a typed error', () => {
    fc.assert(
      fc.property(xmlish, (text) => {
        const result = parseFeed(text);
        if (!result.ok) {
          expect(['too_large', 'forbidden_dtd', 'malformed', 'not_a_feed']).toContain(
            result.error.code,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('parseFeed survives every truncation of a real feed', () => {
    const xml = spotlightRss(spotlightRows().slice(0, 2));
    for (let end = 0; end < xml.length; end += 97) {
      const result = parseFeed(xml.slice(0, end));
      expect(result.ok).toBe(false);
    }
  });

  it('the HTML readers never throw', () => {
    fc.assert(
      fc.property(xmlish, (text) => {
        summariseHtml(text);
        parseListingPage(text, 'https://example.gov/');
      }),
      { numRuns: 300 },
    );
  });
});
