import {
  CommunityReportIdParamsSchema,
  CommunityReportSubmissionSchema,
  CommunityReportsQuerySchema,
  CommunityReportsResponseSchema,
  CommunityStatsSchema,
  CommunitySubmitResponseSchema,
  HelpfulVoteResponseSchema,
} from '@scambuddy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRateLimit } from '../../plugins/rate-limit.js';
import type { CommunityService } from './community.service.js';
import {
  VOTER_COOKIE,
  VOTER_COOKIE_MAX_AGE_SECONDS,
  isVoterToken,
  newVoterToken,
  submitterKey,
  voterKey,
} from './person-keys.js';

export interface CommunityRoutesOptions {
  service: CommunityService;
  /** Keys votes and submitters (person-keys.ts). */
  secret: string;
  isHttps: boolean;
  /** Reports one client address may submit per hour. */
  submitPerHour: number;
  /** How often pending reports are checked again against new official alerts; 0 turns it off. */
  reverifyEveryMs?: number;
}

/** Helpful votes one client address may cast per hour: plenty for reading, little for stuffing. */
export const VOTES_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The community board (spec part 2 §7): stats, the filtered list, submissions with automatic
 * moderation, and "helpful" votes. Nobody needs to sign in (§6); a signed-in person's reports and
 * votes are tied to their account.
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (
  app,
  options,
) => {
  /** The viewer's vote key if they have one yet; a visitor without a cookie has not voted. */
  function existingVoterKey(request: FastifyRequest): string | null {
    if (request.user) return voterKey(options.secret, { userId: request.user.id });
    const token = request.cookies[VOTER_COOKIE];
    return isVoterToken(token) ? voterKey(options.secret, { browserToken: token }) : null;
  }

  /** The viewer's vote key, giving an anonymous browser its token cookie on its first vote. */
  function voterKeyFor(request: FastifyRequest, reply: FastifyReply): string {
    const existing = existingVoterKey(request);
    if (existing) return existing;
    const token = newVoterToken();
    reply.setCookie(VOTER_COOKIE, token, {
      path: '/api/community',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.isHttps,
      maxAge: VOTER_COOKIE_MAX_AGE_SECONDS,
    });
    return voterKey(options.secret, { browserToken: token });
  }

  const reverifyEveryMs = options.reverifyEveryMs ?? HOUR_MS;
  if (reverifyEveryMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      options.service
        .reverifyPending()
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'community reports verified');
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'community re-verification failed'),
        )
        .finally(() => {
          running = false;
        });
    }, reverifyEveryMs);
    // Never keeps the process alive on its own.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/api/community/stats',
    { schema: { response: { 200: CommunityStatsSchema } } },
    async () => options.service.stats(),
  );

  app.get(
    '/api/community/reports',
    {
      schema: {
        querystring: CommunityReportsQuerySchema,
        response: { 200: CommunityReportsResponseSchema },
      },
    },
    async (request) => options.service.list(request.query, existingVoterKey(request)),
  );

  app.post(
    '/api/community/reports',
    {
      config: withRateLimit({ max: options.submitPerHour, timeWindowMs: HOUR_MS }),
      schema: {
        body: CommunityReportSubmissionSchema,
        response: { 201: CommunitySubmitResponseSchema, 202: CommunitySubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const result = await options.service.submit(request.body, {
        userId: user?.id ?? null,
        submitterKey: submitterKey(
          options.secret,
          user ? { userId: user.id } : { clientAddress: request.ip },
        ),
      });
      // 202: received but held back by moderation, so not (yet) on the board.
      return reply.status(result.status === 'published' ? 201 : 202).send(result);
    },
  );

  app.post(
    '/api/community/reports/:id/helpful',
    {
      config: withRateLimit({ max: VOTES_PER_HOUR, timeWindowMs: HOUR_MS }),
      schema: {
        params: CommunityReportIdParamsSchema,
        response: { 200: HelpfulVoteResponseSchema },
      },
    },
    async (request, reply) =>
      options.service.markHelpful(request.params.id, {
        voterKey: voterKeyFor(request, reply),
        userId: request.user?.id ?? null,
      }),
  );
};
