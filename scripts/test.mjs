// `npm test`: every check the project has, in the order that fails fastest. Used by CI (.ci/run).
// Set TEST_DATABASE_URL to also run the database tests against PostgreSQL.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'format:check']);
// The speech adapters' tests use PocketSphinx, ffmpeg and speech synthesisers from Debian.
run('bash', ['apps/server/scripts/install-system-deps.sh']);
run('npx', ['vitest', 'run']);
ensureBuilt({ force: true });
ensureChromium();
run('npm', ['run', 'test:e2e']);
console.log('\nAll checks passed: typecheck, lint, format, unit and API tests, end-to-end tests.');
