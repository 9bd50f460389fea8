import type { ContactType } from '@scambuddy/contracts';

/**
 * Stable ids for the named entries of the shared source file, keyed by the source's `name`.
 * A sourced entry whose name is missing here stops the build, so a new or renamed source entry is
 * always looked at by a person before it can reach the screen.
 */
export interface SourceEntryIdentity {
  readonly id: string;
  readonly type: ContactType;
}

export const FEDERAL_IDS: Readonly<Record<string, SourceEntryIdentity>> = {
  'Federal Trade Commission (ReportFraud.ftc.gov)': { id: 'ftc', type: 'federal' },
  'FBI Internet Crime Complaint Center (IC3)': { id: 'ic3', type: 'federal' },
  'Social Security Administration Office of the Inspector General (SSA OIG) Fraud Hotline': {
    id: 'ssa-oig',
    type: 'federal',
  },
  'Social Security Administration (main line, to verify a call)': { id: 'ssa', type: 'federal' },
  'Treasury Inspector General for Tax Administration (TIGTA) - IRS impersonation': {
    id: 'tigta',
    type: 'federal',
  },
  'IRS (main line, to verify a tax call)': { id: 'irs', type: 'federal' },
  'Medicare (1-800-MEDICARE)': { id: 'medicare', type: 'federal' },
  'HHS Office of Inspector General Hotline (Medicare fraud)': { id: 'hhs-oig', type: 'federal' },
  'U.S. Postal Inspection Service (mail fraud)': { id: 'uspis', type: 'federal' },
  'Consumer Financial Protection Bureau (CFPB)': { id: 'cfpb', type: 'federal' },
  'Federal Communications Commission (FCC) - robocalls/spoofing': { id: 'fcc', type: 'federal' },
  'National Do Not Call Registry (FTC)': { id: 'do-not-call', type: 'federal' },
  'IdentityTheft.gov (FTC)': { id: 'identity-theft', type: 'federal' },
  'National Elder Fraud Hotline (U.S. DOJ, Office for Victims of Crime)': {
    id: 'elder-fraud-hotline',
    type: 'federal',
  },
  'Eldercare Locator (U.S. Administration for Community Living)': {
    id: 'eldercare-locator',
    type: 'federal',
  },
  'AARP Fraud Watch Network Helpline': { id: 'aarp-fraud-watch', type: 'nonprofit' },
  'AnnualCreditReport.com (free credit reports)': { id: 'annual-credit-report', type: 'financial' },
  'Equifax (fraud alert / credit freeze)': { id: 'equifax', type: 'financial' },
  'Experian (fraud alert / credit freeze)': { id: 'experian', type: 'financial' },
  'TransUnion (fraud alert / credit freeze)': { id: 'transunion', type: 'financial' },
};

export const FINANCIAL_IDS: Readonly<Record<string, SourceEntryIdentity>> = {
  'Your own bank or card issuer (number on the back of your card)': {
    id: 'bank-card-back',
    type: 'financial',
  },
  'Wells Fargo - fraud': { id: 'bank-wells-fargo', type: 'financial' },
  'Chase - fraud': { id: 'bank-chase', type: 'financial' },
  'Bank of America - fraud': { id: 'bank-of-america', type: 'financial' },
  'U.S. Bank - Fraud Liaison Center': { id: 'bank-us-bank', type: 'financial' },
  'Western Union - fraud': { id: 'western-union', type: 'financial' },
  'MoneyGram - fraud': { id: 'moneygram', type: 'financial' },
  Zelle: { id: 'zelle', type: 'financial' },
  'Cash App': { id: 'cash-app', type: 'financial' },
  'Gift card issuer (any brand)': { id: 'gift-card-issuer', type: 'financial' },
};

/** `state-ny` for a state's main office; `state-ny-2`, `state-ny-3` for its additional contacts. */
export function stateEntryId(code: string, additionalIndex?: number): string {
  const base = `state-${code.toLowerCase()}`;
  return additionalIndex === undefined ? base : `${base}-${additionalIndex + 2}`;
}
