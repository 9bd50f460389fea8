/**
 * Builds the project's contacts directory (data/contacts.json) from the shared, sourced file.
 * The output is committed and reviewed like code: run, read the diff, commit.
 *
 *   npx tsx packages/engine/scripts/build-contacts.ts [--version 2] [--check]
 *
 * SCAMBUDDY_SHARED_DIR overrides where `shared/` is (default: beside the checkout). Without
 * --version the committed file's version is kept; --check only reports whether the committed file
 * is what the source produces (exit 1 if not), writing nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDirectory } from '../src/contacts/build-directory.js';
import { ContactsDirectorySchema } from '../src/contacts/directory-schema.js';
import { SourceContactsFileSchema } from '../src/contacts/source-schema.js';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(engineDir, '..', '..');
const sharedDir = process.env.SCAMBUDDY_SHARED_DIR ?? path.resolve(repoRoot, '..', 'shared');
const sourcePath = path.join(sharedDir, 'data', 'contacts', 'contacts.json');
const outputPath = path.join(engineDir, 'data', 'contacts.json');

const { values } = parseArgs({
  options: { version: { type: 'string' }, check: { type: 'boolean', default: false } },
});

const sourceText = readFileSync(sourcePath, 'utf8');
const committed = existsSync(outputPath)
  ? ContactsDirectorySchema.parse(JSON.parse(readFileSync(outputPath, 'utf8')))
  : undefined;
const version = values.version ?? committed?.version;
if (!version) throw new Error('No committed directory yet: pass --version.');

const directory = buildDirectory(SourceContactsFileSchema.parse(JSON.parse(sourceText)), {
  version,
  sourceFile: 'shared/data/contacts/contacts.json',
  sourceSha256: createHash('sha256').update(sourceText).digest('hex'),
});
const output = `${JSON.stringify(directory, null, 2)}\n`;

if (values.check) {
  const upToDate = existsSync(outputPath) && readFileSync(outputPath, 'utf8') === output;
  console.log(upToDate ? 'contacts directory is up to date' : 'contacts directory is out of date');
  process.exitCode = upToDate ? 0 : 1;
} else {
  writeFileSync(outputPath, output);
  const phones = directory.entries.filter((entry) => entry.phone !== undefined).length;
  const stale = directory.entries.filter((entry) => entry.stale).length;
  console.log(
    `wrote ${path.relative(repoRoot, outputPath)}: version ${version}, ${directory.entries.length} entries, ${phones} with a phone (${stale} flagged stale)`,
  );
}
