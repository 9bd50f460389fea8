/**
 * Pure rules for serving the built client: which paths are refused outright, which requests get
 * the single-page app, and how long each file may be cached.
 */

/** Paths owned by the server; they never fall back to the app page. */
const SERVER_PREFIXES = ['/api', '/auth', '/ws'];

/** Percent-encoding can be nested (`%252e` is `%2e` is `.`); this many rounds covers real attacks. */
const MAX_DECODE_ROUNDS = 4;

/**
 * True when a URL path tries to leave the web folder or hide its shape: a `..`, `.` or empty
 * segment after any number of percent-decodings, a backslash (Windows separator), a NUL byte, or encoding too
 * broken to decode. Such paths get a plain 404, whatever lies behind them.
 */
export function isSuspiciousPath(rawPath: string): boolean {
  let path = rawPath;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (path.includes('\\') || path.includes('\0')) return true;
    if (hasDotOrEmptySegment(path)) return true;
    if (!path.includes('%')) return false;
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) return false;
      path = decoded;
    } catch {
      return true;
    }
  }
  return true;
}

/** `..` and `.` climb or hide; an empty segment (`//etc`) is how absolute paths sneak in. */
function hasDotOrEmptySegment(path: string): boolean {
  const segments = path.split('/');
  return segments.some(
    (segment, index) =>
      segment === '..' ||
      segment === '.' ||
      (segment === '' && index > 0 && index < segments.length - 1),
  );
}

/** The path part of a raw request URL, without the query string or fragment. */
export function pathOf(rawUrl: string): string {
  const end = rawUrl.search(/[?#]/);
  return end === -1 ? rawUrl : rawUrl.slice(0, end);
}

/** A build's source map: `index-abc123.js.map`, `style.css.map`. */
export function isSourceMapPath(path: string): boolean {
  return path.toLowerCase().endsWith('.map');
}

export function isServerPath(path: string): boolean {
  const lower = path.toLowerCase();
  return SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * The app page (index.html) answers page navigations the files do not: GETs that do not ask for
 * something else first, outside the server's own paths and outside `/assets/`, where a missing
 * file must stay a 404 so a stale bundle fails loudly instead of receiving HTML as JavaScript.
 */
export function shouldServeAppPage(input: {
  method: string;
  path: string;
  accept: string | undefined;
}): boolean {
  const method = input.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isServerPath(input.path) || input.path.startsWith('/assets/')) return false;
  return acceptsPage(input.accept);
}

/**
 * Whether an Accept header takes a page. Any type alone (curl, link previewers, some assistive tools)
 * or no header at all takes anything, so it gets the page (issue 18); a client whose first choice
 * is another type (`application/json` from a script, `image/*` for a missing favicon) gets the
 * JSON 404 it can read.
 */
export function acceptsPage(accept: string | undefined): boolean {
  const ranges = (accept ?? '')
    .split(',')
    .map((range) => (range.split(';')[0] ?? '').trim().toLowerCase())
    .filter((range) => range !== '');
  if (ranges.some((range) => PAGE_TYPES.has(range))) return true;
  const first = ranges[0];
  return first === undefined || first === '*/*' || first === 'text/*';
}

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.replaceAll('\\', '/');
  return normalized.startsWith('assets/') || normalized.includes('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** One screen the client build drew ahead (apps/web/dist/pages/pages.json, decision 0046). */
export interface PrerenderedPage {
  /** A route as the client's router writes it: `/`, `/about`, `/report/:id`. */
  route: string;
  /** The file under pages/. */
  file: string;
}

/** Whether a request path is the route: a `:param` segment stands for any one non-empty segment. */
export function matchesRoute(route: string, path: string): boolean {
  const routeSegments = route.split('/');
  const pathSegments = path.split('/');
  if (routeSegments.length !== pathSegments.length) return false;
  return routeSegments.every((segment, index) => {
    const actual = pathSegments[index] ?? '';
    return segment.startsWith(':') ? actual !== '' : segment === actual;
  });
}

/**
 * The pre-rendered page to send for a page request, or undefined for the plain app page. Only for
 * visitors who see the pages as drawn: English and default reading comfort, which is what the
 * client mirrors into the preference cookies (contracts' PREFERENCE_COOKIES).
 */
export function prerenderedPageFor(
  pages: readonly PrerenderedPage[],
  path: string,
  preferenceCookies: readonly (string | undefined)[],
): PrerenderedPage | undefined {
  if (preferenceCookies.some((value) => value !== undefined && value !== '')) return undefined;
  return pages.find((page) => matchesRoute(page.route, path));
}
