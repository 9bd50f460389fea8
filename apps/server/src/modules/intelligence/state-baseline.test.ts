import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSharedIntel } from './fixtures.helper.js';
import { INTEL_DATA_DIR } from './sources.js';
import {
  compareBaseline,
  parseCount,
  parseCsv,
  parseDollars,
  parseLossesByAgeCsv,
  parsePercent,
  parseStateRankingsCsv,
  StateBaselineFileSchema,
} from './state-baseline.js';

const rankingsBytes = readSharedIntel(
  'fixtures/ftc-csn-2024_State_Rankings_Fraud_and_Other_Reports.csv',
);
const ageBytes = readSharedIntel('fixtures/ftc-csn-2024_Reported_Frauds_and_Losses_by_Age.csv');
const projectBaselineText = readFileSync(path.join(INTEL_DATA_DIR, 'state-baseline.json'), 'utf8');
const baseline = StateBaselineFileSchema.parse(JSON.parse(projectBaselineText));

describe('parseStateRankingsCsv on the FTC Data Book 2024 file', () => {
  const rows = parseStateRankingsCsv(rankingsBytes);

  it('reads the 50 ranked states plus DC and Puerto Rico unranked', () => {
    expect(rows).toHaveLength(52);
    expect(rows.filter((row) => row.rank !== null).map((row) => row.rank)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(rows.filter((row) => row.rank === null).map((row) => row.code)).toEqual(['DC', 'PR']);
  });

  it('reads quoted thousands and bare numbers', () => {
    expect(rows[0]).toEqual({
      code: 'FL',
      state: 'Florida',
      rank: 1,
      reportsPer100k: 2163,
      reports: 474314,
    });
    expect(rows.find((row) => row.code === 'AK')).toEqual({
      code: 'AK',
      state: 'Alaska',
      rank: 31,
      reportsPer100k: 992,
      reports: 7279,
    });
  });

  it('decodes the file as Latin-1 (its footnote holds a byte that is not UTF-8)', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(rankingsBytes)).toThrow();
    const footnote = parseCsv(new TextDecoder('latin1').decode(rankingsBytes)).find((row) =>
      row[0]?.startsWith('The District'),
    );
    expect(footnote?.[0]).toContain('not ranked.\u00a0 States are ranked');
  });
});

describe('parseLossesByAgeCsv on the FTC Data Book 2024 file', () => {
  const bands = parseLossesByAgeCsv(ageBytes);

  it('reads the eight age bands with money in the published form', () => {
    expect(bands.map((band) => band.ageRange)).toEqual([
      '19 and Under',
      '20 - 29',
      '30 - 39',
      '40 - 49',
      '50 - 59',
      '60 - 69',
      '70 - 79',
      '80 and Over',
    ]);
    expect(bands[5]).toEqual({
      ageRange: '60 - 69',
      fraudReports: 208896,
      pctOfReportsWithAge: 18,
      totalLossUSD: 1_180_000_000,
      totalLossAsPublished: '$1,180M',
      medianLossUSD: 691,
      pctReportingLoss: 29,
    });
    expect(bands[7]?.medianLossUSD).toBe(1650);
  });
});

describe("the project's state baseline", () => {
  it('is byte for byte the shared baseline', () => {
    expect(projectBaselineText).toBe(readSharedIntel('state-baseline.json').toString('utf8'));
  });

  it("agrees with the FTC's CSV tables in every state and age band", () => {
    expect(
      compareBaseline(
        baseline,
        parseStateRankingsCsv(rankingsBytes),
        parseLossesByAgeCsv(ageBytes),
      ),
    ).toEqual([]);
  });

  it('would notice a changed figure, a missing state and a changed band', () => {
    const tampered = structuredClone(baseline);
    const florida = tampered.states.find((entry) => entry.code === 'FL');
    if (florida) florida.fraudAndOtherReportsPer100k = 2000;
    tampered.states = tampered.states.filter((entry) => entry.code !== 'WY');
    const band = tampered.national.lossesByAge[0];
    if (band) band.medianLossUSD = 1;
    expect(
      compareBaseline(
        tampered,
        parseStateRankingsCsv(rankingsBytes),
        parseLossesByAgeCsv(ageBytes),
      ),
    ).toEqual([
      { code: 'FL', field: 'fraudAndOtherReportsPer100k', csv: 2163, json: 2000 },
      { code: 'WY', field: 'present', csv: 'Wyoming', json: null },
      { code: '19 and Under', field: 'medianLossUSD', csv: 189, json: 1 },
    ]);
  });
});

describe('number readers', () => {
  it.each([
    ['"2,163"'.replace(/"/g, ''), 2163],
    ['992', 992],
    [' 7,279 ', 7279],
    ['', null],
    ['n/a', null],
  ])('parseCount(%j) = %j', (text, expected) => {
    expect(parseCount(text)).toBe(expected);
  });

  it.each([
    ['$55M', 55_000_000],
    ['$1,006M', 1_006_000_000],
    ['$12.5B', 12_500_000_000],
    ['$691 ', 691],
    ['$1,000 ', 1000],
    ['1000', null],
    ['$', null],
  ])('parseDollars(%j) = %j', (text, expected) => {
    expect(parseDollars(text)).toBe(expected);
  });

  it.each([
    ['45%', 45],
    ['3%', 3],
    ['45', null],
  ])('parsePercent(%j) = %j', (text, expected) => {
    expect(parsePercent(text)).toBe(expected);
  });

  it('parses quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\r\nlines"\r\n,\r\nlast')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['', ''],
      ['last'],
    ]);
  });
});
