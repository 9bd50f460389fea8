import { setFlagsFromString } from 'node:v8';

/**
 * Run `compileRegexpsNatively()` first, before anything runs a regular expression (decision 0077);
 * `import '@scambuddy/engine/native-regexps'` as a program's first import does it.
 *
 * V8 first runs a regular expression in its bytecode interpreter and compiles it to machine code
 * when it runs again ("tier-up"). It compiles without optimisation once a process has generated
 * more than 1 MB of regexp code and holds more than 16 MB of executable memory
 * (`TooMuchRegExpCode` in V8's regexp.cc). The signals hold about 200 KB of patterns: with
 * tier-up, the patterns compiled late land past that limit, unoptimised. Among other messages (as
 * in the server) a 10 KB transcript then took about 4 ms, and every pattern added could make it
 * worse (decision 0076). Compiling each pattern to machine code at its first run took 2.7 ms on
 * the same mix, for about 0.9 MB more code (bench/engine/RESULTS.md).
 *
 * V8's flags are process-wide, so worker threads started afterwards use it too.
 */
export const NATIVE_REGEXPS_FLAG = '--no-regexp-tier-up';

export function compileRegexpsNatively(): void {
  setFlagsFromString(NATIVE_REGEXPS_FLAG);
}
