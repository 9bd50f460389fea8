import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { OcrConfigSchema, type OcrConfig } from './adapters/ocr/ocr.config.js';
import { SpeechConfigSchema, type SpeechConfig } from './adapters/speech/speech.config.js';
import { defaultWebDistDir } from './server-root.js';
import { ensureSessionSecret } from './session-secret.js';
import { OidcEnvShape, oidcSettings } from './modules/auth/oidc.config.js';
import {
  FORWARDING_ENV_KEYS,
  ForwardingConfigSchema,
  forwardingSettings,
  type ForwardingEnv,
} from './modules/forwarding/forwarding.config.js';

/** Levels pino understands; `silent` turns logging off. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A secret shorter than this is too easy to guess for signing session cookies. */
export const SESSION_SECRET_MIN_LENGTH = 32;

const ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'WEB_DIST_DIR',
  'ADMIN_EMAILS',
  'ANALYZE_RATE_LIMIT_PER_MINUTE',
  'TRANSCRIBE_RATE_LIMIT_PER_MINUTE',
  'COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR',
  'OCR_WORKERS',
  'ENGINE_THREADS',
  'OCR_JOB_TIMEOUT_MS',
  'OCR_MAX_PIXELS',
  'OCR_JOBS_PER_CLIENT',
  'OCR_TIME_PER_CLIENT_MS',
  'STT_PROVIDER',
  'STT_URL',
  'STT_API_KEY',
  'STT_MODEL',
  'STT_TIMEOUT_MS',
  'INTEL_COLLECTION',
  'INTEL_SOURCES_FILE',
  'ENGINE_CORPUS_DIR',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'TRANSLATE_URL',
  'TRANSLATE_API_KEY',
  'REQUEST_TIMEOUT_MS',
  'HEADERS_TIMEOUT_MS',
  'IDLE_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'MAX_CONNECTIONS',
  'MAX_CONNECTIONS_PER_CLIENT',
  'WS_MAX_CONNECTIONS',
  'WS_MAX_CONNECTIONS_PER_CLIENT',
  // Checking by forwarding (issue 20): e-mail and SMS channels, off unless configured.
  ...FORWARDING_ENV_KEYS,
] as const;

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';

const adminEmailsSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  )
  .pipe(z.array(z.email({ error: 'each entry must be an e-mail address' })));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65_535, PORT_MESSAGE)
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  SESSION_SECRET: z
    .string()
    .min(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`)
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_EMAILS: adminEmailsSchema.default([]),
  // Per client address; a load test from one machine needs these raised.
  ANALYZE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRANSCRIBE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Scam-intelligence collection (issue 6): default on, off when NODE_ENV is test (see below).
  INTEL_COLLECTION: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  INTEL_SOURCES_FILE: z.string().min(1).optional(),
  // Admin retraining (issue 5): the labelled base corpus; default ../shared/data/corpus beside the repo.
  ENGINE_CORPUS_DIR: z.string().min(1).optional(),
  COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // Analyses run in this many worker threads beside the server's thread (decision 0045); 0 runs
  // them on the server's thread. One matches the two cores of the reference machine.
  ENGINE_THREADS: z.coerce
    .number({ error: 'must be a whole number from 0 to 16' })
    .int('must be a whole number from 0 to 16')
    .min(0, 'must be a whole number from 0 to 16')
    .max(16, 'must be a whole number from 0 to 16')
    .default(1),
  // Sign-in (issue 5): Google by default, any OpenID Connect issuer through OIDC_ISSUER_URL.
  ...OidcEnvShape,
  // Free-text translation (issue 8): a LibreTranslate-compatible service; unset = originals shown.
  TRANSLATE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  // Slow clients and connection caps (issue 18, decision 0050).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2_000),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(64),
  WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  WS_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(10),
});

type ParsedEnv = z.infer<typeof envSchema>;

export interface ParseEnvOptions {
  /** Relative DATA_DIR and WEB_DIST_DIR are resolved against this folder. */
  cwd: string;
  /** Where the built client is when WEB_DIST_DIR is not set. */
  defaultWebDistDir: string;
}

/** The server's settings before the session secret is resolved (pure: no file system). */
export type EnvConfig = ReturnType<typeof toEnvConfig>;

/** The server's settings, each one checked; the only thing built from `process.env`. */
export type Config = Omit<EnvConfig, 'sessionSecret'> & { sessionSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. Empty variables count as unset, so `PORT=` in a shell means the
 * default. Throws a ConfigError that lists every bad variable, not just the first.
 */
export function parseEnv(env: NodeJS.ProcessEnv, options: ParseEnvOptions): EnvConfig {
  const known = Object.fromEntries(
    ENV_KEYS.map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = envSchema.safeParse(known);
  // The adapters own their fragments; each is parsed on its own so every problem is listed.
  const ocr = OcrConfigSchema.safeParse(known);
  const speech = SpeechConfigSchema.safeParse(known);
  const forwarding = ForwardingConfigSchema.safeParse(known);
  const problems = [result, ocr, speech, forwarding].flatMap((parsed) =>
    parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
        ),
  );
  // Checked apart from the schema so it is reported even when other variables are also wrong.
  // Outside production a generated secret kept in DATA_DIR is fine; in production several
  // instances must share one secret, so it has to be given.
  if (known.NODE_ENV === 'production' && known.SESSION_SECRET === undefined) {
    problems.push('SESSION_SECRET: is required when NODE_ENV is production');
  }
  if (
    !result.success ||
    !ocr.success ||
    !speech.success ||
    !forwarding.success ||
    problems.length > 0
  ) {
    throw new ConfigError(problems);
  }
  return toEnvConfig(result.data, ocr.data, speech.data, options, forwarding.data);
}

function toEnvConfig(
  env: ParsedEnv,
  ocr: OcrConfig,
  speech: SpeechConfig,
  options: ParseEnvOptions,
  forwarding: ForwardingEnv,
) {
  const publicUrl = stripTrailingSlash(env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT));
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: resolvePath(options.cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    /** Cookies are `Secure` and HSTS is sent only when the public address is HTTPS. */
    isHttps: new URL(publicUrl).protocol === 'https:',
    logLevel: env.LOG_LEVEL,
    webDistDir: resolvePath(options.cwd, env.WEB_DIST_DIR ?? options.defaultWebDistDir),
    adminEmails: env.ADMIN_EMAILS,
    rateLimits: {
      analyzePerMinute: env.ANALYZE_RATE_LIMIT_PER_MINUTE,
      transcribePerMinute: env.TRANSCRIBE_RATE_LIMIT_PER_MINUTE,
      communityReportsPerHour: env.COMMUNITY_REPORTS_RATE_LIMIT_PER_HOUR,
    },
    ocr: {
      workers: ocr.OCR_WORKERS,
      jobTimeoutMs: ocr.OCR_JOB_TIMEOUT_MS,
      maxPixels: ocr.OCR_MAX_PIXELS,
      jobsPerClient: ocr.OCR_JOBS_PER_CLIENT,
      timePerClientMs: ocr.OCR_TIME_PER_CLIENT_MS,
    },
    engineThreads: env.ENGINE_THREADS,
    speech,
    intel: {
      collection: env.INTEL_COLLECTION ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
      sourcesFile:
        env.INTEL_SOURCES_FILE === undefined
          ? undefined
          : resolvePath(options.cwd, env.INTEL_SOURCES_FILE),
    },
    /** Undefined: modules/model retrains from the derived examples committed with the model (decision 0052). */
    engineCorpusDir:
      env.ENGINE_CORPUS_DIR === undefined
        ? undefined
        : resolvePath(options.cwd, env.ENGINE_CORPUS_DIR),
    /** Null when no client id is set: then development sign-in is offered outside production. */
    oidc: oidcSettings(env),
    translate: { url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY },
    serverLimits: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
    },
    webSocketLimits: {
      maxConnections: env.WS_MAX_CONNECTIONS,
      maxConnectionsPerClient: env.WS_MAX_CONNECTIONS_PER_CLIENT,
    },
    /** Issue 20: the `check@` e-mail listener, the reply relay and the SMS webhook. */
    forwarding: forwardingSettings(forwarding),
  };
}

/** Reads the real environment, and keeps a generated session secret in DATA_DIR when none is set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env, { cwd: process.cwd(), defaultWebDistDir: defaultWebDistDir() });
  return { ...parsed, sessionSecret: parsed.sessionSecret ?? ensureSessionSecret(parsed.dataDir) };
}

/** A wildcard bind address is not somewhere a browser can go, so the default URL names localhost. */
function defaultPublicUrl(host: string, port: number): string {
  const isWildcard = host === '0.0.0.0' || host === '::';
  const hostname = isWildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${hostname}:${port}`;
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
