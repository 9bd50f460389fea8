import {
  AgeBandLossSchema,
  StateBaselineEntrySchema,
  US_STATES,
  type AgeBandLoss,
  type StateBaselineEntry,
} from '@scambuddy/contracts';
import { z } from 'zod';

/**
 * Reading the FTC Consumer Sentinel Network Data Book CSVs (the source of `state-baseline.json`)
 * so the bundled figures can be checked against the FTC's own files and refreshed from a new Data
 * Book. The CSVs are Latin-1, CRLF, with quoted thousands ("2,163"), spacer rows and footnotes.
 */

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      inQuotes = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The Data Book files are Latin-1 (one no-break space in a footnote is not valid UTF-8). */
export function decodeLatin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

/** "2,163" → 2163, "992" → 992, "" → null. */
export function parseCount(text: string): number | null {
  const digits = text.trim().replace(/,/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** "$1,006M" → 1006000000, "$691 " → 691, "$1,000 " → 1000. */
export function parseDollars(text: string): number | null {
  const match = /^\$([\d,]+(?:\.\d+)?)\s*([MB])?$/.exec(text.trim());
  if (!match || match[1] === undefined) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  const scale = match[2] === 'B' ? 1e9 : match[2] === 'M' ? 1e6 : 1;
  return Math.round(amount * scale);
}

/** "45%" → 45. */
export function parsePercent(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

export type JurisdictionCode = StateBaselineEntry['code'];

const CODE_BY_NAME = new Map<string, JurisdictionCode>([
  ...US_STATES.map((state): [string, JurisdictionCode] => [state.name, state.code]),
  ['Puerto Rico', 'PR'],
]);

export interface StateRankingRow {
  code: JurisdictionCode;
  state: string;
  /** Null for DC and Puerto Rico, which the FTC lists but does not rank. */
  rank: number | null;
  reportsPer100k: number;
  reports: number;
}

/**
 * Rows of the table "State Rankings: Fraud and Other Reports" (rank, state, reports per 100K,
 * number of reports). Title, header, spacer and footnote rows are skipped because their second
 * column is no jurisdiction name.
 */
export function parseStateRankingsCsv(bytes: Uint8Array): StateRankingRow[] {
  const rows: StateRankingRow[] = [];
  for (const [rankText = '', name = '', per100kText = '', reportsText = ''] of parseCsv(
    decodeLatin1(bytes),
  )) {
    const code = CODE_BY_NAME.get(name.trim());
    const reportsPer100k = parseCount(per100kText);
    const reports = parseCount(reportsText);
    if (code === undefined || reportsPer100k === null || reports === null) continue;
    rows.push({ code, state: name.trim(), rank: parseCount(rankText), reportsPer100k, reports });
  }
  return rows;
}

/** Rows of the table "Reported Frauds and Losses by Age". */
export function parseLossesByAgeCsv(bytes: Uint8Array): AgeBandLoss[] {
  const bands: AgeBandLoss[] = [];
  for (const [
    ageRange = '',
    reportsText = '',
    pctText = '',
    lostText = '',
    medianText = '',
    pctLossText = '',
  ] of parseCsv(decodeLatin1(bytes))) {
    const fraudReports = parseCount(reportsText);
    const pctOfReportsWithAge = parsePercent(pctText);
    const totalLossUSD = parseDollars(lostText);
    const medianLossUSD = parseDollars(medianText);
    const pctReportingLoss = parsePercent(pctLossText);
    if (
      fraudReports === null ||
      pctOfReportsWithAge === null ||
      totalLossUSD === null ||
      medianLossUSD === null ||
      pctReportingLoss === null
    ) {
      continue;
    }
    bands.push({
      ageRange: ageRange.trim(),
      fraudReports,
      pctOfReportsWithAge,
      totalLossUSD,
      totalLossAsPublished: lostText.trim(),
      medianLossUSD,
      pctReportingLoss,
    });
  }
  return bands;
}

/** The parts of `state-baseline.json` the app reads; other fields are provenance and notes. */
export const StateBaselineFileSchema = z.object({
  dataset: z.string().min(1),
  year: z.number().int(),
  publisher: z.string().min(1),
  national: z.object({
    totalReports: z.number().int().min(0),
    lossesByAge: z.array(AgeBandLossSchema),
  }),
  states: z.array(StateBaselineEntrySchema),
});
export type StateBaselineFile = z.infer<typeof StateBaselineFileSchema>;

export interface BaselineDisagreement {
  code: string;
  field: string;
  csv: number | string | null;
  json: number | string | null;
}

/**
 * Every difference between the bundled baseline and the FTC's CSV tables: per-state rank, rate
 * and count, the set of jurisdictions, and each age band. An empty list means they agree.
 */
export function compareBaseline(
  baseline: StateBaselineFile,
  rankings: readonly StateRankingRow[],
  ageBands: readonly AgeBandLoss[],
): BaselineDisagreement[] {
  const differences: BaselineDisagreement[] = [];
  const byCode = new Map(baseline.states.map((entry) => [entry.code, entry]));
  for (const row of rankings) {
    const entry = byCode.get(row.code);
    if (entry === undefined) {
      differences.push({ code: row.code, field: 'present', csv: row.state, json: null });
      continue;
    }
    const pairs: [string, number | null, number | null][] = [
      ['fraudAndOtherRank', row.rank, entry.fraudAndOtherRank],
      ['fraudAndOtherReportsPer100k', row.reportsPer100k, entry.fraudAndOtherReportsPer100k],
      ['fraudAndOtherReports', row.reports, entry.fraudAndOtherReports],
    ];
    for (const [field, csv, json] of pairs) {
      if (csv !== json) differences.push({ code: row.code, field, csv, json });
    }
  }
  const csvCodes = new Set(rankings.map((row) => row.code));
  for (const entry of baseline.states) {
    if (!csvCodes.has(entry.code)) {
      differences.push({ code: entry.code, field: 'present', csv: null, json: entry.state });
    }
  }
  const bandsByRange = new Map(baseline.national.lossesByAge.map((band) => [band.ageRange, band]));
  for (const band of ageBands) {
    const stored = bandsByRange.get(band.ageRange);
    for (const field of Object.keys(band) as (keyof AgeBandLoss)[]) {
      const json = stored?.[field] ?? null;
      if (band[field] !== json) {
        differences.push({ code: band.ageRange, field, csv: band[field], json });
      }
    }
  }
  return differences;
}
