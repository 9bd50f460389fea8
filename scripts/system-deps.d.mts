// Types for scripts/system-deps.mjs (plain Node, so the start command runs before anything is built).
export declare const APP_PACKAGES: string[];
export declare const TEST_PACKAGES: string[];
export declare const VOICE_UNAVAILABLE: string;

export type SystemPackagesPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; prefix: string[] }
  | { action: 'cannot'; packages: string[]; reason: 'not-debian' | 'not-root' };

export declare function planSystemPackages(machine: {
  wanted: string[];
  installed: ReadonlySet<string>;
  isDebian: boolean;
  isRoot: boolean;
  canSudo: boolean;
}): SystemPackagesPlan;

export declare function cannotMessage(packages: string[], reason: string, purpose: string): string;

export interface EnsureOptions {
  env?: NodeJS.ProcessEnv;
  uid?: number;
  log?: (line: string) => void;
}

export interface EnsureResult {
  ok: boolean;
  installed: string[];
  missing: string[];
}

export declare function ensureSystemPackages(
  packages: string[],
  options: EnsureOptions & { purpose: string },
): EnsureResult;

export declare function ensureAppSystemPackages(options?: EnsureOptions): EnsureResult;
