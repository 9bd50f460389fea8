import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, statementParsers } from './pglite-parsers.js';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread.js';

const identity = (value: string): string => value;
const asText = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, identity]));

describe('parsers for one statement on the embedded database thread', () => {
  const standard = { 1184: (value: string) => new Date(value), 1114: (value: string) => value };

  it('needs none for Drizzle’s own set, in any order', () => {
    expect(statementParsers(DRIZZLE_TEXT_TYPES, standard)).toBeUndefined();
    expect(statementParsers([...DRIZZLE_TEXT_TYPES].reverse(), standard)).toBeUndefined();
  });

  it('gives PGlite’s standard parser back to a type the statement wants parsed', () => {
    const parsers = statementParsers([], standard);
    expect(parsers?.[1184]).toBe(standard[1184]);
    expect(Object.keys(parsers ?? {})).toEqual(['1114', '1184']);
  });

  it('leaves as text a type outside Drizzle’s set when the statement asks', () => {
    const parsers = statementParsers([...DRIZZLE_TEXT_TYPES, 114], standard);
    expect(parsers?.[114]?.('{"a":1}')).toBe('{"a":1}');
  });
});

describe('the embedded database thread, statement by statement', () => {
  let client: PgliteThreadClient;

  beforeAll(async () => {
    client = await openPgliteThread(undefined);
  }, 30_000);

  afterAll(async () => {
    await client.close();
  });

  const at = "select '2026-11-26 04:00:00+00'::timestamptz as at, '{1.5}'::numeric[] as n";

  it('leaves Drizzle’s text types as text when Drizzle asks', async () => {
    const result = await client.query<{ at: unknown; n: unknown }>(at, [], { parsers: asText });
    expect(result.rows[0]).toEqual({ at: '2026-11-26 04:00:00+00', n: '{1.5}' });
  });

  it('parses them as PGlite would for a statement that brings no parsers', async () => {
    const result = await client.query<{ at: unknown; n: unknown }>(at);
    expect(result.rows[0]?.at).toEqual(new Date('2026-11-26T04:00:00Z'));
    expect(result.rows[0]?.n).toEqual(['1.5']); // an array; PGlite keeps numeric as text
  });
});
