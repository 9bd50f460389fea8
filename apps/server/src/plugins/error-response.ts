import type { ErrorBody, ErrorCode } from '@scambuddy/contracts';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError, DEFAULT_ERROR_MESSAGES } from './app-error.js';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  /** A fault on our side: logged with its detail, which the body never carries. */
  isServerFault: boolean;
}

export interface ErrorResponseOptions {
  bodyLimitBytes: number;
}

/** Most problems named in one answer, so a long list of bad fields stays readable. */
const MAX_FIELDS_NAMED = 5;

/** Maps anything thrown while handling a request to the status and `{ code, message }` body. */
export function toErrorResponse(error: unknown, options: ErrorResponseOptions): ErrorResponse {
  if (error instanceof AppError) {
    return respond(error.status, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = 'validationContext' in error ? String(error.validationContext) : 'body';
    return respond(400, 'VALIDATION_FAILED', describeValidation(error.validation, context));
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
