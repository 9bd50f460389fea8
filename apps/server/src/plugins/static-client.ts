import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { PREFERENCE_COOKIES, type ErrorCode } from '@scambuddy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';
import { AppError, DEFAULT_ERROR_MESSAGES } from './app-error.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';
import {
  cacheControlFor,
  isServerPath,
  isSourceMapPath,
  isSuspiciousPath,
  pathOf,
  prerenderedPageFor,
  shouldServeAppPage,
  type PrerenderedPage,
} from './static-paths.js';

export interface StaticClientOptions {
  /** The built client (apps/web/dist): index.html plus hashed files under assets/. */
  webDistDir: string;
  /**
   * Whether the build's source maps (`*.map`) are served. Not in production (issue 18): they hand
   * anyone the whole readable source; a developer debugging a built client has them locally.
   */
  serveSourceMaps: boolean;
}

const INDEX_FILE = 'index.html';
const PAGES_DIR = 'pages';
const PAGE_FILE = /^[\w-]+\.html$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The screens the client build drew ahead (pages/pages.json, decision 0046), or none when the
 * build has no such list (a development build, an older build) or the list is not well formed.
 */
export function readPrerenderedPages(webDistDir: string): PrerenderedPage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(webDistDir, PAGES_DIR, 'pages.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is PrerenderedPage =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PrerenderedPage).route === 'string' &&
      (entry as PrerenderedPage).route.startsWith('/') &&
      typeof (entry as PrerenderedPage).file === 'string' &&
      PAGE_FILE.test((entry as PrerenderedPage).file) &&
      existsSync(join(webDistDir, PAGES_DIR, (entry as PrerenderedPage).file)),
  );
}

/**
 * The screen drawn with its data, or undefined to send it without (a screen drawn without data,
 * an API answer other than 200, a drawing failure). The data comes through the API's own routes,
 * in-process, so the page shows exactly what the screen's own fetches would, and nothing more.
 */
async function drawWithData(
  app: FastifyInstance,
  renderer: PageRenderer,
  indexPath: string,
  request: FastifyRequest,
): Promise<string | undefined> {
  const path = pathOf(request.raw.url ?? '/');
  // A signed-in person may be owed more than a visitor (the text read from their own screenshot,
  // issue 19): their screen fetches its data with their session rather than drawn as a visitor's.
  if (request.cookies[SESSION_COOKIE] !== undefined) return undefined;
  try {
    const urls = renderer.dataUrlsFor(path);
    if (urls.length === 0) return undefined;
    // Asked together, and as from the visitor's own address, so a per-address limit or log line
    // on those routes sees the visitor rather than the server itself.
    const responses = await Promise.all(
      urls.map((url) =>
        app.inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json' },
          remoteAddress: request.ip,
        }),
      ),
    );
    if (responses.some((answer) => answer.statusCode !== 200)) return undefined;
    const answers: Record<string, unknown> = Object.fromEntries(
      urls.map((url, index) => [url, responses[index]?.json()]),
    );
    const template = await readFile(indexPath, 'utf8');
    return await renderer.renderDocumentWithData(template, path, answers);
  } catch {
    // No details: they could hold a report's text. The visitor gets the screen without data.
    request.log.warn('a page could not be drawn with its data; sent without');
    return undefined;
  }
}

/** A page drawn for this request with its data, compressed as the browser accepts (quickly). */
async function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // As a report's own API answer: it may hold a report, so no shared cache may keep it.
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  }
  return reply.send(html);
}

/**
 * Serves the built client and owns the not-found answer: the app page for page navigations,
 * `{ code: 'NOT_FOUND' }` JSON for everything else (so `/api/*` never gets HTML).
 */
export const staticClientPlugin = fp<StaticClientOptions>(
  async (app: FastifyInstance, options) => {
    const indexPath = join(options.webDistDir, INDEX_FILE);
    const prerenderedPages = readPrerenderedPages(options.webDistDir);
    const renderer = await loadPageRenderer(options.webDistDir).catch((error: unknown) => {
      app.log.warn({ err: error }, 'the page renderer could not be loaded; pages are sent plain');
      return undefined;
    });

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
      allowedPath: (pathName) =>
        !isServerPath(pathName) && (options.serveSourceMaps || !isSourceMapPath(pathName)),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(relative(options.webDistDir, filePath)));
      },
    });

    const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!existsSync(indexPath)) return sendClientNotBuilt(request, reply);
      // The page already drawn for this screen, for visitors who see it as drawn; the client then
      // draws over it with the same screen (decision 0046). Which one depends on the cookies.
      reply.header('vary', 'Accept-Encoding, Cookie');
      const cookies = request.cookies;
      const page = prerenderedPageFor(prerenderedPages, pathOf(request.raw.url ?? '/'), [
        cookies[PREFERENCE_COOKIES.language],
        cookies[PREFERENCE_COOKIES.readingComfort],
      ]);
      if (page && renderer) {
        const drawn = await drawWithData(app, renderer, indexPath, request);
        if (drawn !== undefined) return sendDrawnPage(request, reply, drawn);
      }
      return reply.sendFile(page ? `${PAGES_DIR}/${page.file}` : INDEX_FILE);
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
