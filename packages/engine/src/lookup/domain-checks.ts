import { domainToUnicode } from 'node:url';
import type { LookupCheck } from '@scambuddy/contracts';
import { parse } from 'tldts';
import { BRANDS } from '../entities/brands.js';
import {
  carriedAddress,
  isOfficialDomain,
  isUserContent,
  officialOwnerOf,
} from '../entities/official-domains.js';
import { extractUrls } from '../entities/urls.js';

/**
 * What can be told about a web address from the address alone (issue 10, link lookup), reusing
 * the engine's link checks (lookalike of a brand or agency, brand in a subdomain, punycode, raw
 * IP, shortener, risky ending) and adding letters from other alphabets, long chains of
 * subdomains or hyphens, and official .gov/.mil addresses. The age of a domain needs a registry
 * (WHOIS) lookup we do not make; the answer says so instead of guessing.
 */

/** How brands are named on screen: their own names, which are not translated. */
export const BRAND_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  amazon: 'Amazon',
  apple: 'Apple',
  microsoft: 'Microsoft',
  google: 'Google',
  netflix: 'Netflix',
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  irs: 'IRS',
  ssa: 'Social Security (SSA)',
  medicare: 'Medicare',
  amex: 'American Express',
  indeed: 'Indeed',
  western_union: 'Western Union',
  ebay: 'eBay',
  disney: 'Disney',
  hulu: 'Hulu',
  vanguard: 'Vanguard',
  quest_diagnostics: 'Quest Diagnostics',
  paperless_post: 'Paperless Post',
  airbnb: 'Airbnb',
  home_depot: 'The Home Depot',
  delta: 'Delta Air Lines',
  opm: 'Office of Personnel Management (OPM)',
  kroger: 'Kroger',
  ancestry: 'Ancestry',
  myheritage: 'MyHeritage',
  etsy: 'Etsy',
  public_storage: 'Public Storage',
  adt: 'ADT',
  wise: 'Wise',
  shein: 'SHEIN',
  temu: 'Temu',
  southwest: 'Southwest Airlines',
  ring: 'Ring',
  truist: 'Truist',
  labcorp: 'Labcorp',
  first_advantage: 'First Advantage',
  fidelity: 'Fidelity',
  adp: 'ADP',
  consumer_cellular: 'Consumer Cellular',
  pseg: 'PSEG',
  state_farm: 'State Farm',
  progressive: 'Progressive',
  experian: 'Experian',
  epic_games: 'Epic Games',
  roblox: 'Roblox',
  global_entry: 'Global Entry',
  turbotax: 'TurboTax',
  salvation_army: 'Salvation Army',
  chase: 'Chase',
  wells_fargo: 'Wells Fargo',
  bank_of_america: 'Bank of America',
  citi: 'Citi',
  capital_one: 'Capital One',
  usaa: 'USAA',
  venmo: 'Venmo',
  zelle: 'Zelle',
  cash_app: 'Cash App',
  coinbase: 'Coinbase',
  metamask: 'MetaMask',
  student_aid: 'Federal Student Aid',
  ezpass: 'E-ZPass',
  walmart: 'Walmart',
  gofundme: 'GoFundMe',
  spotify: 'Spotify',
  navy_federal: 'Navy Federal Credit Union',
  costco: 'Costco',
  geek_squad: 'Geek Squad',
  norton: 'Norton',
  mcafee: 'McAfee',
  facebook: 'Facebook',
  att: 'AT&T',
  verizon: 'Verizon',
  tmobile: 'T-Mobile',
  unitedhealthcare: 'UnitedHealthcare',
  xfinity: 'Xfinity',
  docusign: 'DocuSign',
  cvs: 'CVS Pharmacy',
  walgreens: 'Walgreens',
  dmv: 'DMV',
  tsa: 'TSA',
  zillow: 'Zillow',
  redcross: 'American Red Cross',
  hertz: 'Hertz',
  socalgas: 'SoCalGas',
  tithely: 'Tithely',
  ticketmaster: 'Ticketmaster',
  kohls: "Kohl's",
  roku: 'Roku',
  zoom: 'Zoom',
  // The address ending itself, a name that reads the same in every interface language; held
  // left-to-right (Unicode isolates) so right-to-left text does not move its dot to the end.
  us_government: '\u2066.gov\u2069',
  starlink: 'Starlink',
  usmint: 'United States Mint',
  hud: 'U.S. Department of Housing and Urban Development (HUD)',
  evite: 'Evite',
  lyft: 'Lyft',
  carvana: 'Carvana',
  mohela: 'MOHELA',
  noom: 'Noom',
  tesla: 'Tesla',
  usapickleball: 'USA Pickleball',
  dominion_energy: 'Dominion Energy',
  duke_energy: 'Duke Energy',
  xcel_energy: 'Xcel Energy',
  georgia_power: 'Georgia Power',
  nextdoor: 'Nextdoor',
  target: 'Target',
  cologuard: 'Cologuard',
  geico: 'GEICO',
  allstate: 'Allstate',
  nhtsa: 'NHTSA',
  liberty_mutual: 'Liberty Mutual',
  hallmark: 'Hallmark',
  carnival: 'Carnival Cruise Line',
  royal_caribbean: 'Royal Caribbean',
  newegg: 'Newegg',
  rheem: 'Rheem',
  united_airlines: 'United Airlines',
};

