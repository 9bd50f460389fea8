import type { CommunityCategory, CommunityScamType, IntelScamType } from '@scambuddy/contracts';
import { normaliseText } from './similarity.js';

/**
 * Verification of a community report against the stored official alerts (issue 7): an alert
 * verifies a report when it is about the same kind of scam AND names one of the report's
 * identifiers (phone, e-mail, site) or tells substantially the same story. Then the report shows
 * "Verified by {agency}"; otherwise it stays pending. Pure.
 */

export interface OfficialAlert {
  id: string;
  agency: string;
  title: string | null;
  summary: string | null;
  scamTypes: readonly IntelScamType[];
}

export interface VerifiableReport {
  category: CommunityCategory;
  scamType: CommunityScamType | null;
  title: string;
  description: string;
  phoneKey: string | null;
  emailKey: string | null;
  domainKey: string | null;
}

const TYPES_BY_CATEGORY: Partial<Record<CommunityCategory, IntelScamType[]>> = {
  'phone-scam': ['phone'],
  'email-scam': ['email'],
};

const TYPES_BY_SCAM_TYPE: Partial<Record<CommunityScamType, IntelScamType[]>> = {
  phishing: ['email'],
  romance: ['romance'],
  investment: ['investment'],
  'tech-support': ['tech_support'],
  'government-imposter': ['social_security', 'medicare'],
  'family-emergency': ['family_emergency'],
};

/** The official scam-type labels a report's category and scam type correspond to. */
export function officialScamTypes(
  report: Pick<VerifiableReport, 'category' | 'scamType'>,
): IntelScamType[] {
  const types = new Set<IntelScamType>([
    ...(TYPES_BY_CATEGORY[report.category] ?? []),
    ...(report.scamType ? (TYPES_BY_SCAM_TYPE[report.scamType] ?? []) : []),
  ]);
  return [...types];
}

/** Shared content words needed, and their share of the shorter text's words. */
const MIN_SHARED_WORDS = 6;
const MIN_SHARED_SHARE = 0.4;
const MIN_WORD_LENGTH = 4;
const COMMON_WORDS = new Set(
  'that this with from have they them their there were what when your will would could should about said told asked call called calling email scam scams scammer people someone person money pay paid from into just been also more than then only very some'.split(
    ' ',
  ),
);

function contentWords(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .split(' ')
      .filter((word) => word.length >= MIN_WORD_LENGTH && !COMMON_WORDS.has(word)),
  );
}

/** Whether two texts tell substantially the same story, by their distinctive words. */
export function sameWording(a: string, b: string): boolean {
  const wordsA = contentWords(a);
  const wordsB = contentWords(b);
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared += 1;
  const smaller = Math.min(wordsA.size, wordsB.size);
  return shared >= MIN_SHARED_WORDS && smaller > 0 && shared / smaller >= MIN_SHARED_SHARE;
}

function namesIdentifier(alertText: string, report: VerifiableReport): boolean {
  const lower = alertText.toLowerCase();
  if (report.emailKey && lower.includes(report.emailKey)) return true;
  if (
    report.domainKey &&
    new RegExp(`(^|[^a-z0-9-])${escapeRegExp(report.domainKey)}\\b`).test(lower)
  ) {
    return true;
  }
  if (report.phoneKey) {
    const digitsOnly = alertText.replace(/\D/g, '');
    if (digitsOnly.includes(report.phoneKey)) return true;
  }
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first alert that verifies the report, or null (the report stays pending). */
export function findVerifyingAlert(
  report: VerifiableReport,
  alerts: readonly OfficialAlert[],
): OfficialAlert | null {
  const types = new Set(officialScamTypes(report));
  if (types.size === 0) return null;
  const reportText = `${report.title}\n${report.description}`;
  for (const alert of alerts) {
    if (!alert.scamTypes.some((type) => types.has(type))) continue;
    const alertText = `${alert.title ?? ''}\n${alert.summary ?? ''}`;
    if (namesIdentifier(alertText, report) || sameWording(reportText, alertText)) return alert;
  }
  return null;
}
