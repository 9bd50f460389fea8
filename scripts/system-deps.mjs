// The Debian packages the app and its tests use beyond npm, installed only when missing and without
// questions (decision 0052). `npm start` sets up the app's; `npm test` also the tests' speech
// synthesisers. Where they cannot be installed (not Debian, not root, no network) it says so plainly
// and the app starts anyway: the server then reports voice input as unavailable and typing stays open.
// Plain Node, no dependencies: it runs before `npm ci`.
import { spawnSync } from 'node:child_process';

/** What the running app uses: local speech to text (PocketSphinx, its US English model) and ffmpeg,
 * which decodes browser recordings (WebM/Opus, MP4/AAC) to 16 kHz WAV. */
export const APP_PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us', 'ffmpeg'];
/** Only the tests and bench/speech: synthesisers that make recordings (Festival's HTS voice is the
 * natural-sounding one). Chromium for the end-to-end tests is scripts/ensure-chromium.mjs. */
export const TEST_PACKAGES = ['espeak-ng', 'festival', 'festvox-us-slt-hts'];

/**
 * What to do, from what the machine is. Pure.
 * @param {{ wanted: string[], installed: ReadonlySet<string>, isDebian: boolean, isRoot: boolean, canSudo: boolean }} machine
 * @returns {{ action: 'none' } | { action: 'install', packages: string[], prefix: string[] } | { action: 'cannot', packages: string[], reason: 'not-debian' | 'not-root' }}
 */
export function planSystemPackages({ wanted, installed, isDebian, isRoot, canSudo }) {
  if (!isDebian) return { action: 'cannot', packages: wanted, reason: 'not-debian' };
  const missing = wanted.filter((name) => !installed.has(name));
  if (missing.length === 0) return { action: 'none' };
  if (isRoot) return { action: 'install', packages: missing, prefix: [] };
  if (canSudo) return { action: 'install', packages: missing, prefix: ['sudo', '-n'] };
  return { action: 'cannot', packages: missing, reason: 'not-root' };
}

/** The sentence a person reads when packages could not be set up. Pure. */
export function cannotMessage(packages, reason, purpose) {
  const why =
    reason === 'not-debian'
      ? 'this is not a Debian system (no dpkg)'
      : reason === 'not-root'
        ? 'installing needs root, and this is neither root nor allowed sudo without a password'
        : `apt-get failed (${reason})`;
  return (
    `✗ Could not set up ${packages.join(', ')}: ${why}.\n` +
    `  ${purpose}\n` +
    `  To set it up, run as root: apt-get install -y --no-install-recommends ${packages.join(' ')}`
  );
}

/** Which of the packages dpkg reports as installed (one dpkg-query for all). */
function installedOf(packages, env) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...packages], {
    env,
    encoding: 'utf8',
  });
  const installed = new Set();
  for (const line of (result.stdout ?? '').split('\n')) {
    const [name, ...status] = line.trim().split(' ');
    if (name && status.join(' ') === 'install ok installed') installed.add(name.split(':')[0]);
  }
  return installed;
}

const succeeds = (command, args, env) =>
  spawnSync(command, args, { env, stdio: 'ignore' }).status === 0;

/**
 * Installs what is missing; never stops the caller. Answers whether every package is there now.
 * `env` (PATH) and `uid` are parameters so a test can stand in for a fresh machine.
 * @param {string[]} packages
 * @param {{ purpose: string, env?: NodeJS.ProcessEnv, uid?: number, log?: (line: string) => void }} options
 * @returns {{ ok: boolean, installed: string[], missing: string[] }}
 */
export function ensureSystemPackages(packages, options) {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line) => console.error(line));
  const isDebian = succeeds('dpkg-query', ['--version'], env);
  const isRoot = (options.uid ?? process.getuid?.() ?? -1) === 0;
  const plan = planSystemPackages({
    wanted: packages,
    installed: isDebian ? installedOf(packages, env) : new Set(),
    isDebian,
    isRoot,
    canSudo: !isRoot && isDebian && succeeds('sudo', ['-n', 'true'], env),
  });
  if (plan.action === 'none') return { ok: true, installed: [], missing: [] };
  if (plan.action === 'cannot') {
    log(cannotMessage(plan.packages, plan.reason, options.purpose));
    return { ok: false, installed: [], missing: plan.packages };
  }
  log(`Installing ${plan.packages.join(', ')} from Debian packages…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, ...rest] = [...plan.prefix, 'apt-get', ...args];
    return spawnSync(command, rest, { env: aptEnv, encoding: 'utf8' });
  };
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages];
  // The package lists may be absent on a fresh machine, or stale: refresh once, then install.
  let result = apt(install);
  if (result.status !== 0) {
    apt(['update', '-qq']);
    result = apt(install);
  }
  const still = plan.packages.filter((name) => !installedOf(plan.packages, env).has(name));
  if (result.status !== 0 || still.length > 0) {
    const detail = (result.stderr ?? '').trim().split('\n').pop() || `exit ${result.status}`;
    log(cannotMessage(still.length > 0 ? still : plan.packages, detail, options.purpose));
    return {
      ok: false,
      installed: plan.packages.filter((p) => !still.includes(p)),
      missing: still,
    };
  }
  log(`✓ Installed ${plan.packages.join(', ')}.`);
  return { ok: true, installed: plan.packages, missing: [] };
}

export const VOICE_UNAVAILABLE =
  'Voice input will be marked unavailable in the app; everything else works (typing stays open).';

/** `npm start`'s step: what the running app needs. */
export function ensureAppSystemPackages(options = {}) {
  return ensureSystemPackages(APP_PACKAGES, { purpose: VOICE_UNAVAILABLE, ...options });
}

// `node scripts/system-deps.mjs [--with-test-tools]`: always exits 0, like the start command.
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureAppSystemPackages();
  if (process.argv.includes('--with-test-tools')) {
    ensureSystemPackages(TEST_PACKAGES, {
      purpose: 'The speech tests that synthesise recordings will fail without them.',
    });
  }
}