/**
 * The name people write for a brand id; any other text (a message's own sender tag) as it is.
 * Own keys only: "constructor" or "toString" from a message must not reach Object's prototype.
 */
export function brandName(id: string): string {
  return Object.hasOwn(BRAND_NAMES, id) ? (BRAND_NAMES[id] ?? id) : id;
}

/**
 * Cyrillic and Greek letters drawn like Latin ones (the common cases of Unicode's confusables
 * list), mapped to the Latin letter a reader sees.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** The address as a reader sees it, other alphabets' look-alike letters replaced by Latin ones. */
export function latinSkeleton(host: string): string {
  return [...host.normalize('NFKC').toLowerCase()]
    .map((char) => CONFUSABLES[char] ?? char)
    .join('');
}

/** A label mixing Latin letters with Cyrillic or Greek ones, or spelled only in look-alikes. */
function hasHomoglyphs(unicodeHost: string): boolean {
  return unicodeHost.split('.').some((label) => {
    const foreign = /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(label);
    if (!foreign) return false;
    const latin = /\p{Script=Latin}/u.test(label);
    const skeleton = latinSkeleton(label);
    return latin || /^[a-z0-9-]+$/.test(skeleton);
  });
}

function officialBrandOf(domain: string): string | undefined {
  return BRANDS.find((brand) => brand.officialDomains.includes(domain))?.id;
}

export interface DomainLookup {
  kind: 'domain';
  /** The registrable domain (or the IP address), lowercased, in its ASCII (punycode) form. */
  normalized: string;
  /** The same in its own letters. */
  display: string;
  /** The full host name as typed, ASCII. */
  host: string;
  checks: LookupCheck[];
}

function check(
  id: LookupCheck['id'],
  result: LookupCheck['result'],
  params: LookupCheck['params'] = {},
): LookupCheck {
  return { id, result, explanationKey: `lookup:checks.${id}`, params };
}

/** The host of a typed web address, ASCII (punycode) and lowercased; null when there is none. */
export function hostOf(raw: string): string | null {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // "user@host" is an e-mail address or a trick that hides the real host.
    if (url.username !== '' || url.password !== '') return null;
    return (
      url.hostname
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '')
        .toLowerCase() || null
    );
  } catch {
    return null;
  }
}

