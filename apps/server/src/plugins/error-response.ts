import type { ErrorBody, ErrorCode } from '@scambuddy/contracts';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { OcrError } from '../adapters/ocr/ocr.types.js';
import { AppError, DEFAULT_ERROR_MESSAGES } from './app-error.js';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  /** A fault on our side: logged with its detail, which the body never carries. */
  isServerFault: boolean;
  /** Extra response headers, e.g. `Retry-After` when the database is unreachable. */
  headers?: Record<string, string>;
}

export interface ErrorResponseOptions {
  bodyLimitBytes: number;
}

/** Most problems named in one answer, so a long list of bad fields stays readable. */
const MAX_FIELDS_NAMED = 5;

/** Maps anything thrown while handling a request to the status and `{ code, message }` body. */
export function toErrorResponse(error: unknown, options: ErrorResponseOptions): ErrorResponse {
  if (error instanceof AppError) {
    const answer = respond(error.status, error.code, error.message);
    if (error.retryAfterSeconds === undefined) return answer;
    return { ...answer, headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = 'validationContext' in error ? String(error.validationContext) : 'body';
    return respond(400, 'VALIDATION_FAILED', describeValidation(error.validation, context));
  }
  if (isDatabaseUnavailable(error)) {
    return {
      ...respond(503, 'SERVICE_UNAVAILABLE'),
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  if (error instanceof OcrError && error.code === 'OCR_FAILED') {
    // The pool has already replaced the crashed worker and retried once; the next try may succeed.
    return {
      ...respond(503, 'SERVICE_UNAVAILABLE', OCR_FAILED_MESSAGE),
      headers: { 'retry-after': String(OCR_RETRY_AFTER_SECONDS) },
    };
  }
  const fastifyCode = readString(error, 'code');
  const statusCode = readStatusCode(error);
  switch (fastifyCode) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return respond(400, 'MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return respond(
        413,
        'PAYLOAD_TOO_LARGE',
        `The request is larger than the limit of ${formatBytes(options.bodyLimitBytes)}.`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return respond(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return respond(statusCode, codeForClientStatus(statusCode));
  }
  if (statusCode === 503) return respond(503, 'SERVICE_UNAVAILABLE', undefined, true);
  return respond(500, 'INTERNAL', undefined, true);
}

/** Said when the screenshot reader failed twice (a crashed or stuck worker, replaced already). */
export const OCR_FAILED_MESSAGE =
  'The screenshot could not be read right now. Please try again in a moment, or type the message instead.';
const OCR_RETRY_AFTER_SECONDS = 2;

/**
 * How long a client should wait when the database is unreachable: the pool opens a new connection
 * on the next request, so service returns as soon as the database does.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket codes and PostgreSQL SQLSTATEs that mean "the database is not there", not "bad query". */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now (server starting or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // connection_exception and its subclasses
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Messages node-postgres throws without a code when a connection dies or cannot be opened. */
const DATABASE_UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
];

/**
 * True when the error (or one it wraps: Drizzle wraps driver errors in `cause`) says the database
 * could not be reached, so the request is answered 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = readString(current, 'code');
    if (code !== undefined && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    const message = readString(current, 'message');
    if (message !== undefined && DATABASE_UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    current = Reflect.get(current, 'cause');
  }
  return false;
}

function respond(
  statusCode: number,
  code: ErrorCode,
  message: string = DEFAULT_ERROR_MESSAGES[code],
  isServerFault = statusCode >= 500,
): ErrorResponse {
  return { statusCode, body: { code, message }, isServerFault };
}

function codeForClientStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * "text: Required" names the field so a developer (and the client's form) knows what to fix.
 * A problem with the whole body or query has an empty path and is named after its part.
 */
export function describeValidation(
  issues: readonly ZodFastifySchemaValidationError[],
  context: string,
): string {
  const described = issues.slice(0, MAX_FIELDS_NAMED).map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    return `${field}: ${readableIssue(issue)}`;
  });
  const more = issues.length - described.length;
  return more > 0 ? `${described.join('; ')}; and ${more} more` : described.join('; ');
}

/** Zod 4 words a missing field as "expected string, received undefined"; people say "Required". */
function readableIssue(issue: ZodFastifySchemaValidationError): string {
  const message = issue.message ?? 'Invalid value';
  const isMissing = issue.keyword === 'invalid_type' && /received undefined$/.test(message);
  return isMissing ? 'Required' : message;
}

function readStatusCode(error: unknown): number | undefined {
  const value =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function readString(error: unknown, key: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

export function formatBytes(bytes: number): string {
  const MIB = 1024 * 1024;
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * The error as it may be logged. Drizzle puts every query parameter into its error message
 * ("Failed query: insert …\nparams: <title>,<description>,<phone>…"), so logging it as thrown
 * would copy what people wrote (community reports, analysis results) into the log whenever the
 * database fails. The SQL, the codes and the stack frames stay; the parameters go.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const message = error.message.split(/\nparams:/)[0] ?? '';
  const params = Reflect.get(error, 'params');
  if (message === error.message && params === undefined) return error;
  const safe = new Error(message);
  safe.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  const code = readString(error, 'code');
  if (code !== undefined) Object.assign(safe, { code });
  if (error.cause !== undefined) safe.cause = loggableError(error.cause, depth + 1);
  return safe;
}
