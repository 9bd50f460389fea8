import type { HarmEvent } from '@scambuddy/contracts';
import { SIGNALS } from '../signals/catalog.js';

/** Highest score a message may get when nothing in it can be named as a reason (MODERATE at most). */
export const UNEXPLAINED_CAP = 70;
/** Highest score when, in addition, it carries the marks of a genuine notice (LOW). */
export const REASSURED_CAP = 30;

const EVIDENCE_CATEGORIES: ReadonlySet<string> = new Set([
  'pressure',
  'request',
  'too_good',
  'link',
  'call_context',
]);
/** Impersonation claims that are warnings by themselves; merely naming an agency or brand is not. */
const EVIDENCE_CLAIMS: ReadonlySet<string> = new Set([
  'ssn_suspended',
  'unpaid_toll',
  'new_number_claim',
  'tech_problem_claim',
  'overseas_partner_story',
]);
const REASSURANCES: ReadonlySet<string> = new Set([
  'legit_never_ask_notice',
  'legit_informational_only',
  'legit_appointment_or_pharmacy',
  'legit_verify_directly',
  'legit_official_links_only',
]);
const CATEGORY_BY_ID = new Map(SIGNALS.map((signal) => [signal.id, signal.category]));

export function isEvidenceSignal(id: string): boolean {
  return EVIDENCE_CLAIMS.has(id) || EVIDENCE_CATEGORIES.has(CATEGORY_BY_ID.get(id) ?? '');
}

/**
 * Rule "explainable notice": the trained model learned 2002 e-mail and UK SMS, where any bill,
 * amount or brand name looks like spam, so genuine notices from US companies and agencies score
 * high on wording alone. A message with no named warning sign, no documented rule and no reported
 * harm is held at LOW when it reads like a genuine notice (reassurance signals), and at MODERATE
 * when it names an organisation; otherwise the calibrated model decides alone.
 */
export function evidenceCap(
  signalIds: readonly string[],
  harm: readonly HarmEvent[],
  rulesApplied: readonly string[],
  organisations: readonly string[],
): number {
  if (rulesApplied.length > 0 || harm.length > 0) return 100;
  if (signalIds.some(isEvidenceSignal)) return 100;
  if (signalIds.some((id) => REASSURANCES.has(id))) return REASSURED_CAP;
  const namesOrganisation =
    organisations.length > 0 || signalIds.some((id) => CATEGORY_BY_ID.get(id) === 'impersonation');
  return namesOrganisation ? UNEXPLAINED_CAP : 100;
}
