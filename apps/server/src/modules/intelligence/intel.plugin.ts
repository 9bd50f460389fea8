import type { EngineModel } from '@scambuddy/engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../adapters/clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { FetchSettings } from './feed-fetcher.js';
import { intelligenceRoutes } from './intel.routes.js';
import { createIntelligenceService, type IntelligenceService } from './intel.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Scam-intelligence collection (issue 6): `collectAll()` for admin actions, `startSchedule()`
     * for main.ts. Decorated on the root instance so other modules can reach it.
     */
    intelligence: IntelligenceService;
  }
}

export interface IntelligencePluginOptions {
  db: Database;
  clock: Clock;
  engineModel: EngineModel;
  config: Pick<Config, 'intel' | 'publicUrl' | 'publicOrigin'> &
    Partial<Pick<Config, 'webSocketLimits'>>;
  version: string;
  /** Tests shorten timeouts and backoff. */
  fetchSettings?: FetchSettings;
}

/** Creates the intelligence service, exposes it as `app.intelligence`, and adds its routes. */
export const intelligencePlugin = fp<IntelligencePluginOptions>(
  async (app: FastifyInstance, options) => {
    const service = createIntelligenceService({
      db: options.db,
      clock: options.clock,
      engineModel: options.engineModel,
      config: options.config.intel,
      contactUrl: options.config.publicUrl,
      version: options.version,
      log: app.log,
      ...(options.fetchSettings === undefined ? {} : { fetchSettings: options.fetchSettings }),
    });
    app.decorate('intelligence', service);
    app.addHook('onClose', async () => service.close());
    await app.register(intelligenceRoutes, {
      service,
      now: () => options.clock.now(),
      publicOrigin: options.config.publicOrigin,
      ...(options.config.webSocketLimits === undefined
        ? {}
        : { webSocketLimits: options.config.webSocketLimits }),
    });
  },
  { name: 'intelligence' },
);
