// First: the engine's patterns compile to machine code at their first run (decision 0077).
import '@scambuddy/engine/native-regexps';
import { join } from 'node:path';
import { loadModel } from '@scambuddy/engine';
import { systemClock } from './adapters/clock.js';
import { createOcrService } from './adapters/ocr/index.js';
import { inlineEngine } from './adapters/engine/engine-runner.js';
import { startEngineThreads } from './adapters/engine/engine-threads.js';
import { createSpeechToText } from './adapters/speech/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { findServerRoot, migrationsDir } from './server-root.js';
import { assertDataDirUsable, describeStartupFileError } from './hardening/data-dir.js';
import { OWNER_ONLY_UMASK, restrictDataDir } from './hardening/data-dir-permissions.js';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Before anything is written (the session secret is created while the configuration loads):
  // every file and folder this process and its threads create is owner-only (decision 0050).
  process.umask(OWNER_ONLY_UMASK);
  const config = loadConfig();
  assertDataDirUsable({ dataDir: config.dataDir, holdsDatabase: config.databaseUrl === undefined });
  const permissions = restrictDataDir(config.dataDir);
  // Before the logger exists, so the warning is on stderr like the other start-up problems.
  if (permissions.warning !== undefined) console.warn(`warning: ${permissions.warning}`);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: migrationsDir(),
    onConnectionError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  await db.migrate();

  // Found from the server package rather than the engine's own module URL, which points
  // elsewhere once the engine is bundled into dist/main.js.
  const engineModel = loadModel(join(findServerRoot(), '..', '..', 'packages', 'engine', 'model'));
  const ocr = createOcrService({
    workers: config.ocr.workers,
    jobTimeoutMs: config.ocr.jobTimeoutMs,
    maxPixels: config.ocr.maxPixels,
    onWorkerReplaced: (reason) => console.error('OCR worker replaced', reason),
  });
  const speech = createSpeechToText(config.speech);
  const engine =
    config.engineThreads === 0
      ? inlineEngine
      : startEngineThreads({
          size: config.engineThreads,
          onThreadStopped: (reason) => console.error(`engine thread stopped: ${reason}`),
        });

  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    engineModel,
    ocr,
    engine,
    speech,
    logger: { level: config.logLevel },
  });
  // The model loads in the background so start-up is not held up; the first screenshot waits.
  ocr
    .ready()
    .catch((error: unknown) => app.log.error({ err: error }, 'OCR workers failed to start'));

  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
      await ocr.close();
      await engine.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: db.kind, publicUrl: config.publicUrl, webDistDir: config.webDistDir },
    'ScamBuddy is ready',
  );

  // Checking by forwarding (issue 20): the check@ listener, when INBOUND_SMTP_* are set.
  await app.forwarding
    .startEmailListener()
    .catch((error: unknown) =>
      app.log.error({ err: error }, 'forwarding: check@ listener failed to start'),
    );

  // Scam intelligence: the snapshot on a first start, then collection every 6 hours
  // (INTEL_COLLECTION=off disables it); the timer is unref'd and stopped by app.close(). Only
  // here, never in tests.
  app.intelligence
    .startSchedule()
    .catch((error: unknown) =>
      app.log.error({ err: error }, 'intelligence schedule failed to start'),
    );
}

main().catch((error: unknown) => {
  // Before the logger exists there is only stderr; a ConfigError already lists every problem.
  console.error(
    error instanceof ConfigError ? error.message : (describeStartupFileError(error) ?? error),
  );
  process.exit(1);
});
