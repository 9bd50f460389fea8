import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.js';
import { connectionsCheckingIntervalMs, fastifyServerOptions } from './server-limits.js';

const options = { cwd: '/srv/scambuddy', defaultWebDistDir: '/srv/scambuddy/apps/web/dist' };

/** Issue 18 (decision 0050): timeouts and connection caps. */
describe('server limits', () => {
  it('defaults to a 60-s request, 10-s headers and 64 connections per address', () => {
    const config = parseEnv({}, options);
    expect(config.serverLimits).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 2_000,
      maxConnectionsPerClient: 64,
    });
    expect(config.webSocketLimits).toEqual({ maxConnections: 1_000, maxConnectionsPerClient: 10 });
    expect(fastifyServerOptions(config.serverLimits)).toEqual({
      requestTimeout: 60_000,
      connectionTimeout: 120_000,
      keepAliveTimeout: 72_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });

  it('reads every variable, and never lets the headers wait longer than the request', () => {
    const config = parseEnv(
      {
        REQUEST_TIMEOUT_MS: '2000',
        HEADERS_TIMEOUT_MS: '5000',
        IDLE_TIMEOUT_MS: '30000',
        KEEP_ALIVE_TIMEOUT_MS: '5000',
        MAX_CONNECTIONS: '100',
        MAX_CONNECTIONS_PER_CLIENT: '8',
        WS_MAX_CONNECTIONS: '50',
        WS_MAX_CONNECTIONS_PER_CLIENT: '2',
      },
      options,
    );
    expect(config.serverLimits).toEqual({
      requestTimeoutMs: 2_000,
      headersTimeoutMs: 2_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 100,
      maxConnectionsPerClient: 8,
    });
    expect(connectionsCheckingIntervalMs(config.serverLimits)).toBe(500);
    expect(config.webSocketLimits).toEqual({ maxConnections: 50, maxConnectionsPerClient: 2 });
  });

  it('refuses a cap of zero or a timeout too short to send a request', () => {
    let problems: readonly string[] = [];
    try {
      parseEnv({ MAX_CONNECTIONS_PER_CLIENT: '0', REQUEST_TIMEOUT_MS: '10' }, options);
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'MAX_CONNECTIONS_PER_CLIENT',
      'REQUEST_TIMEOUT_MS',
    ]);
  });
});
