import { ErrorBodySchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, DEFAULT_ERROR_MESSAGES } from './app-error.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  formatBytes,
  isDatabaseUnavailable,
  loggableError,
  toErrorResponse,
} from './error-response.js';

const options = { bodyLimitBytes: 1024 * 1024 };

function fastifyError(code: string, statusCode: number, message = 'fastify said so') {
  return Object.assign(new Error(message), { code, statusCode });
}

describe('toErrorResponse', () => {
  it('answers an AppError with its own code, status and message', () => {
    const response = toErrorResponse(new AppError('FORBIDDEN', 403, 'Admins only.'), options);
    expect(response).toEqual({
      statusCode: 403,
      body: { code: 'FORBIDDEN', message: 'Admins only.' },
      isServerFault: false,
    });
  });

  it('gives an AppError without a message the default one for its code', () => {
    expect(toErrorResponse(new AppError('NOT_FOUND', 404), options).body.message).toBe(
      DEFAULT_ERROR_MESSAGES.NOT_FOUND,
    );
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'MALFORMED_JSON'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'MALFORMED_JSON'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_REQ_FILE_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_SOMETHING_ELSE', 400, 400, 'BAD_REQUEST'],
    ['FST_ERR_NOT_FOUND', 404, 404, 'NOT_FOUND'],
    ['FST_RATE', 429, 429, 'RATE_LIMITED'],
  ])('maps Fastify error %s (%i) to %i %s', (code, status, expectedStatus, expectedCode) => {
    const response = toErrorResponse(fastifyError(code, status), options);
    expect(response.statusCode).toBe(expectedStatus);
    expect(response.body.code).toBe(expectedCode);
    expect(response.isServerFault).toBe(false);
  });

  it('names the body limit in a 413 message', () => {
    const response = toErrorResponse(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413), options);
    expect(response.body.message).toBe('The request is larger than the limit of 1 MB.');
  });

  it('hides the detail of unexpected errors behind a generic 500', () => {
    const response = toErrorResponse(new Error('password=hunter2 at db.ts:12'), options);
    expect(response).toEqual({
      statusCode: 500,
      body: { code: 'INTERNAL', message: DEFAULT_ERROR_MESSAGES.INTERNAL },
      isServerFault: true,
    });
  });

  it('treats things thrown that are not errors as a 500', () => {
    expect(toErrorResponse('just a string', options).statusCode).toBe(500);
    expect(toErrorResponse(null, options).statusCode).toBe(500);
  });

  it('keeps a 503 a 503 and still counts it as our fault', () => {
    const response = toErrorResponse(fastifyError('X', 503, 'pool exhausted'), options);
    expect(response.statusCode).toBe(503);
    expect(response.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
    });
    expect(response.isServerFault).toBe(true);
  });

  it('always produces a body the contract accepts', () => {
    for (const error of [new AppError('RATE_LIMITED', 429), new Error('x'), undefined]) {
      expect(ErrorBodySchema.safeParse(toErrorResponse(error, options).body).success).toBe(true);
    }
  });
});

describe('formatBytes', () => {
  it.each([
    [1024 * 1024, '1 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [512 * 1024, '512 KB'],
    [1000, '1000 bytes'],
  ])('%i bytes reads %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('toErrorResponse when the database is unreachable', () => {
  const withCode = (code: string, message = 'db down') =>
    Object.assign(new Error(message), { code });

  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ],
    ['refused on every address', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('answers 503 with Retry-After (%s)', (_name, error) => {
    const response = toErrorResponse(error, options);
    expect(response.statusCode).toBe(503);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(response.headers).toEqual({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  });

  it('still answers 500 for a query the database refused', () => {
    const error = new Error('Failed query', { cause: withCode('23505', 'duplicate key') });
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorResponse(error, options).statusCode).toBe(500);
  });
});

describe('loggableError', () => {
  it('drops the query parameters Drizzle writes into its message, keeping SQL, code and cause', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const thrown = Object.assign(
      new Error(
        'Failed query: insert into "community_reports" ("title") values ($1)\nparams: Caller (555) 867-5309 asked for my SSN 078-05-1120',
        { cause },
      ),
      { name: 'DrizzleQueryError', params: ['Caller (555) 867-5309'] },
    );
    const safe = loggableError(thrown);
    expect(safe).toBeInstanceOf(Error);
    const logged = JSON.stringify({
      message: (safe as Error).message,
      stack: (safe as Error).stack,
      ...(safe as object),
    });
    expect(logged).not.toMatch(/867-5309|078-05-1120/);
    expect((safe as Error).message).toBe(
      'Failed query: insert into "community_reports" ("title") values ($1)',
    );
    expect((safe as Error).cause).toBe(cause);
  });

  it('leaves other errors untouched', () => {
    const plain = new Error('boom');
    expect(loggableError(plain)).toBe(plain);
    expect(loggableError('text')).toBe('text');
  });
});
