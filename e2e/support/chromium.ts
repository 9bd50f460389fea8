// How this machine can run Chromium: Debian's binary, no sandbox (it runs as root), and no
// background networking since the network is closed. Kept free of Vitest so that
// bench/lighthouse can launch the same browser outside a test run.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
