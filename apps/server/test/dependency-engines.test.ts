// The project declares Node ≥ 20.19 (root package.json), so every installed package must accept it:
// `cookie@2` and `content-disposition@3` asked for Node ≥ 22 and are held back to their previous
// majors by the root package.json's `overrides`. These tests guard the lock file and exercise the
// code paths that use the held-back versions, so a later update cannot quietly undo either.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
}
interface Semver {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
}
// npm's own range grammar (semver is in the tree through many packages) rather than a hand-made one.
const semver = createRequire(import.meta.url)('semver') as Semver;

describe('the dependency tree and the declared Node version', () => {
  it('every package in the lock file accepts the lowest Node the project declares', () => {
    const declared = (readJson('package.json') as { engines: { node: string } }).engines.node;
    const lowest = semver.minVersion(declared)?.version;
    expect(lowest).toBe('20.19.0');
    const lock = readJson('package-lock.json') as { packages: Record<string, LockPackage> };
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range !== undefined && !semver.satisfies(lowest ?? '', range)
        ? [`${where}@${entry.version ?? '?'} wants node ${range}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });
});

describe('the held-back cookie and content-disposition still work where they are used', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('@fastify/cookie parses and sets cookies, and inject sends them (cookie@1)', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get('/echo', (request, reply) => {
      void reply.setCookie('seen', request.cookies.visit ?? 'none', {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        maxAge: 60,
      });
      return { visit: request.cookies.visit ?? null };
    });
    const response = await app.inject({ url: '/echo', cookies: { visit: 'a b;c' } });
    expect(response.json()).toEqual({ visit: 'a b;c' });
    expect(response.headers['set-cookie']).toBe(
      'seen=a%20b%3Bc; Max-Age=60; Path=/; HttpOnly; SameSite=Strict',
    );
    await app.close();
  });

  it('@fastify/static names a download in Content-Disposition (content-disposition@2)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'static-download-'));
    folders.push(folder);
    await writeFile(path.join(folder, 'evidence.json'), '{}');
    const app = Fastify();
    await app.register(fastifyStatic, { root: folder, serve: false });
    app.get('/download', (_request, reply) => reply.download('evidence.json', 'évidence 1.json'));
    const response = await app.inject({ url: '/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="?vidence 1.json"; filename*=UTF-8''%C3%A9vidence%201.json`,
    );
    await app.close();
  });
});
