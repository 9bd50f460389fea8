import type {
  AnalysisContacts,
  Channel,
  Contact,
  PaymentMethod,
  ScamType,
} from '@scambuddy/contracts';
import { CONTACTS_DIRECTORY, requireDirectoryEntry, toContact } from './directory.js';
import {
  AFTER_HARM_BY_SCAM_TYPE,
  AFTER_HARM_LAW_ENFORCEMENT,
  AGENCY_CONTACTS,
  ALWAYS_LAW_ENFORCEMENT,
  BANK_PAYMENT_METHODS,
  FINANCIAL_AFTER_PAYMENT,
  IDENTITY_THEFT_SCAM_TYPES,
  LAW_ENFORCEMENT_BY_CHANNEL,
  LAW_ENFORCEMENT_BY_PAYMENT,
  LAW_ENFORCEMENT_BY_SCAM_TYPE,
  NAMED_COMPANY_CONTACTS,
} from './selection-rules.js';

export interface ContactSelectionInput {
  scamType: ScamType;
  paymentMethods: readonly PaymentMethod[];
  /** Two-letter code. */
  state?: string;
  /** Money or personal data already handed over. */
  harmDone: boolean;
  band: 'low' | 'moderate' | 'high';
  /** How the message came (adds the FCC for phone calls). */
  channel?: Channel;
  /**
   * Organisations named in the message (the engine's `entities.organisations`). Picks the right
   * inspector general for a government impostor and a named bank's own fraud line. When not given,
   * a government impostor gets both the SSA and IRS inspectors general.
   */
  organisations?: readonly string[];
}

/**
 * Who to call or report to, for one analysis. Every contact comes from the reviewed directory;
 * the rules are the tables in selection-rules.ts. A low-risk result only gets the FTC, so the
 * screen stays short and calm.
 */
export function selectContacts(input: ContactSelectionInput): AnalysisContacts {
  if (input.band === 'low') {
    return { law_enforcement: contactsFor(ALWAYS_LAW_ENFORCEMENT), state_local: [], financial: [] };
  }
  return {
    law_enforcement: contactsFor(lawEnforcementIds(input)),
    state_local: stateContacts(input.state),
    financial: contactsFor(financialIds(input)),
  };
}

function lawEnforcementIds(input: ContactSelectionInput): string[] {
  const ids: string[] = [...ALWAYS_LAW_ENFORCEMENT];
  if (input.scamType === 'government_impostor') ids.push(...agencyIds(input.organisations));
  ids.push(...LAW_ENFORCEMENT_BY_SCAM_TYPE[input.scamType]);
  for (const method of input.paymentMethods)
    ids.push(...(LAW_ENFORCEMENT_BY_PAYMENT[method] ?? []));
  if (input.channel === 'phone') ids.push(...LAW_ENFORCEMENT_BY_CHANNEL.phone);
  if (input.harmDone) {
    if (IDENTITY_THEFT_SCAM_TYPES.has(input.scamType)) ids.push('identity-theft');
    ids.push(...(AFTER_HARM_BY_SCAM_TYPE[input.scamType] ?? []));
    ids.push(...AFTER_HARM_LAW_ENFORCEMENT);
  }
  return ids;
}

function agencyIds(organisations: readonly string[] | undefined): string[] {
  if (organisations === undefined) return AGENCY_CONTACTS.map((agency) => agency.id);
  return AGENCY_CONTACTS.filter((agency) =>
    organisations.some((name) => agency.pattern.test(name)),
  ).map((agency) => agency.id);
}

function financialIds(input: ContactSelectionInput): string[] {
  const ids: string[] = [];
  const involvesBank =
    input.scamType === 'bank_impostor' ||
    input.paymentMethods.some((method) => BANK_PAYMENT_METHODS.has(method));
  if (involvesBank) ids.push('bank-card-back');
  if (input.harmDone) {
    for (const method of input.paymentMethods) ids.push(...(FINANCIAL_AFTER_PAYMENT[method] ?? []));
  }
  if (involvesBank || input.harmDone) {
    for (const company of NAMED_COMPANY_CONTACTS) {
      if (input.organisations?.some((name) => company.pattern.test(name))) ids.push(company.id);
    }
  }
  return ids;
}

function stateContacts(state: string | undefined): Contact[] {
  if (state === undefined) return [];
  const code = state.toUpperCase();
  return CONTACTS_DIRECTORY.entries
    .filter((entry) => entry.origin === 'state' && entry.state === code)
    .map(toContact);
}

function contactsFor(ids: readonly string[]): Contact[] {
  return [...new Set(ids)].map((id) => toContact(requireDirectoryEntry(id)));
}
