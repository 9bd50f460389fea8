import {
  ErrorBodySchema,
  HelperAcceptBodySchema,
  HelperAcceptedSchema,
  HelperAlertsSchema,
  HelperIdParamsSchema,
  HelperInviteCreatedSchema,
  HelperInvitePreviewSchema,
  HelperLinkSettingsBodySchema,
  HelperOkSchema,
  HelperOverviewSchema,
  HelperPersonResultsSchema,
  HelperTokenParamsSchema,
} from '@scambuddy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../auth/guards.js';
import type { HelperService } from './helper.service.js';

export interface HelperRoutesOptions {
  service: HelperService;
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Invitations a person may create per hour: enough for a family, not for a spammer. */
const INVITES_PER_HOUR = 20;
/** Accept attempts per minute per address: tokens cannot be guessed, and this keeps it so. */
const ACCEPTS_PER_MINUTE = 20;

/**
 * The trusted helper (issue 10). Signed-in only; every answer is about links the caller is a side
 * of, decided here on the server, never by an id the client names alone.
 */
export const helperRoutes: FastifyPluginAsyncZod<HelperRoutesOptions> = async (
  app,
  { service },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/helper',
    { preHandler: requireUser, schema: { response: { 200: HelperOverviewSchema, ...errors } } },
    async (request) => service.overview(currentUser(request).id),
  );

  app.post(
    '/api/helper/invites',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: INVITES_PER_HOUR, timeWindowMs: 60 * 60_000 }),
      schema: { response: { 200: HelperInviteCreatedSchema, ...errors } },
    },
    async (request) => service.createInvite(currentUser(request).id),
  );

  app.delete(
    '/api/helper/invites/:id',
    {
      preHandler: requireUser,
      schema: { params: HelperIdParamsSchema, response: { 200: HelperOkSchema, ...errors } },
    },
    async (request) => {
      await service.revokeInvite(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/helper/accept/:token',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: ACCEPTS_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: {
        params: HelperTokenParamsSchema,
        response: { 200: HelperInvitePreviewSchema, ...errors },
      },
    },
    async (request) => service.previewInvite(request.params.token, currentUser(request).id),
  );

  app.post(
    '/api/helper/accept/:token',
    {
      preHandler: requireUser,
      config: withRateLimit({ max: ACCEPTS_PER_MINUTE, timeWindowMs: 60_000 }),
      schema: {
        params: HelperTokenParamsSchema,
        body: HelperAcceptBodySchema,
        response: { 200: HelperAcceptedSchema, ...errors },
      },
    },
    async (request) => service.acceptInvite(request.params.token, currentUser(request).id),
  );

  app.patch(
    '/api/helper/links/:id',
    {
      preHandler: requireUser,
      schema: {
        params: HelperIdParamsSchema,
        body: HelperLinkSettingsBodySchema,
        response: { 200: HelperOkSchema, ...errors },
      },
    },
    async (request) => {
      await service.setShareText(
        currentUser(request).id,
        request.params.id,
        request.body.shareText,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/helper/links/:id/end',
    {
      preHandler: requireUser,
      schema: { params: HelperIdParamsSchema, response: { 200: HelperOkSchema, ...errors } },
    },
    async (request) => {
      await service.endLink(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/helper/people/:id/results',
    {
      preHandler: requireUser,
      schema: {
        params: HelperIdParamsSchema,
        response: { 200: HelperPersonResultsSchema, ...errors },
      },
    },
    async (request) => service.personResults(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/helper/people/:id/read',
    {
      preHandler: requireUser,
      schema: { params: HelperIdParamsSchema, response: { 200: HelperOkSchema, ...errors } },
    },
    async (request) => {
      await service.markAlertsRead(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/helper/alerts',
    { preHandler: requireUser, schema: { response: { 200: HelperAlertsSchema, ...errors } } },
    async (request) => service.alerts(currentUser(request).id),
  );
};
