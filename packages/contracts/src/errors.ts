import { z } from 'zod';

/**
 * Every error the API can answer with. The server sends `{ code, message }`; `message` is plain
 * English for logs and developers, while the client shows its own translated text chosen by `code`.
 */
export const ErrorCodeSchema = z.enum([
  /** A request the server cannot read for a reason not listed below. */
  'BAD_REQUEST',
  /** The body, query or path parameters do not match the endpoint's schema. */
  'VALIDATION_FAILED',
  /** The body claims to be JSON but does not parse (or is empty). */
  'MALFORMED_JSON',
  /** The body is larger than the endpoint accepts. */
  'PAYLOAD_TOO_LARGE',
  /** A screenshot (or recording) was readable but held no text to check. */
  'NO_TEXT_FOUND',
  /** The body's content type is not one the endpoint accepts. */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Not signed in (the client reads this as "signed out"). */
  'UNAUTHENTICATED',
  /** Signed in, but not allowed to do this. */
  'FORBIDDEN',
  /** A state-changing request sent from another site (Origin check). */
  'FORBIDDEN_ORIGIN',
  /** No such endpoint or resource. */
  'NOT_FOUND',
  /** Too many requests; the `Retry-After` header says when to try again. */
  'RATE_LIMITED',
  /** Something failed on the server; the detail is only in the server log. */
  'INTERNAL',
  /** A dependency (such as the database) is not answering. */
  'SERVICE_UNAVAILABLE',
  /** The web client has not been built, so there is no page to serve. */
  'CLIENT_NOT_BUILT',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The body of every error response, from every endpoint. */
export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string().min(1),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
