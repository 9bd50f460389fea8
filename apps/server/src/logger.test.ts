import { describe, expect, it } from 'vitest';
import { redactPath } from './logger.js';

describe('redactPath (issue 18, item 9)', () => {
  it.each([
    ['/api/report/aB3dE5fG7hJ9kL1m', '/api/report/:id', '/api/report/:id'],
    ['/api/helper/accept/x', '/api/helper/accept/:token', '/api/helper/accept/:token'],
    ['/report/aB3dE5fG7hJ9kL1m/recover', undefined, '/report/:id/recover'],
    ['/helper/people/abc', '/*', '/helper/people/:id'],
    ['/x/0f8fad5b-d9cb-469f-a165-70867728950e', undefined, '/x/:redacted'],
    ['/x/abcdefghijklmnopqrs_', undefined, '/x/:redacted'],
  ])('%s (route %s) → %s', (path, route, expected) => {
    expect(redactPath(path, route)).toBe(expected);
  });

  it.each([
    '/api/intelligence/unified-trends',
    '/vulnerability-assessment',
    '/assets/index-abc123.js',
    '/api/community/reports',
    '/',
  ])('keeps %s as it is', (path) => {
    expect(redactPath(path, undefined)).toBe(path);
  });
});
