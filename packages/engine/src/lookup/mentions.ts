import { extractPhones } from '../entities/phones.js';

/**
 * Whether a text (an official alert's title and summary) names a phone number or a web address
 * looked up: the same number however it is written, the same site or any of its subdomains.
 */

/** True when `text` names the number whose E.164 form is `e164`. */
export function mentionsPhone(text: string, e164: string): boolean {
  if (!e164.startsWith('+')) return false;
  return extractPhones(text).some((phone) => phone.e164 === e164);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when `text` names `domain` (registrable, lowercased) or a host under it. */
export function mentionsDomain(text: string, domain: string): boolean {
  if (domain.length === 0) return false;
  const pattern = new RegExp(
    `(?<![\\w-])(?:[a-z0-9-]+\\.)*${escapeRegExp(domain)}(?![\\w-]|\\.[a-z0-9])`,
    'i',
  );
  return pattern.test(text);
}
