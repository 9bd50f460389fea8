/**
 * The scammer's identifiers in one normal form, so "(800) 555-0199", "1-800-555-0199" and
 * "+18005550199" are the same number, and "https://www.Pay-Now.example.com/x" and
 * "pay-now.example.com" the same site. Grouping, verification and the analysis lookup all use
 * these keys; none of them is ever shown.
 */

export type IdentifierKind = 'phone' | 'email' | 'domain';

export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

/** North American numbers keep their 10 digits; others 7 to 15 digits (E.164 allows 15). */
export function phoneKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (digits.length < 7 || digits.length > 15) return null;
  return digits;
}

export function emailKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

// Second-level labels under which registrations happen one level deeper (example.co.uk).
const SHARED_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu']);

/**
 * The registrable part of a web address or host name: "login.pay-now.example.com" and
 * "https://www.example.com/path" give "example.com"; "shop.example.co.uk" gives "example.co.uk".
 * A rough rule without the public-suffix list, applied the same way on both sides of a match.
 */
export function domainKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim().toLowerCase();
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return null;
  }
  if (!host.includes('.') || /^[\d.]+$/.test(host)) return host.includes('.') ? host : null;
  const labels = host.split('.').filter((label) => label.length > 0);
  if (labels.length < 2) return null;
  const secondLevel = labels[labels.length - 2] ?? '';
  const topLevel = labels[labels.length - 1] ?? '';
  const keep = SHARED_SECOND_LEVELS.has(secondLevel) && topLevel.length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The keys of a report's three identifier fields, null where a field is empty or unusable. */
export function reportIdentifierKeys(report: {
  phoneNumber?: string | null | undefined;
  emailAddress?: string | null | undefined;
  websiteUrl?: string | null | undefined;
}): { phoneKey: string | null; emailKey: string | null; domainKey: string | null } {
  return {
    phoneKey: phoneKey(report.phoneNumber),
    emailKey: emailKey(report.emailAddress),
    domainKey: domainKey(report.websiteUrl),
  };
}

/** The identifiers behind a report's keys (as stored in its key columns), empty ones left out. */
export function identifiersOfKeys(keys: {
  phoneKey: string | null;
  emailKey: string | null;
  domainKey: string | null;
}): Identifier[] {
  return (['phone', 'email', 'domain'] as const).flatMap((kind) => {
    const value = keys[`${kind}Key`];
    return value === null ? [] : [{ kind, value }];
  });
}

/** An identifier as the analysis found it, normalised; null when it has no usable key. */
export function normaliseIdentifier(identifier: Identifier): Identifier | null {
  const key =
    identifier.kind === 'phone'
      ? phoneKey(identifier.value)
      : identifier.kind === 'email'
        ? emailKey(identifier.value)
        : domainKey(identifier.value);
  return key === null ? null : { kind: identifier.kind, value: key };
}
