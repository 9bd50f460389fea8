import { describe, expect, it } from 'vitest';
import { parseStatedDate } from './feed-date.js';

describe('parseStatedDate', () => {
  it.each([
    ['Mon, 14 Apr 2025 11:56:30 +0000', '2025-04-14T11:56:30.000Z', 'instant'],
    ['Wed, 10 Feb 2021 13:47:24 +0000', '2021-02-10T13:47:24.000Z', 'instant'],
    ['Thu, 01 Jan 2026 10:00:00 -0400', '2026-01-01T14:00:00.000Z', 'instant'],
    ['Tue, 13 Jan 2026 09:00:00 EST', '2026-01-13T14:00:00.000Z', 'instant'],
    ['Fri, 24 May 2024 13:00:00 GMT', '2024-05-24T13:00:00.000Z', 'instant'],
    ['24 May 2024 13:00 PDT', '2024-05-24T20:00:00.000Z', 'instant'],
    ['Mon, 3 Dec 18 13:20:39 +0000', '2018-12-03T13:20:39.000Z', 'instant'],
    ['Sun, 22 November 2026 01:02:03 +0100', '2026-11-22T00:02:03.000Z', 'instant'],
    ['2021-02-10T08:47:24-05:00', '2021-02-10T13:47:24.000Z', 'instant'],
    ['2026-11-21T10:00:00Z', '2026-11-21T10:00:00.000Z', 'instant'],
    ['2026-11-21T10:00:00.250+0000', '2026-11-21T10:00:00.250Z', 'instant'],
    ['2026-11-21 10:00', '2026-11-21T10:00:00.000Z', 'instant'],
    ['2026-08-31', '2026-08-31T00:00:00.000Z', 'day'],
    ['2026-01', '2026-01-01T00:00:00.000Z', 'month'],
    ['  2025-12-10  ', '2025-12-10T00:00:00.000Z', 'day'],
  ])('reads %j', (raw, iso, precision) => {
    expect(parseStatedDate(raw)).toEqual({ iso, precision });
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['yesterday'],
    ['2026-02-30'],
    ['2026-13'],
    ['31 Feb 2026 10:00:00 +0000'],
    ['Mon, 14 Foo 2025 11:56:30 +0000'],
    ['Mon, 14 Apr 2025 11:56:30 XYZ'],
    ['Mon, 14 Apr 2025 25:00:00 +0000'],
  ])('gives null, not a guess, for %j', (raw) => {
    expect(parseStatedDate(raw)).toBeNull();
  });
});
