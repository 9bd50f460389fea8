import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The facts a recorded figure needs beside it: which machine, how busy, when, by what command. */
export function describeMachine(command: string): string {
  const cpus = os.cpus();
  const [load1, load5] = os.loadavg();
  return [
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `- Node ${process.version}`,
    `- load average when the run started: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min)`,
    `- command: \`${command}\``,
  ].join('\n');
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Writes a RESULTS.md formatted as the repository's Prettier configuration would, so that a fresh
 * benchmark run never fails `npm run format:check`.
 */
export async function writeResults(url: URL, markdown: string): Promise<void> {
  const filePath = fileURLToPath(url);
  const options = (await resolveConfig(filePath)) ?? {};
  await writeFile(filePath, await format(markdown, { ...options, filepath: filePath }));
}
