// The end-to-end tests drive Debian's Chromium through playwright-core; a browser is never
// downloaded by a test tool. Installs the Debian package when it is missing (the machines run as root).
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log('Installing Chromium from Debian packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
