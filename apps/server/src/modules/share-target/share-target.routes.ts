import multipart from '@fastify/multipart';
import {
  ANALYSIS_MAX_CHARS,
  SHARE_TARGET_FILE_FIELD,
  SHARE_TARGET_PATH,
  ShareTargetFieldsSchema,
  joinSharedText,
  shareFailedHref,
  type ShareFailureReason,
} from '@scambuddy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, DEFAULT_ERROR_MESSAGES } from '../../plugins/app-error.js';
import { loggableError } from '../../plugins/error-response.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import { multipartLimits, readMultipartForm } from '../analysis/read-multipart.js';
import { requestedLanguage } from '../translate/request-language.js';
import { isTrustedShareRequest } from './share-origin.js';

export interface ShareTargetRoutesOptions {
  /** The same service as POST /api/analyze: upload checks, OCR, engine, storage. */
  service: AnalysisService;
  maxUploadBytes: number;
  /** Shares count like analyses: the same limit per client address per minute. */
  ratePerMinute: number;
  publicOrigin: string;
}

/** A shared text may be as long as a typed one; UTF-8 needs up to 4 bytes a character. */
const MAX_SHARED_FIELD_BYTES = ANALYSIS_MAX_CHARS * 4;

/**
 * `POST /share`, the Web Share Target of the installed app (public/manifest.webmanifest): the
 * multipart form the phone sends (title, text, url and an optional picture in `image`) becomes an
 * analysis, and the person is sent on (303) to its result page. Whatever goes wrong, they land on
 * the home page with `?share=failed&reason=…`, explained there in their language: a share is a page
 * navigation, so a JSON error or a 500 would leave them on a blank or raw page.
 */
export const shareTargetRoutes: FastifyPluginAsyncZod<ShareTargetRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, {
    limits: { ...multipartLimits(options.maxUploadBytes), fieldSize: MAX_SHARED_FIELD_BYTES },
  });

  // Only this plugin's routes: every failure, the rate limit's included, becomes a redirect.
  app.setErrorHandler((error, request, reply) => {
    const reason = shareFailureReason(error);
    // A post from another site is refused as on every route (403 FORBIDDEN_ORIGIN, what API
    // clients and the CSRF review expect); only a browser page navigation gets it as a page.
    if (reason === 'other-site' && !wantsPage(request)) {
      return reply
        .status(403)
        .type('application/json; charset=utf-8')
        .send({ code: 'FORBIDDEN_ORIGIN', message: DEFAULT_ERROR_MESSAGES.FORBIDDEN_ORIGIN });
    }
    if (reason === 'unavailable') {
      request.log.error({ err: loggableError(error) }, 'share target failed');
    } else {
      request.log.info({ reason }, 'share refused');
    }
    return redirect(reply, shareFailedHref(reason));
  });

  app.post(
    SHARE_TARGET_PATH,
    {
      config: {
        ...withRateLimit({ max: options.ratePerMinute, timeWindowMs: 60_000 }),
        ownOriginCheck: true,
      },
    },
    async (request, reply) => {
      const trusted = isTrustedShareRequest({
        origin: request.headers.origin,
        secFetchSite: headerValue(request, 'sec-fetch-site'),
        publicOrigin: options.publicOrigin,
        requestOrigin: `${request.protocol}://${request.host}`,
      });
      if (!trusted) throw new ShareRefusal('other-site');
      if (!request.isMultipart()) throw new ShareRefusal('unreadable');
      const form = await readMultipartForm(
        request,
        SHARE_TARGET_FILE_FIELD,
        options.maxUploadBytes,
      );
      const parsed = ShareTargetFieldsSchema.safeParse(form.fields);
      // Every field is an optional string, so the only way to fail is a value over the limit.
      if (!parsed.success) throw new ShareRefusal('too-long');
      const fields = parsed.data;
      const language = requestedLanguage(undefined, request.headers['accept-language']);
      const userId = request.user?.id ?? null;
      // A form's empty file input sends an empty part: that is no picture, not a broken one.
      const image = form.file !== undefined && form.file.length > 0 ? form.file : undefined;
      // Issue 18: a NUL (which the database cannot store) is dropped from what another app
      // shared; there is no form here to send it back to, and it carries nothing readable.
      const text = joinSharedText(fields).replaceAll('\u0000', '');
      if (image === undefined && text.length === 0) throw new ShareRefusal('empty');
      if (text.length > ANALYSIS_MAX_CHARS) throw new ShareRefusal('too-long');
      const answer =
        image === undefined
          ? await options.service.analyzeText({ inputType: 'text', text, language, userId })
          : await options.service.analyzeScreenshot({
              image,
              language,
              userId,
              clientKey: request.ip,
            });
      return redirect(reply, `/report/${encodeURIComponent(answer.analysisId)}`);
    },
  );
};

/** A browser navigation (it accepts HTML), as opposed to a script or an API client. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** A share this route refuses itself, with the reason the home page explains. */
class ShareRefusal extends Error {
  constructor(readonly reason: ShareFailureReason) {
    super(`share refused: ${reason}`);
    this.name = 'ShareRefusal';
  }
}

/** What the home page tells the person, from what went wrong. */
export function shareFailureReason(error: unknown): ShareFailureReason {
  if (error instanceof ShareRefusal) return error.reason;
  if (error instanceof AppError) {
    switch (error.code) {
      case 'VALIDATION_FAILED':
        return 'too-long';
      case 'PAYLOAD_TOO_LARGE':
        return 'too-large';
      case 'UNSUPPORTED_MEDIA_TYPE':
        return 'unsupported-file';
      case 'NO_TEXT_FOUND':
        return 'no-text';
      case 'RATE_LIMITED':
        return 'rate-limited';
      case 'FORBIDDEN_ORIGIN':
        return 'other-site';
      case 'BAD_REQUEST':
        // read-multipart's "<field>: the value is too long": a text over the field limit.
        return error.message.endsWith('the value is too long') ? 'too-long' : 'unreadable';
      default:
        return error.status >= 500 ? 'unavailable' : 'unreadable';
    }
  }
  const status =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return status === 413 ? 'too-large' : status === 429 ? 'rate-limited' : 'unreadable';
  }
  return 'unavailable';
}
