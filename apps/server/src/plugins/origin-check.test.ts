import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin-check.js';

const base = { publicOrigin: 'https://scambuddy.example', requestOrigin: 'http://10.0.0.5:3000' };

describe('isAllowedOrigin', () => {
  it.each([
    ['POST', 'https://scambuddy.example', true],
    ['POST', 'HTTPS://SCAMBUDDY.EXAMPLE', true],
    ['DELETE', 'http://10.0.0.5:3000', true],
    ['POST', undefined, true],
    ['POST', 'https://evil.example', false],
    ['PUT', 'https://scambuddy.example.evil.example', false],
    ['PATCH', 'http://scambuddy.example', false],
    ['DELETE', 'null', false],
    ['GET', 'https://evil.example', true],
    ['HEAD', 'https://evil.example', true],
    ['OPTIONS', 'https://evil.example', true],
  ])('%s from %s → %s', (method, origin, expected) => {
    expect(isAllowedOrigin({ ...base, method, origin })).toBe(expected);
  });

  it.each([
    ['https://scambuddy.example', true],
    ['http://10.0.0.5:3000', true],
    [undefined, true],
    ['https://evil.example', false],
    ['null', false],
  ])('a WebSocket handshake (GET) from %s → %s', (origin, expected) => {
    expect(isAllowedOrigin({ ...base, method: 'GET', origin, isWebSocket: true })).toBe(expected);
  });
});
