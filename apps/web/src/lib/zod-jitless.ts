// The server's Content-Security-Policy forbids eval (apps/server/src/plugins/security-headers.ts).
// Zod probes for eval with `new Function('')` when it builds its first object schema, to compile
// faster parsers; Chromium reports the refused probe as a CSP violation (Lighthouse's
// "inspector-issues") although zod catches it. Its `jitless` setting skips the probe and the
// compiled parsers, which a browser parsing a few answers does not need.
//
// Zod keeps its settings on this global (what `z.config()` writes) and adopts an existing one when
// it loads. Writing it directly, rather than calling z.config, keeps zod out of the home page's
// bundle (issue 9); main.tsx imports this first, before any schema module can run. The test
// (zod-jitless.test.ts) fails if a zod upgrade stops honouring it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
