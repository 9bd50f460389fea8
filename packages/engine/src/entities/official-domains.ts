import { z } from 'zod';
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
      source: z.string().min(1),
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

/** A registrable domain that belongs to a known company or agency. */
export function isOfficialDomain(domain: string): boolean {
  return DOMAINS.has(domain) || SUFFIXES.some((suffix) => domain.endsWith(`.${suffix}`));
}

/** A link whose host belongs to a known company or agency (its domain, or an exact shared host). */
export function isOfficialHost(host: string, domain: string | null): boolean {
  return HOSTS.has(host) || (domain !== null && isOfficialDomain(domain));
}
