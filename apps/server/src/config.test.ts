import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.js';
import { findServerRoot, defaultWebDistDir, migrationsDir } from './server-root.js';
import { ensureSessionSecret } from './session-secret.js';

const options = { cwd: '/srv/scambuddy', defaultWebDistDir: '/srv/scambuddy/apps/web/dist' };
const SECRET = 'a'.repeat(32);

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    parseEnv(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = parseEnv({}, options);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/scambuddy/data',
      databaseUrl: undefined,
      sessionSecret: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      publicOrigin: 'http://127.0.0.1:3000',
      isHttps: false,
      logLevel: 'info',
      webDistDir: '/srv/scambuddy/apps/web/dist',
      adminEmails: [],
    });
  });

  it('reads every variable', () => {
    const config = parseEnv(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/scambuddy',
        DATABASE_URL: 'postgres://app@db:5432/scambuddy',
        SESSION_SECRET: SECRET,
        PUBLIC_URL: 'https://scambuddy.example/',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: 'web',
        ADMIN_EMAILS: ' Ops@Example.org, ,second@example.org ',
      },
      options,
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/scambuddy',
      databaseUrl: 'postgres://app@db:5432/scambuddy',
      sessionSecret: SECRET,
      publicUrl: 'https://scambuddy.example',
      publicOrigin: 'https://scambuddy.example',
      isHttps: true,
      logLevel: 'warn',
      webDistDir: '/srv/scambuddy/web',
      adminEmails: ['ops@example.org', 'second@example.org'],
    });
  });

  it('treats empty variables as unset', () => {
    const config = parseEnv({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' }, options);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('derives the public URL from HOST and PORT, naming localhost for a wildcard bind', () => {
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '4000' }, options).publicUrl).toBe(
      'http://localhost:4000',
    );
    expect(parseEnv({ HOST: '::1' }, options).publicUrl).toBe('http://[::1]:3000');
  });

  it('lists every bad variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/app',
      PUBLIC_URL: 'ftp://files.example',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      ADMIN_EMAILS: 'ops@example.org,not-an-address',
      SESSION_SECRET: 'short',
    });
    const variables = error.problems.map((problem) => problem.split(':')[0]);
    expect([...variables].sort()).toEqual(
      [
        'ADMIN_EMAILS.1',
        'DATABASE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'SESSION_SECRET',
      ].sort(),
    );
    expect(error.message).toContain('Invalid environment:');
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it.each(['70000', '-1', '80.5', 'eighty'])('rejects PORT=%s', (port) => {
    expect(configError({ PORT: port }).problems).toEqual([
      'PORT: must be a whole number from 0 to 65535',
    ]);
  });

  it('reports a missing production secret together with the other problems', () => {
    expect([...configError({ NODE_ENV: 'production', PORT: 'x' }).problems].sort()).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'SESSION_SECRET: is required when NODE_ENV is production',
    ]);
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(configError({ NODE_ENV: 'production' }).problems).toEqual([
      'SESSION_SECRET: is required when NODE_ENV is production',
    ]);
    expect(parseEnv({ NODE_ENV: 'development' }, options).sessionSecret).toBeUndefined();
  });

  it('ignores variables it does not own', () => {
    expect(() => parseEnv({ HOME: '/root', SOMETHING: 'x' }, options)).not.toThrow();
  });
});

describe('ensureSessionSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a private secret once and returns the same one afterwards', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'scambuddy-secret-')), 'nested');
    dirs.push(dataDir);
    const first = ensureSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(ensureSessionSecret(dataDir)).toBe(first);
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('differs between installations', () => {
    const a = mkdtempSync(join(tmpdir(), 'scambuddy-secret-'));
    const b = mkdtempSync(join(tmpdir(), 'scambuddy-secret-'));
    dirs.push(a, b);
    expect(ensureSessionSecret(a)).not.toBe(ensureSessionSecret(b));
  });
});

describe('server-root', () => {
  const serverRoot = findServerRoot();

  it('finds apps/server from the source tree and from the built bundle alike', () => {
    expect(serverRoot.endsWith(join('apps', 'server'))).toBe(true);
    const bundleUrl = pathToFileURL(join(serverRoot, 'dist', 'main.js')).href;
    expect(findServerRoot(bundleUrl)).toBe(serverRoot);
  });

  it('points at the committed migrations and the built client', () => {
    expect(migrationsDir(serverRoot)).toBe(join(serverRoot, 'drizzle'));
    expect(defaultWebDistDir(serverRoot)).toBe(join(serverRoot, '..', 'web', 'dist'));
  });
});
