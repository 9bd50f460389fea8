/**
 * Query parameters that only say how a reader arrived (campaign tags, click ids). Removing them
 * makes the same article one URL whichever newsletter or feed linked it.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'cmpid',
  'sc_cid',
  'source',
]);

function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/**
 * The URL we store and link to: tracking parameters and the fragment removed, otherwise as the
 * source gave it (the agency's server decides what its paths mean). Null when not http(s).
 */
export function cleanUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (isTrackingParam(name)) url.searchParams.delete(name);
  }
  return url.href;
}

/**
 * The identity of a URL for de-duplication: cleaned, https, lower-case host without "www.", no
 * default port, no trailing slash, remaining parameters sorted. Agencies serve the same page under
 * all these variants (ftc.gov and www.ftc.gov, http and https, with and without the slash).
 */
export function canonicalUrl(raw: string): string | null {
  const cleaned = cleanUrl(raw);
  if (cleaned === null) return null;
  const url = new URL(cleaned);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return `https://${host}${url.port ? `:${url.port}` : ''}${path}${query ? `?${query}` : ''}`;
}
