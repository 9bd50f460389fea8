import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '@scambuddy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, DEFAULT_ERROR_MESSAGES } from './app-error.js';
import {
  cacheControlFor,
  isServerPath,
  isSuspiciousPath,
  pathOf,
  shouldServeAppPage,
} from './static-paths.js';

export interface StaticClientOptions {
  /** The built client (apps/web/dist): index.html plus hashed files under assets/. */
  webDistDir: string;
}

const INDEX_FILE = 'index.html';

/**
 * Serves the built client and owns the not-found answer: the app page for page navigations,
 * `{ code: 'NOT_FOUND' }` JSON for everything else (so `/api/*` never gets HTML).
 */
export const staticClientPlugin = fp<StaticClientOptions>(
  async (app: FastifyInstance, options) => {
    const indexPath = join(options.webDistDir, INDEX_FILE);

    // Before routing, so no route or file lookup ever sees a path that tries to climb out.
    app.addHook('onRequest', async (request) => {
      if (isSuspiciousPath(pathOf(request.raw.url ?? '/'))) throw new AppError('NOT_FOUND', 404);
    });

    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // The client build writes a brotli and a gzip twin next to each text file (apps/web
      // vite.config.ts); a browser that accepts one gets it, with Vary: Accept-Encoding. Phones
      // on slow links download a quarter of the bytes (issue 9, Lighthouse "text compression").
      preCompressed: true,
      // The folder may not exist until the client is built; page requests then say so (below).
      suppressWarning: true,
      allowedPath: (pathName) => !isServerPath(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(relative(options.webDistDir, filePath)));
      },
    });

    const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!existsSync(indexPath)) return sendClientNotBuilt(request, reply);
      return reply.sendFile(INDEX_FILE);
    };

    // Its own route because the file server refuses the bare folder `/`.
    app.get('/', async (request, reply) => {
      if (
        !shouldServeAppPage({ method: request.method, path: '/', accept: request.headers.accept })
      ) {
        throw new AppError('NOT_FOUND', 404);
      }
      return sendAppPage(request, reply);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.raw.url ?? '/');
      if (!shouldServeAppPage({ method: request.method, path, accept: request.headers.accept })) {
        throw new AppError('NOT_FOUND', 404);
      }
      return sendAppPage(request, reply);
    });
  },
  { name: 'static-client' },
);

/**
 * The client is not built: say so plainly instead of failing. Only page requests (which accept
 * HTML) get here; the code is in the markup so tests and tools can tell this page apart.
 */
function sendClientNotBuilt(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn('page requested but the web client is not built');
  const code: ErrorCode = 'CLIENT_NOT_BUILT';
  return reply
    .status(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ScamBuddy</title></head>` +
        `<body><main data-error-code="${code}"><p>${escapeHtml(DEFAULT_ERROR_MESSAGES[code])}</p>` +
        `</main></body></html>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
