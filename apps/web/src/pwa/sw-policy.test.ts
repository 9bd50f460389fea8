import { describe, expect, it } from 'vitest';
import { WARM_MESSAGE } from './register.js';
import {
  WARM_MESSAGE_TYPE,
  cacheNames,
  staleCaches,
  strategyFor,
  warmableAssetPaths,
} from './sw-policy.js';

const origin = 'https://scambuddy.example';
const precached = new Set(['/index.html', '/assets/index-abc.js', '/manifest.webmanifest']);
const at = (path: string, method = 'GET', mode = 'cors') =>
  strategyFor({ method, url: new URL(path, origin), mode, origin, precached });

describe('strategyFor', () => {
  it.each([
    '/api/report/abc',
    '/api/analyze',
    '/API/history',
    '/auth/user',
    '/auth/callback?code=1',
    '/ws',
    '/share',
  ])('never touches the server’s own path %s', (path) => {
    expect(at(path)).toBe('network');
    expect(at(path, 'GET', 'navigate')).toBe('network');
  });

  it('never touches anything but GET (the share target is a POST navigation)', () => {
    expect(at('/share', 'POST', 'navigate')).toBe('network');
    expect(at('/assets/index-abc.js', 'POST')).toBe('network');
    expect(at('/', 'PUT', 'navigate')).toBe('network');
  });

  it('never touches another origin', () => {
    expect(
      strategyFor({
        method: 'GET',
        url: new URL('https://cdn.example/assets/x.js'),
        mode: 'cors',
        origin,
        precached,
      }),
    ).toBe('network');
  });

  it('serves page loads network first with the shell as fallback, report pages included', () => {
    expect(at('/', 'GET', 'navigate')).toBe('navigation');
    expect(at('/report/abc123', 'GET', 'navigate')).toBe('navigation');
    expect(at('/?share=failed&reason=empty', 'GET', 'navigate')).toBe('navigation');
  });

  it('serves shell files from the precache and other build files cache-first', () => {
    expect(at('/assets/index-abc.js')).toBe('precached');
    expect(at('/manifest.webmanifest')).toBe('precached');
    expect(at('/assets/report-page-123.js')).toBe('asset');
    expect(at('/assets/report-page-123.js?v=2')).toBe('network');
    expect(at('/robots.txt')).toBe('network');
    // An /api-like path inside assets is still a build file, and /apis is not /api.
    expect(at('/apis')).toBe('network');
  });
});

describe('warmableAssetPaths', () => {
  it('keeps only this origin’s build files, once each', () => {
    expect(
      warmableAssetPaths(
        [
          `${origin}/assets/a.js`,
          `${origin}/assets/a.js`,
          `${origin}/api/report/abc`,
          `${origin}/assets/b.js?x=1`,
          'https://evil.example/assets/c.js',
          'not a url',
          42,
          `${origin}/assets/locale-fr.js`,
        ],
        origin,
      ),
    ).toEqual(['/assets/a.js', '/assets/locale-fr.js']);
  });

  it('takes at most 400', () => {
    const many = Array.from({ length: 1000 }, (_, index) => `${origin}/assets/${index}.js`);
    expect(warmableAssetPaths(many, origin)).toHaveLength(400);
  });
});

describe('caches', () => {
  it('removes every earlier build’s caches and nothing of other apps', () => {
    const current = cacheNames('v2');
    expect(
      staleCaches(
        ['scambuddy-shell-v1', 'scambuddy-assets-v1', current.shell, current.assets, 'other'],
        'v2',
      ),
    ).toEqual(['scambuddy-shell-v1', 'scambuddy-assets-v1']);
  });

  it('the page and the worker agree on the warm-up message', () => {
    expect(WARM_MESSAGE).toBe(WARM_MESSAGE_TYPE);
  });
});
