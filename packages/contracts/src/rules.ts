/**
 * Display rules of spec part 1 §5 and part 2 §9 as pure functions. Screens map the returned
 * keys and colour names to translated text and design tokens; nothing here renders or translates.
 */

export type RuleColour = 'green' | 'amber' | 'yellow' | 'orange' | 'red' | 'blue';

/** Scam score scale and its two band edges (part 1 §5, §9). */
export const SCAM_SCORE_MIN = 0;
export const SCAM_SCORE_MAX = 100;
export const LOW_RISK_MAX_SCORE = 30;
export const MODERATE_RISK_MAX_SCORE = 70;

export type RiskLevel = 'low' | 'moderate' | 'high';

/**
 * The one set of risk bands (issue 19, spec delta): every screen — the result, its gauge, History's
 * badge and filter, the dashboard — names a score by these levels and these limits, so a 30 is low
 * everywhere. Screens translate `level` ("Low risk", "Moderate risk", "High risk").
 */
export const RISK_BANDS: readonly { level: RiskLevel; min: number; max: number }[] = [
  { level: 'low', min: SCAM_SCORE_MIN, max: LOW_RISK_MAX_SCORE },
  { level: 'moderate', min: LOW_RISK_MAX_SCORE + 1, max: MODERATE_RISK_MAX_SCORE },
  { level: 'high', min: MODERATE_RISK_MAX_SCORE + 1, max: SCAM_SCORE_MAX },
];

export interface RiskDisplay {
  level: RiskLevel;
  colour: RuleColour;
}

/** 0-30 low (green), 31-70 moderate (amber), 71-100 high (red). */
export function riskFromScamScore(scamScore: number): RiskDisplay {
  if (scamScore <= LOW_RISK_MAX_SCORE) return { level: 'low', colour: 'green' };
  if (scamScore <= MODERATE_RISK_MAX_SCORE) return { level: 'moderate', colour: 'amber' };
  return { level: 'high', colour: 'red' };
}

/**
 * Colour of a recommended action's "when" badge: red when it says now, amber when it mentions 24
 * (as in 24 hours), otherwise blue. Case is ignored so "Now" and "NOW" count as urgent too.
 */
export function whenBadgeColour(when: string): 'red' | 'amber' | 'blue' {
  const text = when.toLowerCase();
  if (text.includes('now')) return 'red';
  if (text.includes('24')) return 'amber';
  return 'blue';
}

export type ContactDisplay =
  | { kind: 'tel'; href: string; text: string }
  | { kind: 'web'; href: string; text: string }
  | { kind: 'text'; text: string };

// The two US phone shapes of the spec: 1-ddd-ddd-dddd and (ddd) ddd-dddd.
const DASHED_PHONE = /(?:^|[^\d])1-(\d{3})-(\d{3})-(\d{4})(?!\d)/;
const PARENTHESISED_PHONE = /\((\d{3})\) (\d{3})-(\d{4})(?!\d)/;

/**
 * How a contact value is shown: a call link when it holds one of the two phone shapes (the first
 * such number is dialled; the full text stays visible, so notes like hours are kept), a web link
 * for a web address (https:// added when no scheme is given), otherwise plain text. The spec's rule
 * ("a dot and no @") made a sentence such as "Call the number on the back of your card." a broken
 * link, so only a single word shaped like a host name, with an optional path, counts as an address.
 */
const WEB_ADDRESS = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

export function contactDisplay(value: string): ContactDisplay {
  const text = value.trim();
  const phone = DASHED_PHONE.exec(text) ?? PARENTHESISED_PHONE.exec(text);
  if (phone) return { kind: 'tel', href: `tel:+1${phone[1]}${phone[2]}${phone[3]}`, text };
  if (WEB_ADDRESS.test(text)) {
    const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    return { kind: 'web', href, text };
  }
  return { kind: 'text', text };
}

export type HistoryRiskFilter = 'all' | RiskLevel;

/** Whether an analysis with this score passes the history risk filter (the bands above). */
export function matchesHistoryRiskFilter(scamScore: number, filter: HistoryRiskFilter): boolean {
  return filter === 'all' || riskFromScamScore(scamScore).level === filter;
}

export type SafetyLevel = 'Beginner' | 'Learning' | 'Vigilant' | 'Expert';

/** Safety level thresholds of part 1 §9: 40, 60, 80. */
export const SAFETY_LEVEL_THRESHOLDS = { Learning: 40, Vigilant: 60, Expert: 80 } as const;

