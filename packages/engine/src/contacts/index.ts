// The contacts directory: who to call or report to, from sourced data only.
export { selectContacts, type ContactSelectionInput } from './select-contacts.js';
export { FIXED_FEDERAL_CONTACTS, FIXED_FEDERAL_CONTACT_IDS } from './fixed-federal.js';
export { CONTACTS_DIRECTORY, findDirectoryEntry, toContact } from './directory.js';
export type { ContactsDirectory, DirectoryEntry, LocalisedText } from './directory-schema.js';
