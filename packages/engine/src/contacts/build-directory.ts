import { UsStateCodeSchema } from '@scambuddy/contracts';
import { AUTHORED_ADVICE, SOURCED_ENTRY_INSTRUCTIONS } from './advice-entries.js';
import {
  ContactsDirectorySchema,
  type ContactsDirectory,
  type DirectoryEntry,
} from './directory-schema.js';
import {
  FEDERAL_IDS,
  FINANCIAL_IDS,
  stateEntryId,
  type SourceEntryIdentity,
} from './directory-ids.js';
import { extractPhoneNumbers, primaryPhoneNumber } from './phone.js';
import type { SourceContact, SourceContactsFile, SourceStateContact } from './source-schema.js';

export interface BuildDirectoryOptions {
  readonly version: string;
  /** Where the source file lives, relative to the project root, for the record. */
  readonly sourceFile: string;
  readonly sourceSha256: string;
}

/**
 * Turns the shared source file into the project's directory, following its README: only
 * `confidence: sourced` entries; a phone only from a `phone` field and never for a state whose
 * phone was not found; source and date kept on every entry; possibly stale phones flagged.
 */
export function buildDirectory(
  sourceFile: SourceContactsFile,
  options: BuildDirectoryOptions,
): ContactsDirectory {
  const entries: DirectoryEntry[] = [
    ...sourceFile.federal
      .filter(isSourced)
      .map((contact) => fromListEntry(contact, 'federal', identify(FEDERAL_IDS, contact))),
    ...Object.keys(sourceFile.states)
      .sort()
      .flatMap((code) => fromState(code, sourceFile.states[code])),
    ...sourceFile.financial
      .filter(isSourced)
      .map((contact) => fromListEntry(contact, 'financial', identify(FINANCIAL_IDS, contact))),
    ...AUTHORED_ADVICE.map((advice): DirectoryEntry => ({
      id: advice.id,
      origin: 'advice',
      type: 'financial',
      name: advice.name.en,
      nameKey: advice.name.key,
      whenToUse: advice.whenToUse.en,
      whenToUseKey: advice.whenToUse.key,
      instruction: advice.instruction,
      source: advice.source,
      sourceDate: advice.sourceDate,
      stale: false,
    })),
  ];
  assertUniqueIds(entries);
  return ContactsDirectorySchema.parse({
    version: options.version,
    source: { file: options.sourceFile, sha256: options.sourceSha256 },
    entries,
  });
}

function isSourced(contact: SourceContact): boolean {
  return contact.confidence === 'sourced';
}

function identify(
  table: Readonly<Record<string, SourceEntryIdentity>>,
  contact: SourceContact,
): SourceEntryIdentity {
  const identity = table[contact.name];
  if (!identity) {
    throw new Error(
      `Sourced contact "${contact.name}" has no id in directory-ids.ts: review it, then add it.`,
    );
  }
  return identity;
}

function fromListEntry(
  contact: SourceContact,
  origin: 'federal' | 'financial',
  identity: SourceEntryIdentity,
): DirectoryEntry {
  const instruction = SOURCED_ENTRY_INSTRUCTIONS[identity.id];
  return withoutUndefined({
    id: identity.id,
    origin,
    type: identity.type,
    name: contact.name,
    ...phoneFields(contact.phone, origin === 'financial' ? 'whole-field' : 'first-number'),
    website: contact.website,
    complaintUrl: contact.complaintUrl,
    whenToUse: contact.whenToUse,
    instruction: contact.phone || contact.website ? undefined : instruction,
    source: contact.source,
    sourceDate: contact.sourceDate,
    notes: contact.notes,
    stale: false,
  });
}

function fromState(code: string, state: SourceStateContact | undefined): DirectoryEntry[] {
  if (!state || !isSourced(state)) return [];
  const stateCode = UsStateCodeSchema.parse(code);
  // The README: where a state's phone was not found, show its website, never a number from elsewhere.
  const phone = state.phoneStatus === 'not-found' ? undefined : state.phone;
  const main = withoutUndefined({
    id: stateEntryId(code),
    origin: 'state' as const,
    type: 'state' as const,
    name: state.name,
    state: stateCode,
    ...phoneFields(phone),
    website: state.website,
    complaintUrl: state.complaintUrl,
    whenToUse: state.whenToUse,
    source: state.source,
    sourceDate: state.sourceDate,
    notes: state.notes,
    stale: phone !== undefined && state.phoneStatus === 'sourced-possibly-stale',
  });
  const additional = (state.additionalContacts ?? []).flatMap((contact, index) =>
    isSourced(contact)
      ? [
          withoutUndefined({
            id: stateEntryId(code, index),
            origin: 'state' as const,
            type: 'state' as const,
            name: contact.name,
            state: stateCode,
            ...phoneFields(contact.phone),
            website: contact.website,
            complaintUrl: contact.complaintUrl,
            whenToUse: contact.whenToUse,
            source: contact.source,
            sourceDate: contact.sourceDate,
            notes: contact.notes,
            stale: false,
          }),
        ]
      : [],
  );
  return [main, ...additional];
}

/**
 * A company's phone field lists one line per product ("credit card 1-800-…; wires 1-877-…"), and
 * the first is not the right one for every payment, so there the whole field is what is shown.
 */
function phoneFields(
  phone: string | undefined,
  display: 'first-number' | 'whole-field' = 'first-number',
): Pick<DirectoryEntry, 'phone' | 'primaryPhone'> {
  if (phone === undefined || phone.trim() === '') return {};
  const severalLines = extractPhoneNumbers(phone).length > 1;
  if (display === 'whole-field' && severalLines) return { phone };
  return { phone, primaryPhone: primaryPhoneNumber(phone) };
}

function assertUniqueIds(entries: readonly DirectoryEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`Duplicate contacts directory id: ${entry.id}`);
    seen.add(entry.id);
  }
}

/** Drops undefined fields so the committed JSON holds only what the source has. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
