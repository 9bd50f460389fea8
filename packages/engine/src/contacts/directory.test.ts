import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from './build-directory.js';
import { ContactSchema } from '@scambuddy/contracts';
import { CONTACTS_DIRECTORY, toContact } from './directory.js';
import type { DirectoryEntry } from './directory-schema.js';
import { extractPhoneNumbers, nationalDigits } from './phone.js';
import {
  SourceContactsFileSchema,
  type SourceContact,
  type SourceContactsFile,
} from './source-schema.js';

// The provenance proof of the README: read the shared source file itself, at test time.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const sharedDir = process.env.SCAMBUDDY_SHARED_DIR ?? path.resolve(repoRoot, '..', 'shared');
const sourcePath = path.join(sharedDir, 'data', 'contacts', 'contacts.json');
const sourceText = readFileSync(sourcePath, 'utf8');
const source: SourceContactsFile = SourceContactsFileSchema.parse(JSON.parse(sourceText));
const committedText = readFileSync(
  path.join(repoRoot, 'packages/engine/data/contacts.json'),
  'utf8',
);

const entries = CONTACTS_DIRECTORY.entries;

/** Every `phone` field of the source, where the README allows one to be shown. */
function sourcePhoneFields(file: SourceContactsFile): string[] {
  const fields: (string | undefined)[] = [
    ...file.federal.map((c) => c.phone),
    ...file.financial.map((c) => c.phone),
  ];
  for (const state of Object.values(file.states)) {
    if (state.phoneStatus !== 'not-found') fields.push(state.phone);
    fields.push(...(state.additionalContacts ?? []).map((c) => c.phone));
  }
  return fields.filter((field): field is string => field !== undefined);
}

function sourceEntryFor(entry: DirectoryEntry): SourceContact | undefined {
  if (entry.origin === 'federal') return source.federal.find((c) => c.name === entry.name);
  if (entry.origin === 'financial') return source.financial.find((c) => c.name === entry.name);
  if (entry.origin === 'state' && entry.state) {
    const state = source.states[entry.state];
    if (!state) return undefined;
    return [state, ...(state.additionalContacts ?? [])].find((c) => c.name === entry.name);
  }
  return undefined;
}

describe("the project's contacts directory", () => {
  it('has every phone number of its file in the shared source file', () => {
    const sourceNumbers = new Set(extractPhoneNumbers(sourceText).map(nationalDigits));
    const copyNumbers = extractPhoneNumbers(committedText).map(nationalDigits);
    expect(copyNumbers.length).toBeGreaterThan(50);
    const missing = copyNumbers.filter((digits) => !sourceNumbers.has(digits));
    expect(missing).toEqual([]);
  });

  it('takes each phone verbatim from a phone field of the source, and dials a number of it', () => {
    const phoneFields = new Set(sourcePhoneFields(source));
    for (const entry of entries) {
      if (entry.phone !== undefined) expect(phoneFields, entry.id).toContain(entry.phone);
      if (entry.primaryPhone !== undefined) {
        expect(extractPhoneNumbers(entry.phone ?? '').map(nationalDigits), entry.id).toContain(
          nationalDigits(entry.primaryPhone),
        );
      }
    }
  });

  it('shows no number outside phone fields, except in reviewer notes and source citations', () => {
    const allowed = new Set(
      sourcePhoneFields(source).flatMap((field) => extractPhoneNumbers(field).map(nationalDigits)),
    );
    for (const entry of entries) {
      const { notes: _notes, source: _source, sourceDate: _date, ...shown } = entry;
      const numbers = extractPhoneNumbers(JSON.stringify(shown)).map(nationalDigits);
      expect(
        numbers.filter((digits) => !allowed.has(digits)),
        entry.id,
      ).toEqual([]);
    }
  });

  it('keeps a source on every entry and holds no unsourced entry', () => {
    for (const entry of entries) {
      expect(entry.source.trim(), entry.id).not.toBe('');
      expect(entry.source, entry.id).not.toMatch(/none found/i);
      if (entry.origin === 'advice') {
        expect(entry.phone, entry.id).toBeUndefined();
        expect(entry.instruction, entry.id).toBeDefined();
        continue;
      }
      const original = sourceEntryFor(entry);
      expect(original, entry.id).toBeDefined();
      expect(original?.confidence, entry.id).toBe('sourced');
      expect(entry.source, entry.id).toBe(original?.source);
      expect(entry.sourceDate, entry.id).toBe(original?.sourceDate);
    }
  });

  it('leaves out every unsourced entry of the source', () => {
    const unsourced = [...source.federal, ...source.financial].filter(
      (c) => c.confidence === 'unsourced',
    );
    expect(unsourced.length).toBeGreaterThan(0);
    for (const contact of unsourced) {
      expect(entries.some((e) => e.name === contact.name)).toBe(false);
    }
  });

  it('gives states whose phone was not found no phone, and flags possibly stale ones', () => {
    for (const [code, state] of Object.entries(source.states)) {
      const main = entries.find((e) => e.id === `state-${code.toLowerCase()}`);
      expect(main, code).toBeDefined();
      if (state.phoneStatus === 'not-found') {
        expect(main?.phone, code).toBeUndefined();
        expect(main?.website ?? main?.complaintUrl, code).toBeDefined();
      }
      expect(main?.stale, code).toBe(state.phoneStatus === 'sourced-possibly-stale');
    }
  });

  it('gives every entry a valid contract contact that shows its number, website or instruction', () => {
    for (const entry of entries) {
      const contact = ContactSchema.parse(toContact(entry));
      expect(contact.contact, entry.id).toBe(
        entry.primaryPhone ?? entry.phone ?? entry.website ?? entry.instruction?.en,
      );
    }
  });

  it('shows the whole phone field of a company that lists one line per product', () => {
    const bankOfAmerica = entries.find((e) => e.id === 'bank-of-america');
    expect(bankOfAmerica?.primaryPhone).toBeUndefined();
    expect(toContact(bankOfAmerica as DirectoryEntry).contact).toBe(bankOfAmerica?.phone);
    expect(entries.find((e) => e.id === 'western-union')?.primaryPhone).toBe('1-800-325-6000');
  });

  it('has unique, stable ids for the well-known offices', () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['ftc', 'ic3', 'ssa-oig', 'tigta', 'hhs-oig', 'uspis', 'fcc', 'state-ny']) {
      expect(ids).toContain(id);
    }
    expect(entries.filter((e) => /^state-[a-z]{2}$/.test(e.id))).toHaveLength(51);
  });

  it('gives every text this project wrote an i18n key', () => {
    for (const entry of entries) {
      if (entry.instruction) expect(entry.instruction.key, entry.id).toMatch(/^contacts\./);
      if (entry.origin === 'advice') {
        expect(entry.nameKey, entry.id).toMatch(/^contacts\./);
        expect(entry.whenToUseKey, entry.id).toMatch(/^contacts\./);
      }
    }
  });

  it('is exactly what the build script makes of the current source file', () => {
    const sha256 = createHash('sha256').update(sourceText).digest('hex');
    expect(CONTACTS_DIRECTORY.source.sha256, 'source changed: run scripts/build-contacts.ts').toBe(
      sha256,
    );
    const rebuilt = buildDirectory(source, {
      version: CONTACTS_DIRECTORY.version,
      sourceFile: CONTACTS_DIRECTORY.source.file,
      sourceSha256: sha256,
    });
    expect(rebuilt).toEqual(CONTACTS_DIRECTORY);
  });
});
