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
  /** Fastify's request carries its matched route (`/api/report/:id`); a raw one does not. */
  routeOptions?: { url?: string | undefined };
}

/**
 * The app's own pages whose segments are credentials (apps/web/src/app/paths.ts): a saved
 * report's id, a helper's one-time link. Pages are served by the not-found handler, so their
 * route pattern is not known to the server's router.
 */
const PAGE_PATTERNS = [
  '/report/:id',
  '/report/:id/recover',
  '/helper/accept/:token',
  '/helper/people/:id',
];

/**
 * What a generated id or token looks like (base64url of 12 bytes or more, a UUID): long, and not
 * a word of an address (those are lower-case words joined by dashes).
 */
const TOKEN_LIKE = /^(?=.{16,}$)[A-Za-z0-9_-]*[A-Z0-9_][A-Za-z0-9_-]*$/;

/**
 * A path fit for the log (issue 18, item 9): every route parameter (`/api/helper/accept/:token`,
 * `/api/report/:id`) is replaced by its name, and so is every segment that looks like a generated
 * token on a path no route matched. Ids and tokens are credentials: a report id opens the report.
 */
export function redactPath(path: string, routePattern: string | undefined): string {
  const segments = path.split('/');
  const patterns = [
    ...(routePattern !== undefined && routePattern.includes(':') ? [routePattern] : []),
    ...PAGE_PATTERNS,
  ];
  for (const pattern of patterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const matches = parts.every((part, index) => part.startsWith(':') || part === segments[index]);
    if (matches) return parts.join('/');
  }
  return segments.map((segment) => (TOKEN_LIKE.test(segment) ? ':redacted' : segment)).join('/');
}

/**
 * A request is logged by method, path and id only: query strings carry what people search for or
 * look up (a phone number, an e-mail address, a shared message), and the client address and port
 * are personal data we do not need in a log line. Credentials in the path are redacted.
 */
export function serializeRequest(request: LoggableRequest): {
  method: string;
  path: string;
  id: string;
} {
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  return {
    method: request.method,
    path: redactPath(path, request.routeOptions?.url),
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
