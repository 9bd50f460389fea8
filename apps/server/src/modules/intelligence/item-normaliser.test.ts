import { IntelItemSchema, type IntelSource } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { dedupeItems } from './dedupe.js';
import { parseFeed } from './feed-parser.js';
import { classifyForTest, spotlightRows, spotlightRss } from './fixtures.helper.js';
import {
  contentHashOf,
  itemIdOf,
  normaliseFacts,
  normaliseFeedEntry,
  type ClassifyItem,
} from './item-normaliser.js';
import { canonicalUrl } from './url-canonical.js';

const spotlight: IntelSource = {
  id: 'ftc-data-spotlight',
  name: 'FTC Consumer Protection Data Spotlight',
  agency: 'Federal Trade Commission',
  sourceType: 'federal',
  url: 'https://www.ftc.gov/feeds/data-spotlight.xml',
  format: 'rss',
  verification: 'fetched output committed',
  notes: null,
  state: null,
  altUrls: [],
  isActive: true,
};
const ncDoj = {
  id: 'nc-doj',
  agency: 'North Carolina Department of Justice',
  sourceType: 'state',
  state: 'NC',
} as const;

function spotlightItems() {
  const parsed = parseFeed(spotlightRss(spotlightRows()));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.feed.entries.map((entry) => normaliseFeedEntry(entry, spotlight, classifyForTest));
}

describe('normaliseFeedEntry on the recorded FTC Data Spotlight items', () => {
  const results = spotlightItems();

  it('turns every item into a valid IntelItem', () => {
    expect(results.every((result) => result.ok)).toBe(true);
    for (const result of results) {
      if (result.ok) expect(IntelItemSchema.safeParse(result.item).success).toBe(true);
    }
  });

  it('identifies each item by the hash of its canonical URL and hashes its content', () => {
    const first = results[0];
    if (!first?.ok) throw new Error('first item refused');
    const canonical = canonicalUrl(first.item.url) ?? '';
    expect(first.item).toMatchObject({
      id: itemIdOf(canonical),
      contentHash: contentHashOf(first.item.title, first.item.summary, canonical),
      sourceId: 'ftc-data-spotlight',
      agency: 'Federal Trade Commission',
      sourceType: 'federal',
      title: 'Romance scams take record dollars in 2020',
      url: 'https://www.ftc.gov/news-events/data-visualizations/data-spotlight/2021/02/romance-scams-take-record-dollars-2020',
      publishedAt: '2021-02-10T13:47:24.000Z',
      datePrecision: 'instant',
      origin: 'collected',
      kind: 'scam-alert',
      scamTypes: ['romance'],
    });
    expect(first.item.summary).toMatch(/^They say love hurts\./);
    expect(new Set(results.map((result) => (result.ok ? result.item.id : ''))).size).toBe(10);
  });

  it('stores the collection once when the same feed is read twice', () => {
    const items = [...spotlightItems(), ...spotlightItems()].flatMap((result) =>
      result.ok ? [result.item] : [],
    );
    const { fresh, duplicates } = dedupeItems(items);
    expect(fresh).toHaveLength(10);
    expect(duplicates).toHaveLength(10);
    expect(duplicates.every((duplicate) => duplicate.matched === 'id')).toBe(true);
  });
});

