import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';

export interface LoggerSettings {
  level: LevelWithSilent;
  /** Where log lines go; stdout when omitted. Tests pass a stream to read what was logged. */
  stream?: DestinationStream;
}

/**
 * Credentials and session cookies never reach the log, even if a later change logs headers.
 * Request and response bodies are not logged at all (Fastify's serializers leave them out), which
 * keeps the messages people paste for analysis out of the log.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'req.body',
  'body',
];

/** The fields of a request worth logging. */
interface LoggableRequest {
  method: string;
  url: string;
  id: string;
}

/**
 * A request is logged by method, path and id only: query strings carry what people search for or
 * look up (a phone number, an e-mail address, a shared message), and the client address and port
 * are personal data we do not need in a log line.
 */
export function serializeRequest(request: LoggableRequest): {
  method: string;
  path: string;
  id: string;
} {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    path: query === -1 ? request.url : request.url.slice(0, query),
    id: request.id,
  };
}

export function loggerOptions(settings: LoggerSettings | false): FastifyServerOptions['logger'] {
  if (settings === false) return false;
  return {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(settings.stream === undefined ? {} : { stream: settings.stream }),
  };
}
