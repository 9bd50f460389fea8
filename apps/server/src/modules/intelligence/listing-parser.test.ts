import { describe, expect, it } from 'vitest';
import { readLocalFixture } from './fixtures.helper.js';
import { parseListingPage, writtenDate } from './listing-parser.js';

describe('parseListingPage on a hand-made agency listing', () => {
  const entries = parseListingPage(
    readLocalFixture('listing-page.html'),
    'https://ag.example.gov/press-releases',
  );

  it('finds the three dated entries and nothing from navigation, pager or footer', () => {
    expect(entries.map((entry) => entry.link)).toEqual([
      'https://ag.example.gov/press-release/2025/attorney-general-warns-seniors-about-medicare-card-scam',
      'https://ag.example.gov/press-release/2025/settlement-with-robocall-operator',
      'https://ag.example.gov/press-release/2025/tips-for-holiday-shopping',
    ]);
  });

  it('reads written, <time> and numeric dates as days or instants', () => {
    expect(entries.map((entry) => entry.published)).toEqual([
      { iso: '2025-11-03T00:00:00.000Z', precision: 'day' },
      { iso: '2025-10-28T18:00:00.000Z', precision: 'instant' },
      { iso: '2025-10-15T00:00:00.000Z', precision: 'day' },
    ]);
  });

  it('takes the link text as title and the rest of the item as summary', () => {
    expect(entries[0]).toMatchObject({
      title: 'Attorney General Warns Seniors About Medicare Card Scam',
      descriptionHtml:
        'Scammers are calling older New Yorkers &amp; claiming their Medicare cards expire.',
    });
    expect(entries[1]?.descriptionHtml).toBeNull();
    expect(entries[2]?.descriptionHtml).toBeNull();
  });

  it('finds nothing in a page without dated links', () => {
    expect(
      parseListingPage(
        '<ul><li><a href="/a">An article title without a date</a></li></ul>',
        'https://x.gov/',
      ),
    ).toEqual([]);
  });
});

describe('writtenDate', () => {
  it.each([
    ['Posted November 3, 2025 by staff', '2025-11-03'],
    ['Sept. 9, 2025', '2025-09-09'],
    ['Sep 9 2025', '2025-09-09'],
    ['10/15/2025', '2025-10-15'],
    ['2025-12-01', '2025-12-01'],
    ['February 30, 2025', null],
    ['13/01/2025', null],
    ['no date here', null],
  ])('%j → %s', (text, day) => {
    expect(writtenDate(text)?.date.iso.slice(0, 10) ?? null).toBe(day);
  });
});
