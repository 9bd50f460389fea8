import { AboutFactsSchema } from '@scambuddy/contracts';
import type { EngineModel } from '@scambuddy/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildAboutFacts, readConfiguredSources } from './about-facts.js';

export interface AboutRoutesOptions {
  engineModel: EngineModel;
  /** Folder holding `sources.json`; the committed intel data when omitted. */
  intelDataDir?: string;
}

/** `GET /api/about/facts`: computed once at start — the registry and the model change only with a deploy. */
export const aboutRoutes: FastifyPluginAsyncZod<AboutRoutesOptions> = async (app, options) => {
  const facts = buildAboutFacts(
    readConfiguredSources(options.intelDataDir),
    options.engineModel.metadata,
  );
  app.get(
    '/api/about/facts',
    { schema: { response: { 200: AboutFactsSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(facts),
  );
};