/** Dashboard level: 80 or more Expert, 60 or more Vigilant, 40 or more Learning, else Beginner. */
export function safetyLevel(safetyScore: number): SafetyLevel {
  if (safetyScore >= SAFETY_LEVEL_THRESHOLDS.Expert) return 'Expert';
  if (safetyScore >= SAFETY_LEVEL_THRESHOLDS.Vigilant) return 'Vigilant';
  if (safetyScore >= SAFETY_LEVEL_THRESHOLDS.Learning) return 'Learning';
  return 'Beginner';
}

/** Dashboard score colour: green at 80 or more, yellow at 60 or more, else red. */
export function safetyScoreColour(safetyScore: number): 'green' | 'yellow' | 'red' {
  if (safetyScore >= 80) return 'green';
  if (safetyScore >= 60) return 'yellow';
  return 'red';
}

/**
 * Points to the next level: the next multiple of 10 above the rounded score, minus that score
 * (73 → 7, 70 → 10). A full score of 100 has nowhere further to go, so it needs 0.
 */
export function pointsToNextLevel(safetyScore: number): number {
  const rounded = Math.round(safetyScore);
  if (rounded >= SCAM_SCORE_MAX) return 0;
  const next = (Math.floor(rounded / 10) + 1) * 10;
  return next - rounded;
}

/** Default impact of a trend without one (part 1 §3, §9). */
export const DEFAULT_IMPACT_SCORE = 50;

export type TrendSeverity = 'URGENT ACTION NEEDED' | 'HIGH RISK' | 'MODERATE RISK' | 'LOW RISK';

/** Trends severity from impact: 80+ urgent, 60+ high, 40+ moderate, else low. */
export function trendSeverity(impactScore: number = DEFAULT_IMPACT_SCORE): TrendSeverity {
  if (impactScore >= 80) return 'URGENT ACTION NEEDED';
  if (impactScore >= 60) return 'HIGH RISK';
  if (impactScore >= 40) return 'MODERATE RISK';
  return 'LOW RISK';
}

/** Reliability stored as a 0-1 fraction, shown as a whole percent. */
export function reliabilityPercent(reliability: number): number {
  return Math.round(reliability * 100);
}

/** Reliability colour from a percent: green at 95 or more, yellow at 85 or more, else red. */
export function reliabilityColour(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= 95) return 'green';
  if (percent >= 85) return 'yellow';
  return 'red';
}

/**
 * Community similar-reports badge (part 2 §9): none unless reportCount is above 1; above 50 red,
 * above 20 orange (verified or not); any other count above 1 is blue if verified, else yellow.
 */
export function similarReportsBadgeColour(
  reportCount: number,
  isVerified: boolean,
): 'red' | 'orange' | 'yellow' | 'blue' | null {
  if (reportCount <= 1) return null;
  if (reportCount > 50) return 'red';
  if (reportCount > 20) return 'orange';
  return isVerified ? 'blue' : 'yellow';
}

/** Risk-score colour of part 2 §9: 70 or more red, 40 to 69 yellow, below 40 green. */
export function riskScoreColour(riskScore: number): 'red' | 'yellow' | 'green' {
  if (riskScore >= 70) return 'red';
  if (riskScore >= 40) return 'yellow';
  return 'green';
}

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];
const BYTES_PER_STEP = 1024;

/** A size in the largest unit (up to GB) that keeps it at 1 or more, rounded to two decimals. */
export function fileSize(bytes: number): { amount: number; unit: FileSizeUnit } {
  if (bytes <= 0) return { amount: 0, unit: 'Bytes' };
  const step = Math.max(
    0,
    Math.min(Math.floor(Math.log(bytes) / Math.log(BYTES_PER_STEP)), FILE_SIZE_UNITS.length - 1),
  );
  const amount = Number((bytes / BYTES_PER_STEP ** step).toFixed(2));
  return { amount, unit: FILE_SIZE_UNITS[step] ?? 'Bytes' };
}

/** File sizes of part 2 §5: Bytes, KB, MB, GB at 1024 per step, two decimals ("1.5 KB"). */
export function formatFileSize(bytes: number): string {
  const { amount, unit } = fileSize(bytes);
  return `${amount} ${unit}`;
}

/** Chosen screenshot size of part 1 §2.4: kilobytes with one decimal ("12.3"). */
export function formatKilobytes(bytes: number): string {
  return (bytes / BYTES_PER_STEP).toFixed(1);
}
