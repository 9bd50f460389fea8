import { AnalysisContactsSchema, ContactSchema, ScamTypeSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { CONTACTS_DIRECTORY, findDirectoryEntry } from './directory.js';
import { FIXED_FEDERAL_CONTACTS } from './fixed-federal.js';
import { selectContacts, type ContactSelectionInput } from './select-contacts.js';
import {
  AGENCY_CONTACTS,
  FINANCIAL_AFTER_PAYMENT,
  LAW_ENFORCEMENT_BY_PAYMENT,
  LAW_ENFORCEMENT_BY_SCAM_TYPE,
  NAMED_COMPANY_CONTACTS,
} from './selection-rules.js';

const base: ContactSelectionInput = {
  scamType: 'other',
  paymentMethods: [],
  harmDone: false,
  band: 'high',
};

function ids(input: Partial<ContactSelectionInput>) {
  const result = selectContacts({ ...base, ...input });
  return {
    law: result.law_enforcement.map((c) => c.id),
    state: result.state_local.map((c) => c.id),
    financial: result.financial.map((c) => c.id),
  };
}

describe('selectContacts: law enforcement', () => {
  it.each([
    // [case, input, expected law-enforcement ids in order]
    ['any scam: the FTC first', {}, ['ftc']],
    [
      'government impostor naming SSA',
      { scamType: 'government_impostor', organisations: ['Social Security Administration'] },
      ['ftc', 'ssa-oig'],
    ],
    [
      'government impostor naming the IRS',
      { scamType: 'government_impostor', organisations: ['IRS'] },
      ['ftc', 'tigta'],
    ],
    [
      'government impostor naming a sheriff only',
      { scamType: 'government_impostor', organisations: ['County Sheriff'] },
      ['ftc'],
    ],
    [
      'government impostor, organisations unknown',
      { scamType: 'government_impostor' },
      ['ftc', 'ssa-oig', 'tigta'],
    ],
    ['Medicare scam', { scamType: 'medicare_health' }, ['ftc', 'hhs-oig']],
    ['phishing', { scamType: 'phishing' }, ['ftc', 'ic3']],
    ['romance', { scamType: 'romance' }, ['ftc', 'ic3']],
    ['investment / crypto', { scamType: 'investment_crypto' }, ['ftc', 'ic3']],
    ['tech support', { scamType: 'tech_support' }, ['ftc', 'ic3']],
    ['extortion', { scamType: 'extortion' }, ['ftc', 'ic3']],
    ['delivery / toll text', { scamType: 'delivery_toll' }, ['ftc', 'uspis', 'ic3']],
    ['phone call adds the FCC', { scamType: 'utility_shutoff', channel: 'phone' }, ['ftc', 'fcc']],
    ['a text does not add the FCC', { scamType: 'utility_shutoff', channel: 'sms' }, ['ftc']],
    [
      'crypto ATM payment adds IC3',
      { scamType: 'family_emergency', paymentMethods: ['crypto_atm'] },
      ['ftc', 'ic3'],
    ],
    [
      'cash by mail adds the Postal Inspection Service',
      { scamType: 'family_emergency', paymentMethods: ['cash_mail'] },
      ['ftc', 'uspis'],
    ],
    [
      'harm done adds the Elder Fraud Hotline',
      { scamType: 'romance', harmDone: true },
      ['ftc', 'ic3', 'elder-fraud-hotline'],
    ],
    [
      'harm done to data adds IdentityTheft.gov',
      { scamType: 'bank_impostor', harmDone: true },
      ['ftc', 'identity-theft', 'elder-fraud-hotline'],
    ],
    [
      'Medicare number given adds Medicare',
      { scamType: 'medicare_health', harmDone: true },
      ['ftc', 'hhs-oig', 'identity-theft', 'medicare', 'elder-fraud-hotline'],
    ],
    [
      'no duplicates',
      { scamType: 'investment_crypto', paymentMethods: ['crypto', 'crypto_atm'] },
      ['ftc', 'ic3'],
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(ids(input).law).toEqual(expected);
  });
});

describe('selectContacts: state and local', () => {
  it('gives the state office from the state code', () => {
    expect(ids({ state: 'NY' }).state).toEqual(['state-ny', 'state-ny-2']);
    expect(ids({ state: 'tx' }).state).toEqual(['state-tx']);
  });

  it('gives none without a state, or for a code outside the directory', () => {
    expect(ids({}).state).toEqual([]);
    expect(ids({ state: 'PR' }).state).toEqual([]);
  });

  it('shows the website of a state whose phone was not found', () => {
    const [wyoming] = selectContacts({ ...base, state: 'WY' }).state_local;
    expect(wyoming?.phone).toBeUndefined();
    expect(wyoming?.contact).toBe(findDirectoryEntry('state-wy')?.website);
  });
});

describe('selectContacts: financial', () => {
  it.each([
    [
      'gift cards already bought',
      { paymentMethods: ['gift_card'], harmDone: true },
      ['advice-gift-card-company', 'gift-card-issuer'],
    ],
    ['gift cards only asked for', { paymentMethods: ['gift_card'] }, []],
    ['wire sent', { paymentMethods: ['wire'], harmDone: true }, ['bank-card-back']],
    ['bank transfer asked for', { paymentMethods: ['bank_transfer'] }, ['bank-card-back']],
    ['Zelle', { paymentMethods: ['zelle'], harmDone: true }, ['bank-card-back']],
    ['crypto sent', { paymentMethods: ['crypto'], harmDone: true }, ['advice-crypto-company']],
    ['Cash App paid', { paymentMethods: ['cash_app'], harmDone: true }, ['cash-app']],
    [
      'Venmo and PayPal paid',
      { paymentMethods: ['venmo', 'paypal'], harmDone: true },
      ['advice-payment-app'],
    ],
    [
      'cash by courier: no financial company',
      { paymentMethods: ['cash_courier'], harmDone: true },
      [],
    ],
    [
      'bank impostor: your bank, on the number you trust',
      { scamType: 'bank_impostor' },
      ['bank-card-back'],
    ],
    [
      'bank impostor naming Wells Fargo',
      { scamType: 'bank_impostor', organisations: ['Wells Fargo'] },
      ['bank-card-back', 'bank-wells-fargo'],
    ],
    [
      'wire through Western Union',
      { paymentMethods: ['wire'], harmDone: true, organisations: ['Western Union'] },
      ['bank-card-back', 'western-union'],
    ],
    [
      'a bank named with no bank money involved',
      { scamType: 'romance', organisations: ['Chase'] },
      [],
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(ids(input).financial).toEqual(expected);
  });
});

describe('selectContacts: low risk', () => {
  it('keeps a low-risk result to the FTC only', () => {
    expect(
      ids({
        band: 'low',
        scamType: 'phishing',
        state: 'NY',
        paymentMethods: ['wire'],
        harmDone: true,
      }),
    ).toEqual({ law: ['ftc'], state: [], financial: [] });
  });

  it('gives a moderate result the full lists', () => {
    expect(ids({ band: 'moderate', scamType: 'phishing', state: 'CA' }).state).toEqual([
      'state-ca',
      'state-ca-2',
    ]);
  });
});

describe('selectContacts: every contact comes from the directory', () => {
  it('never shows a number that is not a sourced phone of the directory', () => {
    const sourcedNumbers = new Set(
      CONTACTS_DIRECTORY.entries.flatMap((e) => [e.primaryPhone, e.phone]).filter(Boolean),
    );
    for (const scamType of ScamTypeSchema.options) {
      for (const harmDone of [false, true]) {
        const result = selectContacts({
          scamType,
          harmDone,
          band: 'high',
          state: 'CA',
          channel: 'phone',
          paymentMethods: ['gift_card', 'wire', 'crypto', 'cash_app', 'venmo', 'cash_mail'],
          organisations: ['IRS', 'Social Security', 'Chase', 'MoneyGram'],
        });
        expect(AnalysisContactsSchema.parse(result)).toEqual(result);
        for (const contact of [
          ...result.law_enforcement,
          ...result.state_local,
          ...result.financial,
        ]) {
          const entry = findDirectoryEntry(contact.id);
          expect(entry, contact.id).toBeDefined();
          expect(contact.source).toBe(entry?.source);
          if (contact.phone !== undefined) expect(sourcedNumbers).toContain(contact.phone);
          const shown = [entry?.primaryPhone, entry?.phone, entry?.website, entry?.instruction?.en];
          expect(shown, contact.id).toContain(contact.contact);
        }
      }
    }
  });

  it('points every rule at an existing directory entry', () => {
    const referenced = [
      ...Object.values(LAW_ENFORCEMENT_BY_SCAM_TYPE).flat(),
      ...Object.values(LAW_ENFORCEMENT_BY_PAYMENT).flat(),
      ...Object.values(FINANCIAL_AFTER_PAYMENT).flat(),
      ...AGENCY_CONTACTS.map((a) => a.id),
      ...NAMED_COMPANY_CONTACTS.map((c) => c.id),
    ];
    for (const id of referenced) expect(findDirectoryEntry(id), id).toBeDefined();
  });
});

describe('FIXED_FEDERAL_CONTACTS', () => {
  it('are the five of spec §9, in order, each valid with a when-to-use note', () => {
    expect(FIXED_FEDERAL_CONTACTS.map((c) => c.id)).toEqual([
      'ftc',
      'ic3',
      'ssa-oig',
      'tigta',
      'hhs-oig',
    ]);
    for (const contact of FIXED_FEDERAL_CONTACTS) {
      expect(ContactSchema.parse(contact)).toEqual(contact);
      expect(contact.whenToUse, contact.id).toBeTruthy();
    }
  });

  it('show the sourced number where there is one, and the website for IC3 (no phone line)', () => {
    const byId = new Map(FIXED_FEDERAL_CONTACTS.map((c) => [c.id, c.contact]));
    expect(byId.get('ftc')).toBe('1-877-382-4357');
    expect(byId.get('ssa-oig')).toBe('1-800-269-0271');
    expect(byId.get('tigta')).toBe('1-800-366-4484');
    expect(byId.get('hhs-oig')).toBe('1-800-447-8477');
    expect(byId.get('ic3')).toBe('https://www.ic3.gov/');
  });
});