describe('normaliseFacts', () => {
  const facts = {
    title: '  Holiday   scam defense plan ',
    url: 'https://ncdoj.gov/holiday-plan/?utm_source=x',
    publishedAt: '2025-12-10T00:00:00.000Z',
    datePrecision: 'day' as const,
    summary:
      'RALEIGH – Today the Attorney General released a plan to protect North Carolinians from scams.',
  };

  it('cleans the URL, collapses text and passes the source facts to the classifier', () => {
    const seen: Parameters<ClassifyItem>[0][] = [];
    const result = normaliseFacts(facts, ncDoj, 'snapshot', (input) => {
      seen.push(input);
      return classifyForTest(input);
    });
    expect(result).toMatchObject({
      ok: true,
      item: {
        url: 'https://ncdoj.gov/holiday-plan/',
        title: 'Holiday scam defense plan',
        statesMentioned: ['NC'],
        origin: 'snapshot',
      },
    });
    expect(seen).toEqual([
      {
        title: 'Holiday scam defense plan',
        summary: facts.summary,
        agency: 'North Carolina Department of Justice',
        sourceType: 'state',
        sourceState: 'NC',
      },
    ]);
  });

  it('keeps the item agency when the facts name their own', () => {
    const result = normaliseFacts(
      { ...facts, agency: 'SEC OIEA, CFTC OCEO, FINRA and NASAA (joint)' },
      ncDoj,
      'snapshot',
      classifyForTest,
    );
    expect(result.ok && result.item.agency).toBe('SEC OIEA, CFTC OCEO, FINRA and NASAA (joint)');
  });

  it('keeps missing title, summary and date null', () => {
    const result = normaliseFacts(
      {
        title: null,
        url: 'https://oig.ssa.gov/scam-alerts/x/',
        publishedAt: null,
        datePrecision: null,
        summary: '   ',
      },
      ncDoj,
      'snapshot',
      classifyForTest,
    );
    expect(result).toMatchObject({
      ok: true,
      item: { title: null, summary: null, publishedAt: null, datePrecision: null },
    });
  });

  it('refuses a URL that is not http(s) and a classification out of range', () => {
    expect(
      normaliseFacts({ ...facts, url: 'javascript:alert(1)' }, ncDoj, 'collected', classifyForTest),
    ).toMatchObject({
      ok: false,
      reason: 'no_url',
    });
    const overconfident: ClassifyItem = (input) => ({
      ...classifyForTest(input),
      elderRelevanceScore: 140,
    });
    expect(normaliseFacts(facts, ncDoj, 'collected', overconfident)).toMatchObject({
      ok: false,
      reason: 'bad_classification',
    });
  });

  it('refuses a feed entry without a link', () => {
    const entry = {
      title: 'PSA',
      link: null,
      guid: '260101',
      published: null,
      publishedRaw: null,
      descriptionHtml: null,
    };
    expect(normaliseFeedEntry(entry, spotlight, classifyForTest)).toMatchObject({
      ok: false,
      reason: 'no_url',
    });
  });
});

describe('contentHashOf', () => {
  it('ignores case and spacing but not words', () => {
    expect(contentHashOf('A  Title', 'Text', 'u')).toBe(
      contentHashOf('a title', ' text ', 'other'),
    );
    expect(contentHashOf('A title', 'Text', 'u')).not.toBe(contentHashOf('A title', 'Text!', 'u'));
  });

  it('never makes two empty items equal', () => {
    expect(contentHashOf(null, null, 'https://a.gov/1')).not.toBe(
      contentHashOf(null, null, 'https://a.gov/2'),
    );
  });
});

describe('dedupeItems', () => {
  const make = (url: string, title: string) => {
    const result = normaliseFacts(
      { title, url, publishedAt: null, datePrecision: null, summary: null },
      ncDoj,
      'collected',
      classifyForTest,
    );
    if (!result.ok) throw new Error(result.detail);
    return result.item;
  };

  it('drops URL variants and the same text under another URL, keeping the first', () => {
    const first = make('https://www.ncdoj.gov/a/', 'Scam alert one');
    const { fresh, duplicates } = dedupeItems([
      first,
      make('http://ncdoj.gov/a?utm_medium=email', 'Scam alert one, updated title'),
      make('https://ncdoj.gov/mirror/a', 'SCAM ALERT ONE'),
      make('https://ncdoj.gov/b', 'Scam alert two'),
    ]);
    expect(fresh.map((item) => item.title)).toEqual(['Scam alert one', 'Scam alert two']);
    expect(duplicates.map((duplicate) => duplicate.matched)).toEqual(['id', 'contentHash']);
  });

  it('treats what is already stored as known', () => {
    const stored = make('https://ncdoj.gov/a', 'Stored');
    const { fresh } = dedupeItems(
      [make('https://ncdoj.gov/a/', 'New title'), make('https://ncdoj.gov/c', 'Stored')],
      {
        ids: new Set([stored.id]),
        contentHashes: new Set([stored.contentHash]),
      },
    );
    expect(fresh).toEqual([]);
  });
});
