import { describe, expect, it } from 'vitest';
import { parseFeed, type FeedParseResult, type ParsedFeed } from './feed-parser.js';
import {
  readLocalFixture,
  readSharedIntel,
  spotlightRows,
  spotlightRss,
} from './fixtures.helper.js';

function feedOf(result: FeedParseResult): ParsedFeed {
  if (!result.ok)
    throw new Error(`expected a feed, got ${result.error.code}: ${result.error.message}`);
  return result.feed;
}

describe('parseFeed on the recorded FTC Data Spotlight items', () => {
  const rows = spotlightRows();
  const feed = feedOf(parseFeed(spotlightRss(rows)));

  it('reads all ten items as RSS with their titles and links', () => {
    expect(rows).toHaveLength(10);
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Data Spotlight');
    expect(feed.entries.map((entry) => entry.title)).toEqual(rows.map((row) => row.title.trim()));
    expect(feed.entries.map((entry) => entry.link)).toEqual(rows.map((row) => row.link));
  });

  it('reads every RFC 822 pubDate as a UTC instant', () => {
    expect(feed.entries[0]?.published).toEqual({
      iso: '2021-02-10T13:47:24.000Z',
      precision: 'instant',
    });
    expect(feed.entries[5]?.published).toEqual({
      iso: '2025-04-14T11:56:30.000Z',
      precision: 'instant',
    });
    for (const [index, entry] of feed.entries.entries()) {
      expect(entry.publishedRaw).toBe(rows[index]?.published);
      expect(Date.parse(entry.published?.iso ?? '')).toBe(Date.parse(rows[index]?.published ?? ''));
    }
  });

  it('keeps the raw description HTML for the cleaner', () => {
    expect(feed.entries[0]?.descriptionHtml).toBe(rows[0]?.summary.trim());
  });
});

describe('parseFeed error paths', () => {
  it('reports the truncated FTC press-release feed head as malformed, with a position', () => {
    const partial = readSharedIntel(
      'fixtures/ftc-press-release-consumer-protection.feedvalidator-excerpt.partial.xml.txt',
    ).toString('utf8');
    const result = parseFeed(partial);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('malformed');
    expect(result.error.line).toEqual(expect.any(Number));
  });

  it('refuses an entity bomb before expanding anything', () => {
    const started = performance.now();
    const result = parseFeed(readLocalFixture('billion-laughs.xml'));
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden_dtd' } });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses an external entity (XXE)', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>';
    expect(parseFeed(xxe)).toMatchObject({ ok: false, error: { code: 'forbidden_dtd' } });
  });

  it('reports absurdly deep nesting as malformed instead of overflowing the stack', () => {
    const deep = `<rss><channel>${'<x>'.repeat(20_000)}${'</x>'.repeat(20_000)}</channel></rss>`;
    expect(parseFeed(deep)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });

  it('refuses input over the limit', () => {
    const result = parseFeed(`<rss>${' '.repeat(2_000)}</rss>`, 1_000);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it.each([
    ['an HTML error page', '<html><body><h1>Access denied</h1></body></html>', 'not_a_feed'],
    ['plain text', 'Service Unavailable', 'malformed'],
    ['an empty body', '', 'malformed'],
    ['a tag left open', '<rss><channel><item><title>x</title></channel></rss>', 'malformed'],
  ])('reports %s as %s', (_name, body, code) => {
    expect(parseFeed(body)).toMatchObject({ ok: false, error: { code } });
  });

  it('accepts a document-type declaration without an internal subset', () => {
    const rss091 =
      '<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>Old</title><item><title>An old style item</title><link>https://example.gov/old</link></item></channel></rss>';
    expect(feedOf(parseFeed(rss091)).entries[0]?.link).toBe('https://example.gov/old');
  });
});

describe('parseFeed on RSS quirks', () => {
  const feed = feedOf(parseFeed(readLocalFixture('ftc-title-link.rss.xml')));

  it('takes the real link from the anchor inside the FTC title, and the title from its text', () => {
    expect(feed.entries[0]).toMatchObject({
      title: 'That text or email about your “tax refund” is a scam',
      link: 'https://consumer.ftc.gov/consumer-alerts/2026/01/text-or-email-about-your-tax-refund-scam',
      published: { iso: '2026-01-13T14:00:00.000Z', precision: 'instant' },
    });
  });

  it('keeps a missing date null and resolves a relative link against the channel', () => {
    expect(feed.entries[1]).toMatchObject({
      title: 'An item with no date and a relative link',
      link: 'https://consumer.ftc.gov/consumer-alerts/2026/02/relative',
      published: null,
      publishedRaw: null,
    });
  });

  it('does not use a guid marked isPermaLink="false" as the link', () => {
    expect(feed.entries[2]).toMatchObject({ link: null, guid: '260101' });
    expect(feed.entries[2]?.published?.iso).toBe('2026-01-01T14:00:00.000Z');
  });

  it('keeps a missing title null, takes a permalink guid as the link and reads dc:date', () => {
    expect(feed.entries[3]).toMatchObject({
      title: null,
      link: 'https://consumer.ftc.gov/consumer-alerts/2026/03/untitled',
      published: { iso: '2026-03-04T12:00:00.000Z', precision: 'instant' },
    });
  });
});

describe('parseFeed on Atom', () => {
  const feed = feedOf(parseFeed(readLocalFixture('minimal.atom.xml')));

  it('reads the feed title and each entry', () => {
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Example Agency Consumer Alerts');
    expect(feed.entries).toHaveLength(3);
  });

  it('takes the alternate link resolved against xml:base, and published over updated', () => {
    expect(feed.entries[0]).toMatchObject({
      title: 'Grandparent scam callers now ask for cash by courier in Ohio & Texas',
      link: 'https://www.example-agency.gov/alerts/2026/11/grandparent-courier?utm_source=atom&id=7',
      published: { iso: '2026-11-20T14:30:00.000Z', precision: 'instant' },
    });
    expect(feed.entries[0]?.descriptionHtml).toContain('&rsquo;');
  });

  it('treats a text title as text, and a date-only updated as a day', () => {
    expect(feed.entries[1]).toMatchObject({
      title: 'Plain text title with AT&T <and> symbols',
      published: { iso: '2026-11-19T00:00:00.000Z', precision: 'day' },
      descriptionHtml: 'Text content, not markup: 1 &lt; 2.',
    });
  });

  it('keeps an untitled, undated entry honest', () => {
    expect(feed.entries[2]).toMatchObject({
      title: null,
      published: null,
      descriptionHtml: null,
      link: 'https://www.example-agency.gov/alerts/untitled',
    });
  });
});
