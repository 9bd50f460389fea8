/**
 * The messages between the server thread and the thread that owns the embedded database
 * (pglite-thread.ts, pglite.worker.ts; decision 0013). Structured clone carries the rows, but it
 * drops an error's own fields (PostgreSQL's `code`, `detail`, `constraint`, an `errno` from the
 * file system), so errors travel as plain objects and are rebuilt on arrival.
 */

export type RowMode = 'array' | 'object';

export type ThreadRequest =
  | {
      type: 'query';
      id: number;
      sql: string;
      params: readonly unknown[];
      rowMode: RowMode;
      /** Type OIDs whose values are returned as PostgreSQL's text, unparsed (see below). */
      textTypes: readonly number[];
      /** The open transaction this statement belongs to, when it belongs to one. */
      transactionId?: number;
    }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; transactionId: number; commit: boolean }
  | { type: 'close'; id: number };

/** Sent with `id` 0 once the database is open (or failed to open); later ones answer a request. */
export type ThreadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

export interface SentError {
  name: string;
  message: string;
  stack: string | undefined;
  /** The error's own fields that survive structured clone (strings, numbers, booleans). */
  fields: Record<string, string | number | boolean>;
}

export function toSentError(error: unknown): SentError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function fromSentError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  if (sent.stack !== undefined) error.stack = sent.stack;
  return error;
}

/**
 * Drizzle passes PGlite one fixed set of parsers with every statement: identity functions for the
 * date, time and numeric-array types, whose text it maps itself. Functions cannot cross threads,
 * so only their type OIDs are sent and the database thread leaves those values as text.
 */
export function textTypesOf(parsers: Readonly<Record<number, unknown>> | undefined): number[] {
  return parsers === undefined ? [] : Object.keys(parsers).map(Number);
}
