import type { UrlEntity } from '@scambuddy/contracts';
import { parse } from 'tldts';
import { foldForMatching } from '../text/fold.js';
import { BRANDS, RISKY_TLDS, SHORTENER_DOMAINS } from './brands.js';
import { isOfficialHost, isOfficialLink, pathAfterHost } from './official-domains.js';
import { editDistance } from './edit-distance.js';

/**
 * Link candidates: with a scheme or www, or bare `name.tld`. Dots separate labels whose class
 * excludes the dot, so matching stays linear.
 */
export const URL_CANDIDATE =
  /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"'()[\]{}]{1,2000}|(?<![a-z0-9.-])[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,5}(?::\d{1,5})?(?:\/[^\s<>"'()]{0,2000})?/gi;

const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;
const MAX_URLS = 50;
/** What a fake government address imitates: its key in the lookup's BRAND_NAMES ('.gov'). */
const US_GOVERNMENT = 'us_government';
const PATH_READ = 200;

function labelParts(label: string): string[] {
  const folded = foldForMatching(label).text;
  return [folded.replace(/-/g, ''), ...folded.split('-')].filter((part) => part.length > 0);
}

/** Digits written for the letters they resemble: "g00gle", "amaz0n", "paypa1", "micr0s0ft". */
const DIGIT_FOR_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '5': 's' };

/** A part spelled with digits for letters, read back as letters (none when it has no such digit). */
function undigited(part: string): string | undefined {
  if (!/[a-z]/.test(part) || !/[0135]/.test(part)) return undefined;
  return part.replace(/[0135]/g, (digit) => DIGIT_FOR_LETTER[digit] ?? digit);
}

/** The brand a domain label imitates: same name on a foreign domain, or one edit away. */
function findImitatedBrand(domainLabel: string): string | undefined {
  const parts = labelParts(domainLabel);
  for (const brand of BRANDS) {
    for (const name of brand.names) {
      for (const part of parts) {
        if (part === name) return brand.id;
        if (brand.exactPartOnly) continue;
        const letters = undigited(part);
        if (
          letters !== undefined &&
          name.length >= 4 &&
          (letters === name || (name.length >= 5 && letters.includes(name)))
        )
          return brand.id;
        if (name.length >= 5 && part.length >= 5 && editDistance(part, name, 1) <= 1)
          return brand.id;
        if (name.length >= 5 && part.length > name.length && part.includes(name)) return brand.id;
      }
    }
  }
  return undefined;
}

/** A registrable name that opens with a suffix and a hyphen: "ups.com-reschedule.delivery". */
const SUFFIX_DRESSED_NAME = /^(?:com|net|org|gov|us)-/;

/**
 * The brand a subdomain names: a longer name anywhere in it, or any name, however short, as the
 * whole label written in front of a name that opens "com-" ("ups.com-reschedule.delivery",
 * "irs.gov-refund.info"): the brand's own address, and the made-up domain after it (decision 0104).
 */
function findBrandInSubdomain(subdomain: string, domainLabel: string): string | undefined {
  const labels = subdomain.split('.');
  const dressed = SUFFIX_DRESSED_NAME.test(domainLabel) ? labels[labels.length - 1] : undefined;
  for (const brand of BRANDS) {
    if (
      brand.names.some(
        (name) =>
          name === dressed ||
          (name.length >= 4 &&
            labels.some((l) =>
              // A name that is also a word ("ring" in "monitoring") counts only as a whole part
              // (decision 0108), as in the domain itself.
              brand.exactPartOnly
                ? l.split('-').includes(name)
                : l.replace(/-/g, '').includes(name),
            )),
      )
    ) {
      return brand.id;
    }
  }
  return undefined;
}

/** A public suffix that only governments register under (gov.uk, go.jp, gob.mx, gc.ca, gouv.fr). */
const GOVERNMENT_SUFFIX = /(?:^|\.)(?:gov|go|gob|gouv|govt|gc|mil)(?:\.|$)/;
/** The word "gov" as its own part of a label: dmv-ca.gov-ticket.cc, irs.gov.refund-help.com. */
const GOV_PART = /(?:^|[.-])gov(?:[.-]|$)/;
/**
 * An agency's short name joined by hyphens to other words ("txdps-realid-appt.com",
 * "dmv-renewal-center.com"): agencies publish under .gov (or a domain the official list names).
 * Only a name joined by hyphens: inside a longer word ("goodmvp", "adpsolutions") it is chance.
 */
const AGENCY_PART =
  /(?:^|-)(?:tx)?(?:dmv|dps|realid|fema|uscis|tsa|ssa)(?=-)|-(?:dmv|dps|realid|fema|uscis|tsa|ssa)$/;

/**
 * An address dressed as a government site that is not one: "gov" in its name or in front of it,
 * on a domain no government uses ("dmv-ca.gov-ticket.cc"). Real .gov hosts end in .gov, where
 * "gov" is the suffix, not part of the name.
 */
function imitatesGovernment(domainLabel: string, subdomain: string, suffix: string): boolean {
  if (GOVERNMENT_SUFFIX.test(suffix)) return false;
  const label = foldForMatching(domainLabel).text;
  return GOV_PART.test(label) || AGENCY_PART.test(label) || GOV_PART.test(subdomain);
}

/**
 * The brand a page names in its address after the host (sites.google.com/view/chase-verify):
 * a whole word of the address, or a longer name inside a word with no digits (random page ids
 * have digits, and could hold a short name by chance).
 */
