import type { Contact } from '@scambuddy/contracts';
import { requireDirectoryEntry, toContact } from './directory.js';

/**
 * Spec part 1 §9: five fixed federal contacts, each with its number and a when-to-use note: FTC,
 * FBI IC3, the SSA fraud hotline, the IRS tax fraud hotline (TIGTA) and the Medicare fraud hotline
 * (HHS-OIG). Numbers come from the directory only; IC3 has no phone line, so it shows its website.
 */
export const FIXED_FEDERAL_CONTACT_IDS = ['ftc', 'ic3', 'ssa-oig', 'tigta', 'hhs-oig'] as const;

export const FIXED_FEDERAL_CONTACTS: readonly Contact[] = Object.freeze(
  FIXED_FEDERAL_CONTACT_IDS.map((id) => toContact(requireDirectoryEntry(id))),
);
