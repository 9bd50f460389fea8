import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminIntelActionResponseSchema,
  FilterNewsQuerySchema,
  FilterTrendsQuerySchema,
  type StateBaselineResponse,
} from '@scambuddy/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.js';
import { AppError } from '../../plugins/app-error.js';
import { withRateLimit } from '../../plugins/rate-limit.js';
import {
  dataSourcesResponse,
  filterNews,
  filterOptions,
  filterTrends,
  liveAlertsResponse,
  trendsResponse,
  unknownAgencies,
  type IntelView,
} from './intel.read-model.js';
import type { IntelligenceService } from './intel.service.js';
import { INTEL_DATA_DIR } from './sources.js';
import { StateBaselineFileSchema } from './state-baseline.js';
import { intelSocketRoutes, type WebSocketLimits } from './intel.socket.js';

export interface IntelRoutesOptions {
  service: IntelligenceService;
  now: () => Date;
  /** PUBLIC_URL's origin: only pages from there (or the address asked) may open /ws. */
  publicOrigin: string;
  /** Caps on /ws connections (issue 18); the socket's defaults when absent. */
  webSocketLimits?: WebSocketLimits;
}

/** Admin actions each start a whole collection: a few a minute is plenty. */
const ADMIN_ACTION_LIMIT = { max: 6, timeWindowMs: 60_000 };

function sendJson(reply: FastifyReply, body: string) {
  // Answers are serialised once per cache fill (and checked against the contracts in tests);
  // the polling screens then get the stored string.
  return reply
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(body);
}

function checkAgencies(view: IntelView, agencies: readonly string[]): void {
  const unknown = unknownAgencies(view, agencies);
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      `Unknown agency: ${unknown.map((agency) => `"${agency}"`).join(', ')}. See GET /api/filter/options for the agencies.`,
    );
  }
}

function loadStateBaseline(): StateBaselineResponse {
  const file = StateBaselineFileSchema.parse(
    JSON.parse(readFileSync(join(INTEL_DATA_DIR, 'state-baseline.json'), 'utf8')),
  );
  return { dataset: file.dataset, year: file.year, publisher: file.publisher, states: file.states };
}

/** The intelligence endpoints of spec part 1 §7 and part 2 §7, and the /ws socket. */
export const intelligenceRoutes: FastifyPluginAsyncZod<IntelRoutesOptions> = async (
  app,
  options,
) => {
  const { service } = options;
  const baselineBody = JSON.stringify(loadStateBaseline());

  app.get('/api/filter/options', async (_request, reply) =>
    sendJson(reply, await service.cachedAnswer('options', filterOptions)),
  );

  app.get(
    '/api/filter/trends',
    { schema: { querystring: FilterTrendsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      if (query.agency.length > 0) checkAgencies(await service.view(), query.agency);
      const body = await service.cachedAnswer(`trends:${JSON.stringify(query)}`, (view) =>
        filterTrends(view, query),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/api/filter/news',
    { schema: { querystring: FilterNewsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      if (query.agency.length > 0) checkAgencies(await service.view(), query.agency);
      const body = await service.cachedAnswer(`news:${JSON.stringify(query)}`, (view) =>
        filterNews(view, query),
      );
      return sendJson(reply, body);
    },
  );

  app.get('/api/trends', async (_request, reply) =>
    sendJson(reply, await service.cachedAnswer('all-trends', trendsResponse)),
  );

  const liveAlerts = async (_request: unknown, reply: FastifyReply) =>
    sendJson(
      reply,
      await service.cachedAnswer('live-alerts', (view) =>
        liveAlertsResponse(view, options.now().getTime()),
      ),
    );
  app.get('/api/heatmap/live-alerts', liveAlerts);
  app.get('/api/unified-trends-heatmap', liveAlerts);

  app.get('/api/v2/data-sources', async (_request, reply) =>
    sendJson(reply, await service.cachedAnswer('data-sources', dataSourcesResponse)),
  );

  app.get('/api/intel/state-baseline', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('application/json; charset=utf-8')
      .send(baselineBody),
  );

  app.post(
    '/api/admin/collect-all-data',
    {
      preHandler: requireAdmin,
      config: withRateLimit(ADMIN_ACTION_LIMIT),
      schema: { response: { 200: AdminIntelActionResponseSchema } },
    },
    async () => service.collectAll(),
  );

  app.post(
    '/api/admin/initialize-sources',
    {
      preHandler: requireAdmin,
      config: withRateLimit(ADMIN_ACTION_LIMIT),
      schema: { response: { 200: AdminIntelActionResponseSchema } },
    },
    async () => service.initializeSources(),
  );

  await app.register(intelSocketRoutes, {
    service,
    publicOrigin: options.publicOrigin,
    ...(options.webSocketLimits === undefined ? {} : { limits: options.webSocketLimits }),
  });
};
