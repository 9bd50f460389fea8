import type { ErrorCode } from '@scambuddy/contracts';

/**
 * The one error type routes and services throw. The error handler turns it into
 * `{ code, message }` with `status`; the message must be safe to show (no internals).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    /** Sent as `Retry-After` (seconds), e.g. with a 429 that knows when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }
}

/**
 * Plain-English messages for developers and logs. People never read these: the client shows its
 * own translated text chosen by `code`.
 */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  VALIDATION_FAILED: 'Some of the information sent is missing or not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NO_TEXT_FOUND: 'No text could be read from what was sent.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted here.',
  UNAUTHENTICATED: 'You are not signed in.',
  FORBIDDEN: 'You do not have permission to do this.',
  FORBIDDEN_ORIGIN: 'This request came from another website and was refused.',
  NOT_FOUND: 'There is nothing at this address.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again soon.',
  CLIENT_NOT_BUILT: 'The web app has not been built yet. Run "npm run build" and reload.',
};
