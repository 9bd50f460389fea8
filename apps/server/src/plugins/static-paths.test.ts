import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  isServerPath,
  isSuspiciousPath,
  matchesRoute,
  pathOf,
  prerenderedPageFor,
  shouldServeAppPage,
} from './static-paths.js';

describe('isSuspiciousPath', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/..%2Fpackage.json',
    '/%2e%2e%2f%2e%2e/etc/passwd',
    '/%252e%252e/package.json',
    '/%25252e%25252e%25252fetc/passwd',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..\\package.json',
    '/%5c..%5cpackage.json',
    '/..%5cpackage.json',
    '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
    '/index.html%00.js',
    '/%',
    '/%E0%A4%A',
    '/./index.html',
    '//etc/passwd',
    '/assets//index.js',
    '/%2f%2fetc/passwd',
  ])('refuses %s', (path) => {
    expect(isSuspiciousPath(path)).toBe(true);
  });

  it.each(['/', '/report/abc-123', '/assets/index-abc123.js', '/a%20b', '/..foo/x', '/x..y'])(
    'lets %s through',
    (path) => {
      expect(isSuspiciousPath(path)).toBe(false);
    },
  );
});

describe('pathOf', () => {
  it('drops the query string and fragment', () => {
    expect(pathOf('/history?q=1')).toBe('/history');
    expect(pathOf('/a#b')).toBe('/a');
    expect(pathOf('/plain')).toBe('/plain');
  });
});

describe('isServerPath', () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/API/x', true],
    ['/auth/user', true],
    ['/ws', true],
    ['/apis', false],
    ['/wsx', false],
    ['/authors', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isServerPath(path)).toBe(expected);
  });
});

describe('shouldServeAppPage', () => {
  const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

  it.each([
    ['GET', '/', html, true],
    ['GET', '/report/abc', html, true],
    ['HEAD', '/history', html, true],
    ['GET', '/history', 'application/json', false],
    ['GET', '/history', undefined, true],
    ['GET', '/history', '*/*', true],
    ['GET', '/', '*/*', true],
    ['GET', '/about', 'text/*', true],
    ['GET', '/history', 'application/json, text/plain, */*', false],
    ['GET', '/favicon.ico', 'image/avif,image/webp,*/*', false],
    ['GET', '/api/nothing', '*/*', false],
    ['POST', '/history', html, false],
    ['GET', '/api/nothing', html, false],
    ['GET', '/auth/nothing', html, false],
    ['GET', '/ws', html, false],
    ['GET', '/assets/missing.js', html, false],
  ])('%s %s accepting %s → %s', (method, path, accept, expected) => {
    expect(shouldServeAppPage({ method, path, accept })).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});

describe('pre-rendered pages (decision 0046)', () => {
  const pages = [
    { route: '/', file: 'home.html' },
    { route: '/about', file: 'about.html' },
    { route: '/report/:id', file: 'report__id.html' },
  ];

  it('matches a route exactly, with a :param for any one non-empty segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/about', '/about')).toBe(true);
    expect(matchesRoute('/report/:id', '/report/abc-123')).toBe(true);
    expect(matchesRoute('/about', '/about/')).toBe(false);
    expect(matchesRoute('/about', '/About')).toBe(false);
    expect(matchesRoute('/report/:id', '/report/')).toBe(false);
    expect(matchesRoute('/report/:id', '/report/abc/recover')).toBe(false);
    expect(matchesRoute('/', '/about')).toBe(false);
  });

  it('picks the page for a visitor without preference cookies, and none for one with', () => {
    expect(prerenderedPageFor(pages, '/', [undefined, undefined])?.file).toBe('home.html');
    expect(prerenderedPageFor(pages, '/report/x1', [undefined, undefined])?.file).toBe(
      'report__id.html',
    );
    expect(prerenderedPageFor(pages, '/history', [undefined, undefined])).toBeUndefined();
    expect(prerenderedPageFor(pages, '/', ['es', undefined])).toBeUndefined();
    expect(prerenderedPageFor(pages, '/', [undefined, '1'])).toBeUndefined();
    // An emptied cookie (Max-Age=0 not yet applied) is the same as none.
    expect(prerenderedPageFor(pages, '/', ['', undefined])?.file).toBe('home.html');
  });
});
