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

export function loggerOptions(settings: LoggerSettings | false): FastifyServerOptions['logger'] {
  if (settings === false) return false;
  return {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(settings.stream === undefined ? {} : { stream: settings.stream }),
  };
}
