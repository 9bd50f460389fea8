import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

export interface CommandResult {
  stdout: string;
  stderr: string;
}

export type CommandFailure =
  | { kind: 'missing'; command: string }
  | { kind: 'timeout'; command: string; timeoutMs: number }
  | { kind: 'failed'; command: string; exitCode: number | null; stderr: string };

export class CommandError extends Error {
  constructor(readonly failure: CommandFailure) {
    super(
      failure.kind === 'missing'
        ? `${failure.command} is not installed`
        : failure.kind === 'timeout'
          ? `${failure.command} did not finish within ${failure.timeoutMs} ms`
          : `${failure.command} exited with ${failure.exitCode}: ${failure.stderr.slice(-500)}`,
    );
  }
}

interface ExecError extends Error {
  code?: string | number | null;
  killed?: boolean;
  signal?: NodeJS.Signals | null;
  stderr?: string;
}

/**
 * Runs a program without a shell (arguments are never interpreted), killing it at the timeout.
 * Failures come back as one typed error that tells a missing program from a slow or broken one.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' },
      (error: ExecError | null, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        if (error.code === 'ENOENT') return reject(new CommandError({ kind: 'missing', command }));
        if (error.killed === true || error.signal === 'SIGKILL') {
          return reject(new CommandError({ kind: 'timeout', command, timeoutMs }));
        }
        const exitCode = typeof error.code === 'number' ? error.code : null;
        reject(new CommandError({ kind: 'failed', command, exitCode, stderr }));
      },
    );
  });
}

/** Whether `command` is an executable file, given as a path or found on PATH. */
export async function isExecutable(command: string): Promise<boolean> {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((folder) => folder.length > 0)
        .map((folder) => path.join(folder, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return true;
    } catch {
      // not in this folder; try the next one
    }
  }
  return false;
}

/** Whether every path exists and can be read. */
export async function areReadable(paths: readonly string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((file) => access(file, constants.R_OK)));
    return true;
  } catch {
    return false;
  }
}
