// The end-to-end tests drive Debian's Chromium through playwright-core; a browser is never
// downloaded by a test tool. Installs the Debian package when it is missing (the machines run as root).
// Also installs Debian's Noto fonts for the scripts the app is translated into (issue 21 item 6):
// without them Chinese, Japanese, Korean and Hindi pages render as empty boxes, so the e2e sizes,
// overflow checks and screenshots in those languages measure nothing real.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** fontconfig language tags of the app's non-Latin languages → the Debian package with their glyphs. */
const FONT_PACKAGES = {
  zh: 'fonts-noto-cjk',
  ja: 'fonts-noto-cjk',
  ko: 'fonts-noto-cjk',
  hi: 'fonts-noto-core',
  ar: 'fonts-noto-core',
};

const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

/** True when fontconfig knows at least one font that covers `language`. */
function hasFontFor(language) {
  const listed = spawnSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
}

/** The font packages still missing, by fontconfig's own answer (one package may serve several). */
export function missingFontPackages() {
  const missing = Object.entries(FONT_PACKAGES)
    .filter(([language]) => !hasFontFor(language))
    .map(([, pkg]) => pkg);
  return [...new Set(missing)];
}

export function ensureTestFonts() {
  const missing = missingFontPackages();
  if (missing.length === 0) return;
  console.log(`Installing fonts for zh, ja, ko, hi and ar (${missing.join(', ')})…`);
  run('apt-get', ['update', '-qq'], { env: aptEnv });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: aptEnv });
}

export function ensureChromium() {
  if (!existsSync(chromiumPath)) {
    console.log('Installing Chromium from Debian packages…');
    run('apt-get', ['update', '-qq'], { env: aptEnv });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: aptEnv });
  }
  ensureTestFonts();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
