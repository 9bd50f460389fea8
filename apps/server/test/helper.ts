import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadModel, type EngineModel } from '@scambuddy/engine';
import type { Clock } from '../src/adapters/clock.js';
import { createFakeOcrService, type OcrService } from '../src/adapters/ocr/index.js';
import { createFakeSpeechToText, type SpeechToText } from '../src/adapters/speech/index.js';
import { systemClock } from '../src/adapters/clock.js';
import { buildApp } from '../src/app.js';
import { parseEnv, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import type { LoggerSettings } from '../src/logger.js';
import { createTestDatabase } from './test-database.js';

export {
  availableTestDatabaseKinds,
  createTestDatabase,
  defaultTestDatabaseKind,
} from './test-database.js';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** The tiny client every test app serves, so page, asset and header tests have real files. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>ScamBuddy test</title></head><body><div id="root"></div></body></html>';
export const TEST_ASSET_JS = 'console.log("asset");';

/** A temporary WEB_DIST_DIR with index.html and one hashed asset; `withIndex: false` = not built. */
export function createWebDist(options: { withIndex?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'scambuddy-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), TEST_ASSET_JS);
  if (options.withIndex !== false) writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  return dir;
}

/** A full Config for tests, parsed by the same code as production, with a fixed secret. */
export function testConfig(env: NodeJS.ProcessEnv = {}, webDistDir = createWebDist()): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'scambuddy-data-'));
  const parsed = parseEnv(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
      // The address auth-helper's signInAs uses for role 'admin'.
      ADMIN_EMAILS: 'admin@example.test',
      ...env,
    },
    { cwd: process.cwd(), defaultWebDistDir: webDistDir },
  );
  return { ...parsed, sessionSecret: parsed.sessionSecret ?? '' };
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  webDistDir?: string;
  db?: Database;
  clock?: Clock;
  /** Defaults to a fake that reads nothing from any screenshot. */
  ocr?: OcrService;
  /** Defaults to a fake that reports itself unavailable. */
  speech?: SpeechToText;
  logger?: LoggerSettings | false;
  /** Adds routes (or hooks) before the app is ready, e.g. a route that throws on purpose. */
  extend?: (app: TestApp) => void | Promise<void>;
}

export interface TestContext {
  app: TestApp;
  db: Database;
  config: Config;
  /** Closes the app, then the database (unless the test passed its own), then removes temp dirs. */
  close(): Promise<void>;
}

let engineModel: EngineModel | undefined;

/** The committed engine model, read once per test file. */
export function testEngineModel(): EngineModel {
  engineModel ??= loadModel();
  return engineModel;
}

/**
 * Builds the app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * quiet unless a logger is given. Pair with `afterAll(() => ctx.close())`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config = testConfig(options.env, options.webDistDir ?? createWebDist());
  const db = options.db ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    db,
    clock: options.clock ?? systemClock,
    engineModel: testEngineModel(),
    ocr: options.ocr ?? createFakeOcrService({ text: '', confidence: 0, qrUrls: [], lines: [] }),
    speech: options.speech ?? createFakeSpeechToText(undefined),
    logger: options.logger ?? false,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      if (options.db === undefined) await db.close();
      rmSync(config.dataDir, { recursive: true, force: true });
      if (options.webDistDir === undefined)
        rmSync(config.webDistDir, { recursive: true, force: true });
    },
  };
}
