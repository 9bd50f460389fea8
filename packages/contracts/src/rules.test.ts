import { describe, expect, it } from 'vitest';
import {
  contactDisplay,
  fileSize,
  formatFileSize,
  formatKilobytes,
  matchesHistoryRiskFilter,
  pointsToNextLevel,
  reliabilityColour,
  reliabilityPercent,
  RISK_BANDS,
  riskFromScamScore,
  riskScoreColour,
  safetyLevel,
  safetyScoreColour,
  similarReportsBadgeColour,
  trendSeverity,
  whenBadgeColour,
  type HistoryRiskFilter,
} from './rules.js';

describe('riskFromScamScore', () => {
  it.each([
    [0, 'low', 'green'],
    [30, 'low', 'green'],
    [30.5, 'moderate', 'amber'],
    [31, 'moderate', 'amber'],
    [70, 'moderate', 'amber'],
    [71, 'high', 'red'],
    [100, 'high', 'red'],
  ])('score %d is %s (%s)', (score, level, colour) => {
    expect(riskFromScamScore(score)).toEqual({ level, colour });
  });

  it('agrees with the band table for every whole score (one set of bands, issue 19)', () => {
    for (let score = 0; score <= 100; score += 1) {
      const band = RISK_BANDS.find((b) => score >= b.min && score <= b.max);
      expect(band?.level).toBe(riskFromScamScore(score).level);
    }
  });
});

describe('whenBadgeColour', () => {
  it.each([
    ['Do this now', 'red'],
    ['Right NOW', 'red'],
    ['Within 24 hours', 'amber'],
    ['Now, within 24 hours', 'red'],
    ['This week', 'blue'],
    ['', 'blue'],
  ])('"%s" is %s', (when, colour) => {
    expect(whenBadgeColour(when)).toBe(colour);
  });
});

describe('contactDisplay', () => {
  it.each([
    ['1-877-382-4357', { kind: 'tel', href: 'tel:+18773824357', text: '1-877-382-4357' }],
    ['(617) 727-8400', { kind: 'tel', href: 'tel:+16177278400', text: '(617) 727-8400' }],
    [
      '1-877-382-4357 (1-877-FTC-HELP); TTY 1-866-653-4261',
      {
        kind: 'tel',
        href: 'tel:+18773824357',
        text: '1-877-382-4357 (1-877-FTC-HELP); TTY 1-866-653-4261',
      },
    ],
    [
      'reportfraud.ftc.gov',
      { kind: 'web', href: 'https://reportfraud.ftc.gov', text: 'reportfraud.ftc.gov' },
    ],
    [
      'https://www.ic3.gov/',
      { kind: 'web', href: 'https://www.ic3.gov/', text: 'https://www.ic3.gov/' },
    ],
    ['http://example.org', { kind: 'web', href: 'http://example.org', text: 'http://example.org' }],
    ['help@agency.gov', { kind: 'text', text: 'help@agency.gov' }],
    ['877-908-3360', { kind: 'text', text: '877-908-3360' }],
    [
      'Call the number on the back of your card',
      { kind: 'text', text: 'Call the number on the back of your card' },
    ],
    ['21-877-382-43579', { kind: 'text', text: '21-877-382-43579' }],
    [
      'Call the number on the back of your card.',
      { kind: 'text', text: 'Call the number on the back of your card.' },
    ],
    ['See ftc.gov for more', { kind: 'text', text: 'See ftc.gov for more' }],
    ['Version 2.0', { kind: 'text', text: 'Version 2.0' }],
    [
      'www.consumerfinance.gov/complaint/',
      {
        kind: 'web',
        href: 'https://www.consumerfinance.gov/complaint/',
        text: 'www.consumerfinance.gov/complaint/',
      },
    ],
  ])('"%s" shows as %o', (value, expected) => {
    expect(contactDisplay(value)).toEqual(expected);
  });
});

