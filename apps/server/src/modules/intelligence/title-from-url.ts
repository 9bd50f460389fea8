/**
 * A readable title from an official page's address, for items whose headline was never seen (the
 * bundled snapshot has a few: "Title not seen" in its evidence). Agencies' addresses end in the
 * headline as a slug — oig.ssa.gov/scam-alerts/2026-08-31-protect-your-social-security-number/ —
 * so "Protect your social security number" says far more than "Untitled item" (issue 19.15).
 * A date prefix and a file extension are dropped; a slug of fewer than three words (an id, "index")
 * gives null, and the screen keeps its own "Untitled" text.
 */
/** Agency and programme abbreviations that slugs write in lowercase. */
const ACRONYMS: ReadonlySet<string> = new Set([
  'ssa',
  'ftc',
  'irs',
  'fbi',
  'hhs',
  'oig',
  'sec',
  'doj',
  'usps',
  'ic3',
  'cfpb',
  'aarp',
  'ssn',
]);

export function titleFromUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const segment = pathname
    .split('/')
    .filter((part) => part !== '')
    .at(-1);
  if (segment === undefined) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    slug = segment;
  }
  const words = slug
    .replace(/\.(?:s?html?|aspx?|php)$/i, '')
    .replace(/^\d{4}-\d{2}(?:-\d{2})?-/, '')
    .split(/[-_+\s]+/)
    .filter((word) => word !== '');
  if (words.length < 3 || words.every((word) => /^\d+$/.test(word))) return null;
  const text = words
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
