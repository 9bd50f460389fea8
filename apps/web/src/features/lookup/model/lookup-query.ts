import {
  LOOKUP_MESSAGES,
  LOOKUP_QUERY_MAX,
  LOOKUP_QUERY_MIN,
  type AnalysisResult,
  type LookupMessageKey,
} from '@scambuddy/contracts';

/** The catalog key of what is wrong with a typed query before asking, or null when it may go. */
export function queryProblem(text: string): LookupMessageKey | null {
  const trimmed = text.trim();
  if (trimmed.length < LOOKUP_QUERY_MIN) return 'tooShort';
  if (trimmed.length > LOOKUP_QUERY_MAX) return 'tooLong';
  return null;
}

/** Which of our messages a server refusal carries, so the client can show its translation. */
export function messageKeyOf(serverMessage: string | null): LookupMessageKey | null {
  if (serverMessage === null) return null;
  const entry = (Object.entries(LOOKUP_MESSAGES) as [LookupMessageKey, string][]).find(
    ([, english]) => serverMessage.includes(english),
  );
  return entry?.[0] ?? null;
}

/** Examples a person can try with one press: a toll-free number, a look-alike site, an agency. */
export const LOOKUP_EXAMPLES = ['1-800-555-0199', 'paypa1.com', 'irs.gov'] as const;

/** Most numbers and sites from one result offered for a lookup. */
export const MAX_RESULT_TARGETS = 5;

/** The phone numbers and sites an analysis found, once each, in the message's order. */
export function lookupTargetsOf(result: Pick<AnalysisResult, 'entities'>): string[] {
  const seen = new Set<string>();
  const targets: string[] = [];
  const add = (key: string, shown: string) => {
    if (seen.has(key) || targets.length >= MAX_RESULT_TARGETS) return;
    seen.add(key);
    targets.push(shown);
  };
  for (const phone of result.entities.phones) add(phone.e164 ?? phone.raw, phone.raw.trim());
  for (const url of result.entities.urls) {
    // A page anyone can publish on a company's domain (sites.google.com/view/…, paypal.me/…) is
    // looked up whole: the company's domain alone would come back as "a real address of Google".
    const whole = url.flags.includes('shared_page') && url.url.length <= LOOKUP_QUERY_MAX;
    const site = whole ? url.url : (url.domain ?? url.host);
    add(site, site);
  }
  return targets;
}