function findBrandInPath(path: string): string | undefined {
  // The opening of the address is enough (a page's name comes first), and keeps the work
  // bounded on hostile input: 50 links of 2,000 characters each.
  const segments = path
    .slice(0, PATH_READ)
    .split(/[/?#&=]+/)
    .filter((segment) => segment.length > 0);
  const words = segments.flatMap((segment) => [
    segment.replace(/[-_.]/g, ''),
    ...segment.split(/[^a-z0-9]+/),
  ]);
  for (const brand of BRANDS) {
    const named = brand.names.some((name) =>
      words.some(
        (word) =>
          (name.length >= 3 && word === name) ||
          (name.length >= 5 && !/\d/.test(word) && word.includes(name)),
      ),
    );
    if (named) return brand.id;
  }
  return undefined;
}

/**
 * A registrable name of words joined by hyphens, one of them a service word: "denver-parkingpay",
 * "edd-ca-claims", "stjude-donorcare", "secondharvest-reliefdonations". Made up to pass for an
 * organisation's payment or help page; organisations use their own plain name (denvergov.org,
 * edd.ca.gov). Measured (decision 0070): 9 of the corpus's scam mails and 1 genuine one
 * (news-portal.com, before "portal" was left out), 338 probe scams and 2 genuine texts
 * (service-now.com, now listed as ServiceNow's, where anyone may publish). "efile": a court's or
 * the IRS's e-filing notice from "fultoncourt-efile.com" (8 scams, no genuine message, decision 0103).
 */
const SERVICE_WORDS_NAME =
  /^(?=[a-z0-9]+(?:-[a-z0-9]+)+$)[a-z0-9-]*(?:pay|claims?|verif|support|care|billing|secur|login|account|update|relief|donat|refund|reward|deliver|parcel|track|customs|duty|duties|service|help|center|centre|alert|citation|toll|renew|invoice|tithe|giving|give$|pledge|confirm|records|checkin|efile)/;

function analyseUrl(candidate: string): UrlEntity | null {
  const url = candidate.replace(TRAILING_PUNCTUATION, '');
  const hasScheme = /^(?:https?:\/\/|www\.)/i.test(url);
  const info = parse(url);
  const host = (info.hostname ?? '').toLowerCase();
  if (!host) return null;
  const flags: string[] = [];
  if (info.isIp) {
    if (!hasScheme && !/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return null;
    // A bare dotted quad with no scheme, port or path is far more often a version number
    // ("Conf.pm,1.91.2.1") or a quoted address than a link someone is asked to open.
    if (!hasScheme && !/^[\d.]+[:/]/.test(url)) return null;
    return { url, host, domain: null, flags: ['ip_host'] };
  }
  if (!info.domain || info.isIcann !== true) return null;
  const domain = info.domain.toLowerCase();
  const suffix = (info.publicSuffix ?? '').toLowerCase();
  if (!hasScheme && /^\d+$/.test(info.domainWithoutSuffix ?? '')) return null;
  let imitates: string | undefined;
  if (host.includes('xn--')) flags.push('punycode');
  // A company's real domain is never a look-alike, even where anyone can publish on it
  // (sites.google.com): such a page is only not official.
  const genuineDomain = isOfficialHost(host, domain);
  const official = isOfficialLink(url, host, domain);
  // A company's own short-link domain (amzn.to) hides nothing: it goes where the company sends it.
  if (SHORTENER_DOMAINS.has(domain) && !official) flags.push('shortener');
  if (genuineDomain && !official) {
    // A page anyone can publish on a real company's site, or a redirect from it: what to look up
    // is this address, not the company's domain.
    flags.push('shared_page');
    // Named after a company, the trusted address carries the scammer's page (Google Sites,
    // Forms, a shared drive).
    const named = findBrandInPath(pathAfterHost(url));
    if (named) {
      flags.push('brand_on_shared_page');
      imitates = named;
    }
  }
  if (!genuineDomain) {
    const lookalike = findImitatedBrand(info.domainWithoutSuffix ?? '');
    if (lookalike) {
      flags.push('lookalike');
      imitates = lookalike;
    }
    const inSubdomain = findBrandInSubdomain(info.subdomain ?? '', info.domainWithoutSuffix ?? '');
    if (inSubdomain) {
      flags.push('brand_in_subdomain');
      imitates ??= inSubdomain;
    }
    if (RISKY_TLDS.has(suffix)) flags.push('risky_tld');
    if (!imitates && SERVICE_WORDS_NAME.test(info.domainWithoutSuffix ?? '')) {
      flags.push('service_words');
    }
    if (
      !flags.includes('lookalike') &&
      imitatesGovernment(info.domainWithoutSuffix ?? '', info.subdomain ?? '', suffix)
    ) {
      flags.push('lookalike');
      imitates ??= US_GOVERNMENT;
    }
  }
  return imitates ? { url, host, domain, flags, imitates } : { url, host, domain, flags };
}

/** Every link in the text, each with the reasons it is risky. */
export function extractUrls(display: string): UrlEntity[] {
  const urls: UrlEntity[] = [];
  const seen = new Set<string>();
  for (const match of display.matchAll(URL_CANDIDATE)) {
    if (urls.length >= MAX_URLS) break;
    const before = match.index > 0 ? display.charAt(match.index - 1) : '';
    if (before === '@' || before === '.' || before === '-') continue;
    // The name before an e-mail address's "@" ("Fidelity.Investments@fidelity.com") is no link,
    // though it may read as one (".investments" is a top-level domain).
    if (display.charAt(match.index + match[0].length) === '@') continue;
    const entity = analyseUrl(match[0]);
    if (entity && !seen.has(entity.url)) {
      seen.add(entity.url);
      urls.push(entity);
    }
  }
  return urls;
}
