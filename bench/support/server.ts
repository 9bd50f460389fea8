// Starting and stopping the real server for the benchmarks that measure it over HTTP (analyze,
// intel-trends, soak, cold-start, lighthouse), so each one spawns, waits and cleans up the same way.
// This folder has no bench.ts, so `npm run bench` does not take it for a benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../../', import.meta.url).pathname;
/** The built server: what production runs, so what the figures should describe. */
export const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
/** The machine's PostgreSQL, where the PostgreSQL runs create their throw-away databases. */
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A port nothing listens on right now, found by letting the kernel pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The 1, 5 and 15 minute load averages, recorded beside figures taken on a shared machine. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Builds the server when apps/server/dist/main.js is missing, so a fresh checkout can bench. */
export function ensureServerBuilt(): void {
  if (existsSync(SERVER_MAIN)) return;
  console.log('apps/server/dist/main.js missing: building the server …');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
}

/**
 * Polls `${url}/api/health` until it answers 2xx; fails early when the server exits. The interval
 * is short for cold-start, which times exactly this wait.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { timeoutMs = 60_000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server's graceful shutdown), then SIGKILL if it has not exited within 15 s. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** An empty database on the machine's PostgreSQL, for one run; `drop()` removes it. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      // FORCE: a server that was killed may leave connections behind.
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The server's environment for one run: development mode (no secrets or public URL to supply), a
 * throw-away DATA_DIR, 127.0.0.1:`port`, warnings only, and PGlite unless `extra` names a
 * DATABASE_URL (one inherited from the shell must not leak into a PGlite run).
 */
export function serverEnv(
  dataDir: string,
  port: number,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...extra,
  };
  if (extra.DATABASE_URL === undefined) delete env.DATABASE_URL;
  return env;
}

/** A server started by `startServer`, serving on 127.0.0.1. */
export interface BenchServer {
  url: string;
  /** Its process id, for reading its CPU time and memory from /proc. */
  pid: number;
  /** As `stopServer`; safe to call again after the server has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server (the build unless `main` says otherwise) on a free port with `serverEnv`, its
 * output passed through, and waits until it is healthy; a server that never is gets stopped.
 */
export async function startServer(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
  {
    nodeArgs = [],
    main = SERVER_MAIN,
    health,
  }: {
    nodeArgs?: readonly string[];
    main?: string;
    health?: Parameters<typeof waitForHealth>[2];
  } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: serverEnv(dataDir, port, extraEnv),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => stopServer(child),
  };
  try {
    await waitForHealth(server.url, child, health);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
