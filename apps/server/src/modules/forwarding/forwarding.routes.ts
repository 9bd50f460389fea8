import {
  ErrorBodySchema,
  ForwardingConfirmBodySchema,
  ForwardingIdParamsSchema,
  ForwardingIdentitySchema,
  ForwardingLinkBodySchema,
  ForwardingOkSchema,
  ForwardingOverviewSchema,
  ForwardingStatusSchema,
  SmsWebhookBodySchema,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireAdmin, requireUser } from '../auth/guards.js';
import { parseOrThrow } from '../analysis/validate-input.js';
import type { ChannelStatus } from './channel-status.js';
import type { ForwardingSettings } from './forwarding.config.js';
import type { ForwardingService, SmsPicture } from './forwarding.service.js';
import { fetchMedia, MediaRefusedError } from './media-fetch.js';
import { isValidSmsSignature, twimlMessage } from './twilio-signature.js';

export interface ForwardingRoutesOptions {
  service: ForwardingService;
  status: ChannelStatus;
  settings: ForwardingSettings;
  publicUrl: string;
  maxImageBytes: number;
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** Codes a person may ask for per hour, and tries at confirming one. */
const LINKS_PER_HOUR = 10;
const CONFIRMS_PER_MINUTE = 10;
/** The provider's form body is small; a picture comes by URL. */
const SMS_BODY_LIMIT_BYTES = 64 * 1024;
const MEDIA_TIMEOUT_MS = 10_000;

/**
 * Checking by forwarding (issue 20): linking an address or number on the dashboard, the admin's
 * channel states, and the SMS provider's webhook. Thin: the service decides.
 */
export const forwardingRoutes: FastifyPluginAsyncZod<ForwardingRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;

  app.get(
    '/api/forwarding',
    { preHandler: requireUser, schema: { response: { 200: ForwardingOverviewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.overview(currentUser(request).id);
    },
  );

  app.post(
    '/api/forwarding/identities',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: LINKS_PER_HOUR, timeWindowMs: 60 * 60_000 }),
      schema: { response: { 201: ForwardingIdentitySchema, ...errors } },
    },
    async (request, reply) => {
      const body = parseOrThrow(ForwardingLinkBodySchema, request.body);
      const identity = await service.startLink(currentUser(request).id, body);
      return reply.code(201).send(identity);
    },
  );

  app.post(
    '/api/forwarding/identities/:id/confirm',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: CONFIRMS_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: { response: { 200: ForwardingIdentitySchema, ...errors } },
    },
    async (request) => {
      const { id } = parseOrThrow(ForwardingIdParamsSchema, request.params);
      const { code } = parseOrThrow(ForwardingConfirmBodySchema, request.body);
      return service.confirm(currentUser(request).id, id, code);
    },
  );

  app.delete(
    '/api/forwarding/identities/:id',
    { preHandler: requireUser, schema: { response: { 200: ForwardingOkSchema, ...errors } } },
    async (request) => {
      const { id } = parseOrThrow(ForwardingIdParamsSchema, request.params);
      await service.unlink(currentUser(request).id, id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/forwarding',
    { preHandler: requireAdmin, schema: { response: { 200: ForwardingStatusSchema, ...errors } } },
    async () => ({ channels: options.status.snapshot() }),
  );

  const sms = options.settings.sms;
  if (sms === null) return;

  // The provider posts a form; parsed here only, so no other route accepts form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SMS_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post('/api/forwarding/sms', async (request, reply) => {
    const params = isStringRecord(request.body) ? request.body : {};
    const signature = request.headers['x-twilio-signature'];
    const url = `${options.publicUrl}${request.url}`;
    if (
      !isValidSmsSignature(
        sms.authToken,
        url,
        params,
        typeof signature === 'string' ? signature : undefined,
      )
    ) {
      options.status.failure(
        'sms',
        'request signature missing or wrong (check PUBLIC_URL and SMS_AUTH_TOKEN)',
      );
      throw new AppError('FORBIDDEN', 403, 'The request signature is missing or wrong.');
    }
    const body = parseOrThrow(SmsWebhookBodySchema, params);
    const pictures: SmsPicture[] = [];
    for (let index = 0; index < Math.min(body.NumMedia, 1); index += 1) {
      const mediaUrl = params[`MediaUrl${index}`];
      const type = params[`MediaContentType${index}`] ?? '';
      if (mediaUrl === undefined || !type.startsWith('image/')) continue;
      try {
        pictures.push({
          image: await fetchMedia(mediaUrl, {
            allowedOrigins: sms.mediaOrigins,
            maxBytes: options.maxImageBytes,
            timeoutMs: MEDIA_TIMEOUT_MS,
          }),
        });
      } catch (error) {
        options.status.failure(
          'sms',
          error instanceof MediaRefusedError ? error.message : 'media could not be fetched',
        );
      }
    }
    const text = await service.handleSms(body.From, body.Body, pictures);
    return reply.type('text/xml; charset=utf-8').send(twimlMessage(text));
  });
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
