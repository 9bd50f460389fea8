import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the server entry point', () => {
  it('sets V8 to compile regular expressions natively before any other module runs', () => {
    // An import evaluates before the importing module's body and after the imports above it, so
    // the flag must be the first import: a pattern run before it would keep V8's tier-up
    // (decision 0077).
    const source = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import '@scambuddy/engine/native-regexps';");
  });
});
