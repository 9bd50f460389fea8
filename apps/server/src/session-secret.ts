import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'session-secret';
const SECRET_BYTES = 32;

/**
 * Returns the session secret kept in `dataDir`, creating it on first start. Keeping it on disk
 * means sessions survive a restart on a machine where nobody configured SESSION_SECRET.
 */
export function ensureSessionSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx` fails if the file exists, so two processes starting together cannot overwrite each other.
    writeFileSync(path, randomBytes(SECRET_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < SECRET_BYTES) {
    throw new Error(`${path} is too short to be a session secret; delete it to generate a new one`);
  }
  return secret;
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}
