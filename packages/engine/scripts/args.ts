/** `--name value` and `--flag` arguments; the rest are positional. */
export interface ParsedArgs {
  options: Map<string, string>;
  flags: Set<string>;
  positional: string[];
}

export function parseArgs(argv: readonly string[], valued: readonly string[]): ParsedArgs {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (valued.includes(name)) {
        const value = inline ?? argv[i + 1];
        if (value === undefined) throw new Error(`--${name} needs a value`);
        options.set(name, value);
        if (inline === undefined) i += 1;
      } else {
        flags.add(name);
      }
    } else {
      positional.push(arg);
    }
  }
  return { options, flags, positional };
}
