import { z } from 'zod';
import type { UrlEntity } from '@scambuddy/contracts';
import data from '../../data/official-domains.json' with { type: 'json' };
import { BRANDS } from './brands.js';

const OfficialDomainsSchema = z.object({
  about: z.string(),
  entries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      domains: z.array(z.string()),
      /** Exact host names on link platforms many companies share (grubhub.app.link). */
      hosts: z.array(z.string()).optional(),
      /** Top-level domains reserved to one kind of owner (gov, mil). */
      suffixes: z.array(z.string()).optional(),
      /**
       * Where anyone can publish on the entry's domains: a host and its sub-domains
       * (sites.google.com, t.me), or the beginning of an address (venmo.com/u/).
       */
      userContent: z.array(z.string()).optional(),
      source: z.string().min(1),
      /** Customer-service numbers printed on the organisation's own contact page. */
      phones: z.array(z.string()).optional(),
      /** The page the numbers come from. */
      phoneSource: z.string().min(1).optional(),
    }),
  ),
});

/** The committed list of official domains, each entry with its source (data/official-domains.json). */
export const OFFICIAL_DOMAINS = OfficialDomainsSchema.parse(data).entries;

const DOMAINS: ReadonlySet<string> = new Set([
  ...OFFICIAL_DOMAINS.flatMap((entry) => entry.domains),
  ...BRANDS.flatMap((brand) => brand.officialDomains),
]);
const HOSTS: ReadonlySet<string> = new Set(OFFICIAL_DOMAINS.flatMap((entry) => entry.hosts ?? []));
const SUFFIXES: readonly string[] = OFFICIAL_DOMAINS.flatMap((entry) => entry.suffixes ?? []);
const USER_CONTENT: readonly string[] = OFFICIAL_DOMAINS.flatMap(
  (entry) => entry.userContent ?? [],
);
/** A link that carries another address (google.com/url?q=https://…) goes there, not to its host. */
const CARRIED_ADDRESS = /[?&=/](?:https?(?::|%3a)|www\.)/i;

/** The name of the company or agency a registrable domain belongs to, by the committed list. */
export function officialOwnerOf(domain: string): string | undefined {
  return OFFICIAL_DOMAINS.find((entry) => entry.domains.includes(domain))?.name;
}

/** A registrable domain that belongs to a known company or agency. */
export function isOfficialDomain(domain: string): boolean {
  return DOMAINS.has(domain) || SUFFIXES.some((suffix) => domain.endsWith(`.${suffix}`));
}

/** A link whose host belongs to a known company or agency (its domain, or an exact shared host). */
export function isOfficialHost(host: string, domain: string | null): boolean {
  return HOSTS.has(host) || (domain !== null && isOfficialDomain(domain));
}

/** What follows the host in a link ("/u/JSmith?x=1"), or "" when nothing does. */
function pathOf(url: string): string {
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const slash = rest.search(/[/?#]/);
  return slash < 0 ? '' : rest.slice(slash);
}

/** What follows the host in a link, lower-cased ("/u/jsmith?x=1"), or "" when nothing does. */
export function pathAfterHost(url: string): string {
  return pathOf(url).toLowerCase();
}

/**
 * A page on a company's domain that anyone can publish (a shared document or form, a personal
 * payment page, a chat channel): the company is not the one speaking there, and scammers use
 * exactly these pages because the address looks trustworthy.
 */
export function isUserContent(url: string, host: string): boolean {
  const bareHost = host.replace(/^www\./, '');
  const address = `${bareHost}${pathAfterHost(url)}`;
  return USER_CONTENT.some((entry) =>
    entry.includes('/')
      ? address.startsWith(entry)
      : bareHost === entry || bareHost.endsWith(`.${entry}`),
  );
}

/** The longest carried address read: enough for any real link, bounded for a hostile one. */
const MAX_CARRIED = 500;

/**
 * The address a link carries and sends the reader on to ("https://evil.example/x" in
 * "google.com/url?q=https%3A%2F%2Fevil.example%2Fx&sa=D"), decoded; null when it carries none.
 */
export function carriedAddress(url: string): string | null {
  const path = pathOf(url).slice(1);
  const found = CARRIED_ADDRESS.exec(path);
  if (!found) return null;
  // From the carried scheme or "www." (the match starts at the "?", "&", "=" or "/" before it).
  const start = found.index + 1;
  const raw = path.slice(start, start + MAX_CARRIED).split(/[&\s]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A link the organisation itself sends people to: an official host, not a page anyone can
 * publish there, and not a redirect to another address.
 */
export function isOfficialLink(url: string, host: string, domain: string | null): boolean {
  return isOfficialHost(host, domain) && !isUserContent(url, host) && carriedAddress(url) === null;
}

/** An extracted link that is official (above) and that no link check flagged. */
export function isCleanOfficialLink(url: UrlEntity): boolean {
  return (
    url.domain !== null && isOfficialLink(url.url, url.host, url.domain) && url.flags.length === 0
  );
}
