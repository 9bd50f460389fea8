import { types, type QueryOptions } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * The types Drizzle asks PGlite to leave as text with every statement (drizzle-orm/pglite/session.js
 * `queryConfig.parsers`): date, time and interval, and arrays of those and of numeric. Drizzle maps
 * their text itself.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const identity = (value: string): string => value;

function sameTypes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((oid) => b.includes(oid));
}

/**
 * Parsers the embedded database thread gives PGlite once, so that Drizzle's statements need none of
 * their own. PGlite copies its whole parser table (some 320 entries, array types included) into a
 * new object for every statement that brings parsers, which cost ~0.1 ms a statement — more than a
 * simple SELECT itself (bench/analyze/README.md).
 */
export function drizzleDefaults(): Parsers {
  return Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, identity]));
}

/**
 * What to pass PGlite for one statement, given the instance already leaves DRIZZLE_TEXT_TYPES as
 * text: nothing for Drizzle's own set (the common case), else just the differences — PGlite's
 * standard parser back for a type the statement wants parsed, identity for other text types.
 */
export function statementParsers(
  textTypes: readonly number[],
  standard: Readonly<Parsers>,
): Parsers | undefined {
  if (sameTypes(textTypes, DRIZZLE_TEXT_TYPES)) return undefined;
  const parsers: Parsers = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    const parser = standard[oid];
    if (!textTypes.includes(oid) && parser !== undefined) parsers[oid] = parser;
  }
  for (const oid of textTypes) if (!DRIZZLE_TEXT_TYPES.includes(oid)) parsers[oid] = identity;
  return parsers;
}
