import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  capText,
  htmlToText,
  summariseHtml,
  SUMMARY_MAX_CHARS,
} from './html-cleaner.js';
import { spotlightRows } from './fixtures.helper.js';

describe('summariseHtml on the recorded FTC Data Spotlight descriptions', () => {
  const rows = spotlightRows();
  const summaries = rows.map((row) => summariseHtml(row.summary));

  it('starts with the article body, not the Drupal title, byline or date', () => {
    expect(summaries[0]).toMatch(
      /^They say love hurts\. With romance scams that’s doubly true – hearts are broken and wallets are emptied\./,
    );
    for (const summary of summaries) {
      expect(summary).not.toMatch(/bcooper1|\| \d{1,2}:\d{2}(AM|PM)/);
    }
  });

  it('drops footnote markers, decodes entities and collapses whitespace', () => {
    // "...than on any other fraud type identified in Sentinel.<sup>1</sup>&nbsp;In 2020, ..."
    expect(summaries[0]).toContain('identified in Sentinel. In 2020, reported losses');
    for (const summary of summaries) {
      expect(summary).not.toMatch(/&[a-z]+;|&#\d+;|<|\u00a0| {2}/);
      expect(summary).not.toMatch(/Sentinel\.\d/);
    }
  });

  it('caps every summary and marks the cut', () => {
    for (const summary of summaries) {
      expect(summary?.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
      expect(summary).toMatch(/…$/);
    }
  });

  it('leaves out endnotes below the rule even when no cap applies', () => {
    const full = rows.map((row) => summariseHtml(row.summary, 100_000));
    expect(full[0]).toContain('Help stop scammers by reporting suspicious profiles');
    for (const summary of full) {
      expect(summary).not.toMatch(
        /This finding is based on|Median loss calculations are based|\[1\]/,
      );
    }
  });
});

describe('summariseHtml and htmlToText on small inputs', () => {
  it.each([
    ['<p>One&nbsp;&amp;&#32;two&rsquo;s</p>', 'One & two’s'],
    ['Plain teaser without markup', 'Plain teaser without markup'],
    ['<p>Kept</p><hr><p>Dropped endnote</p>', 'Kept'],
    [
      '<div><span>Header</span><p>Body <sup>2</sup>text</p><p><small>1 Footnote</small></p></div>',
      'Body text',
    ],
    ['<p>A<br>B</p><ul><li>C</li><li>D</li></ul>', 'A B C D'],
    ['<script>alert(1)</script><p>Safe</p>', 'Safe'],
    ['<p>   </p>', null],
    ['', null],
  ])('summary of %j is %j', (html, expected) => {
    expect(summariseHtml(html)).toBe(expected);
  });

  it.each([
    ['<a href="x">Linked <b>title</b></a>', 'Linked title'],
    ['AT&amp;T &lt;warning&gt;', 'AT&T <warning>'],
    ['  spaced\n\ttitle  ', 'spaced title'],
    ['', null],
  ])('text of %j is %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});

describe('capText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(capText('short', 10)).toBe('short');
    expect(capText('one two three four five', 16)).toBe('one two three…');
    // A word boundary that would throw away over 40% of the room is not worth it.
    expect(capText('one two three four five', 12)).toBe('one two thr…');
    expect(capText('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});

describe('anchorsOf', () => {
  it('lists anchors with href and text in document order', () => {
    expect(
      anchorsOf(
        '<p><a href=" /a ">A</a><a name="x">no href</a><a href="https://b"><img alt=""></a></p>',
      ),
    ).toEqual([
      { href: '/a', text: 'A' },
      { href: 'https://b', text: null },
    ]);
  });
});
