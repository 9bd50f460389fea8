import type { Contact } from '@scambuddy/contracts';
import directoryJson from '../../data/contacts.json' with { type: 'json' };
import { ContactsDirectorySchema, type DirectoryEntry } from './directory-schema.js';

/** The reviewed directory, validated once when the engine loads. */
export const CONTACTS_DIRECTORY = ContactsDirectorySchema.parse(directoryJson);

const entriesById = new Map(CONTACTS_DIRECTORY.entries.map((entry) => [entry.id, entry]));

export function findDirectoryEntry(id: string): DirectoryEntry | undefined {
  return entriesById.get(id);
}

export function requireDirectoryEntry(id: string): DirectoryEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`The contacts directory has no entry "${id}".`);
  return entry;
}

/**
 * The contract's view of an entry. `contact` is what the screen shows: the sourced number (first
 * digit-written one of the phone field, else the field as written), else the website, else the
 * plain instruction. Nothing here is ever taken from outside the directory.
 */
export function toContact(entry: DirectoryEntry): Contact {
  const contact: Contact = {
    id: entry.id,
    name: entry.name,
    contact:
      entry.primaryPhone ?? entry.phone ?? entry.website ?? entry.instruction?.en ?? entry.name,
    type: entry.type,
    source: entry.source,
  };
  if (entry.state !== undefined) contact.state = entry.state;
  if (entry.phone !== undefined) contact.phone = entry.phone;
  if (entry.website !== undefined) contact.website = entry.website;
  if (entry.complaintUrl !== undefined) contact.complaintUrl = entry.complaintUrl;
  if (entry.whenToUse !== undefined) contact.whenToUse = entry.whenToUse;
  if (entry.sourceDate !== undefined) contact.sourceDate = entry.sourceDate;
  return contact;
}
