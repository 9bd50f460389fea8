import { systemClock } from './adapters/clock.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { migrationsDir } from './server-root.js';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: migrationsDir(),
    onConnectionError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  await db.migrate();

  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    logger: { level: config.logLevel },
  });

  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
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
}

main().catch((error: unknown) => {
  // Before the logger exists there is only stderr; a ConfigError already lists every problem.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