/** Checks one web address; null when it is not one (no public ending, no dots, not an IP). */
export function checkDomain(raw: string): DomainLookup | null {
  const host = hostOf(raw);
  if (host === null) return null;
  const info = parse(host);
  if (info.isIp) {
    return {
      kind: 'domain',
      normalized: host,
      display: host,
      host,
      checks: [check('domain_ip_host', 'danger'), check('domain_age_unknown', 'info')],
    };
  }
  if (!info.domain || info.isIcann !== true || !host.includes('.')) return null;

  const domain = info.domain.toLowerCase();
  const unicodeHost = domainToUnicode(host) || host;
  const userContent = isUserContent(raw.trim(), host);
  // On a page anyone can publish, the host is what the person should read (sites.google.com),
  // not the company's domain, which would read as if the company were speaking.
  const display = userContent ? unicodeHost : domainToUnicode(domain) || domain;
  const checks: LookupCheck[] = [];
  // The engine's own link checks, as an analysis would see this address in a message.
  const entity = extractUrls(`https://${host}/`)[0];
  const flags = new Set(entity?.flags ?? []);

  const carried = carriedAddress(raw.trim());
  const target = carried === null ? null : hostOf(carried);
  if (carried !== null) {
    // A redirect (google.com/url?q=…, a company's own "redir?url=…") leads where it carries, not
    // to its host: naming the host's owner would vouch for a page it does not serve.
    checks.push(
      check('domain_redirect', 'caution', {
        target: target === null ? carried : domainToUnicode(target) || target,
      }),
    );
  } else if (userContent) {
    // The company owns the address, but anyone can publish a page on it (Google Sites, paypal.me,
    // t.me): saying "a real address of Google" would vouch for whoever made the page.
    const owner = officialBrandOf(domain);
    checks.push(
      check('domain_user_content', 'caution', {
        brand: owner ? brandName(owner) : (officialOwnerOf(domain) ?? display),
      }),
    );
  } else if (domain.endsWith('.gov') || domain.endsWith('.mil')) {
    checks.push(check('domain_official_gov', 'ok', { domain }));
  } else if (domain.endsWith('.edu')) {
    // Only accredited US colleges hold .edu (the analysis counts such links as official too), but
    // their student and staff mailboxes are often taken over: 'ok' for the address, with a caveat.
    checks.push(check('domain_official_edu', 'ok', { domain }));
  } else {
    const official = officialBrandOf(domain);
    if (official) checks.push(check('domain_official_brand', 'ok', { brand: brandName(official) }));
  }

  // The brand the registrable name imitates, by the engine's spelling check or, below, by its
  // look-alike letters.
  let imitated = flags.has('lookalike') ? entity?.imitates : undefined;
  if (host.includes('xn--')) {
    checks.push(check('domain_punycode', 'danger', { unicode: unicodeHost }));
  }
  if (hasHomoglyphs(unicodeHost)) {
    const skeleton = latinSkeleton(unicodeHost);
    checks.push(check('domain_homoglyph', 'danger', { looksLike: skeleton }));
    // A look-alike spelling of a real address imitates that brand.
    const skeletonDomain = parse(skeleton).domain ?? '';
    const skeletonEntity = extractUrls(`https://${skeleton}/`)[0];
    imitated ??=
      officialBrandOf(skeletonDomain) ??
      (isOfficialDomain(skeletonDomain) ? undefined : skeletonEntity?.imitates);
  }
  if (imitated) {
    checks.push(check('domain_lookalike', 'danger', { brand: brandName(imitated) }));
  }
  if (flags.has('brand_in_subdomain')) {
    checks.push(
      check('domain_brand_in_subdomain', 'danger', {
        brand: brandName(entity?.imitates ?? ''),
        domain: display,
      }),
    );
  }
  if (flags.has('shortener')) checks.push(check('domain_shortener', 'caution'));
  if (flags.has('risky_tld')) {
    checks.push(check('domain_risky_tld', 'caution', { ending: `.${info.publicSuffix ?? ''}` }));
  }
  if (flags.has('service_words')) checks.push(check('domain_service_words', 'caution'));

  const subdomains = (info.subdomain ?? '').split('.').filter((label) => label && label !== 'www');
  if (subdomains.length >= 3) {
    checks.push(check('domain_many_subdomains', 'caution', { count: subdomains.length }));
  }
  const hyphens = host.replace(/xn--/g, '').split('-').length - 1;
  if (hyphens >= 2) checks.push(check('domain_many_hyphens', 'caution', { count: hyphens }));

  if (!checks.some((item) => item.result === 'danger' || item.result === 'caution')) {
    checks.push(check('domain_nothing_found', 'info'));
  }
  checks.push(check('domain_age_unknown', 'info'));

  return { kind: 'domain', normalized: domain, display, host, checks };
}
