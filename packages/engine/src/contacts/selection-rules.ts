import type { PaymentMethod, ScamType } from '@scambuddy/contracts';

/**
 * The tables behind `selectContacts`. Values are directory ids (data/contacts.json); a test checks
 * that each one exists, so a rule can only ever point at a reviewed, sourced entry.
 */

/** Always first in law enforcement: the FTC is the default place to report any scam. */
export const ALWAYS_LAW_ENFORCEMENT = ['ftc'] as const;

/** Where to report by scam type, beyond the FTC. */
export const LAW_ENFORCEMENT_BY_SCAM_TYPE: Readonly<Record<ScamType, readonly string[]>> = {
  phishing: ['ic3'],
  // Which inspector general depends on the agency named: see AGENCY_CONTACTS.
  government_impostor: [],
  tech_support: ['ic3'],
  family_emergency: [],
  romance: ['ic3'],
  investment_crypto: ['ic3'],
  prize_lottery: [],
  employment: ['ic3'],
  charity: [],
  // Fake USPS/toll texts: the Postal Inspection Service for mail, IC3 for the online part.
  delivery_toll: ['uspis', 'ic3'],
  bank_impostor: [],
  medicare_health: ['hhs-oig'],
  utility_shutoff: [],
  extortion: ['ic3'],
  marketplace_overpayment: ['ic3'],
  other: [],
  none: [],
};

/** Government impostors: the inspector general of the agency the scammer pretended to be. */
export const AGENCY_CONTACTS: readonly { readonly pattern: RegExp; readonly id: string }[] = [
  { pattern: /\b(?:social security|ssa)\b/i, id: 'ssa-oig' },
  { pattern: /\b(?:irs|internal revenue|treasury)\b/i, id: 'tigta' },
];

/** Reporting that follows from how the money went, whatever the story was. */
export const LAW_ENFORCEMENT_BY_PAYMENT: Readonly<
  Partial<Record<PaymentMethod, readonly string[]>>
> = {
  crypto: ['ic3'],
  crypto_atm: ['ic3'],
  cash_mail: ['uspis'],
};

/** Calls and robocalls go to the FCC as well. */
export const LAW_ENFORCEMENT_BY_CHANNEL = { phone: ['fcc'] } as const;

/** Scam types that are after personal data: once it is handed over, an identity-recovery plan. */
export const IDENTITY_THEFT_SCAM_TYPES: ReadonlySet<ScamType> = new Set<ScamType>([
  'phishing',
  'government_impostor',
  'tech_support',
  'bank_impostor',
  'medicare_health',
  'employment',
]);

/** Added once money or data is gone (the hotline helps people 60+ report and recover). */
export const AFTER_HARM_LAW_ENFORCEMENT = ['elder-fraud-hotline'] as const;

/** Medicare's own line, once a Medicare number was given (new card, check the claims). */
export const AFTER_HARM_BY_SCAM_TYPE: Readonly<Partial<Record<ScamType, readonly string[]>>> = {
  medicare_health: ['medicare'],
};

/**
 * Your bank, on the number you already trust, whenever bank money is involved: to stop or reverse a
 * payment and to check a "fraud department" call. The README prefers this to any searched number.
 */
export const BANK_PAYMENT_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>([
  'wire',
  'bank_transfer',
  'zelle',
  'card',
  'check',
]);

/** What to do about a payment already made, by method (only once harm is done). */
export const FINANCIAL_AFTER_PAYMENT: Readonly<Partial<Record<PaymentMethod, readonly string[]>>> =
  {
    gift_card: ['advice-gift-card-company', 'gift-card-issuer'],
    crypto: ['advice-crypto-company'],
    crypto_atm: ['advice-crypto-company'],
    cash_app: ['cash-app'],
    venmo: ['advice-payment-app'],
    paypal: ['advice-payment-app'],
  };

/** Company-specific sourced fraud lines, used when the company is named in the message. */
export const NAMED_COMPANY_CONTACTS: readonly { readonly pattern: RegExp; readonly id: string }[] =
  [
    { pattern: /\bwells fargo\b/i, id: 'bank-wells-fargo' },
    { pattern: /\bchase\b/i, id: 'bank-chase' },
    { pattern: /\b(?:bank of america|bofa)\b/i, id: 'bank-of-america' },
    { pattern: /\bu\.? ?s\.? bank\b|\busbank\b/i, id: 'bank-us-bank' },
    { pattern: /\bwestern union\b/i, id: 'western-union' },
    { pattern: /\bmoneygram\b/i, id: 'moneygram' },
  ];