describe('history risk', () => {
  it.each<[number, HistoryRiskFilter, boolean]>([
    [10, 'all', true],
    [10, 'low', true],
    [10, 'moderate', false],
    [30, 'low', true],
    [30, 'moderate', false],
    [31, 'moderate', true],
    [70, 'moderate', true],
    [70, 'high', false],
    [71, 'high', true],
    [29.9, 'low', true],
  ])('score %d passes filter %s: %s', (score, filter, expected) => {
    expect(matchesHistoryRiskFilter(score, filter)).toBe(expected);
  });
});

describe('dashboard', () => {
  it.each([
    [0, 'Beginner', 'red'],
    [39.9, 'Beginner', 'red'],
    [40, 'Learning', 'red'],
    [59, 'Learning', 'red'],
    [60, 'Vigilant', 'yellow'],
    [79, 'Vigilant', 'yellow'],
    [80, 'Expert', 'green'],
    [100, 'Expert', 'green'],
  ])('safety score %d is %s and %s', (score, level, colour) => {
    expect(safetyLevel(score)).toBe(level);
    expect(safetyScoreColour(score)).toBe(colour);
  });

  it.each([
    [0, 10],
    [73, 7],
    [72.6, 7],
    [70, 10],
    [79.5, 10],
    [99, 1],
    [100, 0],
  ])('score %d needs %d points to the next level', (score, points) => {
    expect(pointsToNextLevel(score)).toBe(points);
  });
});

describe('trends', () => {
  it.each([
    [100, 'URGENT ACTION NEEDED'],
    [80, 'URGENT ACTION NEEDED'],
    [79, 'HIGH RISK'],
    [60, 'HIGH RISK'],
    [59, 'MODERATE RISK'],
    [40, 'MODERATE RISK'],
    [39, 'LOW RISK'],
    [0, 'LOW RISK'],
  ])('impact %d is %s', (impact, severity) => {
    expect(trendSeverity(impact)).toBe(severity);
  });

  it('treats a missing impact as the default 50', () => {
    expect(trendSeverity()).toBe('MODERATE RISK');
  });

  it.each([
    [0.95, 95, 'green'],
    [1, 100, 'green'],
    [0.949, 95, 'green'],
    [0.94, 94, 'yellow'],
    [0.85, 85, 'yellow'],
    [0.84, 84, 'red'],
    [0, 0, 'red'],
  ])('reliability %d is %d%% and %s', (fraction, percent, colour) => {
    expect(reliabilityPercent(fraction)).toBe(percent);
    expect(reliabilityColour(percent)).toBe(colour);
  });
});

describe('similarReportsBadgeColour', () => {
  it.each([
    [0, false, null],
    [1, true, null],
    [2, false, 'yellow'],
    [2, true, 'blue'],
    [20, false, 'yellow'],
    [20, true, 'blue'],
    [21, false, 'orange'],
    [50, true, 'orange'],
    [51, false, 'red'],
    [51, true, 'red'],
  ])('%d reports, verified %s: %s', (count, verified, colour) => {
    expect(similarReportsBadgeColour(count, verified)).toBe(colour);
  });
});

describe('riskScoreColour', () => {
  it.each([
    [100, 'red'],
    [70, 'red'],
    [69, 'yellow'],
    [40, 'yellow'],
    [39, 'green'],
    [0, 'green'],
  ])('risk score %d is %s', (score, colour) => {
    expect(riskScoreColour(score)).toBe(colour);
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1024 ** 3, '1 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('rounds to two decimals', () => {
    expect(fileSize(1024 + 5)).toEqual({ amount: 1, unit: 'KB' });
    expect(fileSize(1024 + 11)).toEqual({ amount: 1.01, unit: 'KB' });
  });

  it('shows a chosen screenshot in KB with one decimal', () => {
    expect(formatKilobytes(12_595)).toBe('12.3');
    expect(formatKilobytes(0)).toBe('0.0');
  });
});
