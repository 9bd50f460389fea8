import type { Contact } from '@scambuddy/contracts';
import type { TFunction } from 'i18next';

/**
 * The catalog key of a directory contact's "When to use" note (issue 19: the note stayed English in
 * every language). Every state's own consumer office shares one sourced note, and so do the two
 * credit bureaus with the same one; every other contact has its own, under its directory id.
 */
export function contactNoteKey(contactId: string): string {
  if (/^state-[a-z]{2}$/.test(contactId)) return 'contactNotes.state';
  if (contactId === 'experian' || contactId === 'transunion') return 'contactNotes.creditBureau';
  return `contactNotes.${contactId}`;
}

/**
 * The note in the reader's language. The translation is used only while the English catalog still
 * holds the directory's sourced text word for word; when the directory's note changes, the sourced
 * English is shown until the catalogs are updated, never a translation of an older note.
 */
export function contactNote(contact: Contact, t: TFunction<'report'>): string | undefined {
  const note = contact.whenToUse;
  if (note === undefined) return undefined;
  const key = contactNoteKey(contact.id);
  const english = t(key, { lng: 'en', defaultValue: '' });
  return english === note ? t(key) : note;
}
