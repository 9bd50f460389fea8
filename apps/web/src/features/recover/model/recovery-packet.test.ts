import { RECOVERY_PAYMENTS, type AnalysisResult, type RecoveryPayment } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.js';
import { allResources } from '../../../test/all-catalogs.js';
import { sampleResult } from '../../analyze/test/sample-result.js';
import {
  STEP_CLOCKS,
  buildRecoveryPacket,
  draftText,
  recoverySteps,
  type Translate,
} from './recovery-packet.js';

const i18n = createI18n('en', allResources);
const fixed = i18n.getFixedT('en', 'recover');
const t: Translate = (key, params) => fixed(key, params ?? {});

function scamResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  const base = sampleResult();
  return sampleResult({
    scam_type: 'government_impostor',
    top_signals: ['Asks for payment in gift cards', 'Threatens arrest'],
    entities: {
      ...base.entities,
      amounts: [{ raw: '$500', value: 500, currency: 'USD' }],
      urls: [
        {
          url: 'http://irs-refund-help.top/pay',
          host: 'irs-refund-help.top',
          domain: 'irs-refund-help.top',
          flags: ['risky_tld'],
        },
      ],
      phones: [{ raw: '(202) 555-0143', e164: '+12025550143', tollFree: false }],
      organisations: ['IRS'],
    },
    ...overrides,
  });
}

function ids(result: AnalysisResult, payment: RecoveryPayment): string[] {
  return recoverySteps(result, payment).map((step) => step.id);
}

const packet = (result: AnalysisResult, payment: RecoveryPayment) =>
  buildRecoveryPacket({ result, payment, checkedOn: 'March 4, 2026', stateName: 'New York' }, t);

describe('recovery steps, for every way of paying', () => {
  const result = scamResult({ scam_type: 'other' });

  it.each([
    ['card', 'card.callIssuer', /number on the back of your card.*chargeback/],
    ['bank_transfer', 'bankTransfer.callBank', /stop or reverse/],
    ['zelle', 'zelle.callBank', /Zelle payment as a fraud/],
    ['wire', 'wire.recall', /wire recall/],
    ['gift_card', 'giftCard.callIssuer', /card number and the receipt/],
    ['crypto_atm', 'cryptoAtm.operator', /runs the crypto ATM/],
    ['cash_courier', 'cashCourier.police', /police now.*come back/],
    ['not_paid', 'notPaid.doNotPay', /do not pay/i],
  ] as const)('%s: first the payment step "%s", due now', (payment, first, text) => {
    const steps = recoverySteps(result, payment);
    expect(steps[0]).toEqual({ id: 'common.stopContact', clock: 'now' });
    expect(steps[1]).toEqual({ id: first, clock: 'now' });
    expect(t(`steps.${first}`)).toMatch(text);
  });

  it('gives each payment its own steps, none borrowed from another', () => {
    const prefixes = {
      card: 'card.',
      bank_transfer: 'bankTransfer.',
      zelle: 'zelle.',
      wire: 'wire.',
      gift_card: 'giftCard.',
      crypto_atm: 'cryptoAtm.',
      cash_courier: 'cashCourier.',
      not_paid: 'notPaid.',
    } as const;
    for (const payment of RECOVERY_PAYMENTS) {
      const own = ids(result, payment).filter((id) =>
        Object.values(prefixes).some((prefix) => id.startsWith(prefix)),
      );
      expect(own.length, payment).toBeGreaterThan(0);
      expect(
        own.every((id) => id.startsWith(prefixes[payment])),
        payment,
      ).toBe(true);
    }
  });

  it('orders every packet by the clock: now, today, this week, from now on', () => {
    for (const payment of RECOVERY_PAYMENTS) {
      const order = recoverySteps(result, payment).map((step) => STEP_CLOCKS.indexOf(step.clock));
      expect(order, payment).toEqual([...order].sort((a, b) => a - b));
      expect(order.at(-1), payment).toBe(STEP_CLOCKS.indexOf('always'));
    }
  });

  it('always reports to the FTC, IC3 and the state, and warns of recovery scams', () => {
    for (const payment of RECOVERY_PAYMENTS) {
      expect(ids(result, payment), payment).toEqual(
        expect.arrayContaining([
          'report.ftc',
          'report.ic3',
          'report.stateAg',
          'report.keepRecords',
          'common.recoveryScam',
        ]),
      );
    }
  });

  it('sends to the police as a step of its own only when money went and no police step came first', () => {
    expect(ids(result, 'wire')).toContain('report.police');
    expect(ids(result, 'cash_courier')).not.toContain('report.police');
    expect(ids(result, 'not_paid')).not.toContain('report.police');
  });

  it('has every step and clock in the catalog', () => {
    for (const payment of RECOVERY_PAYMENTS) {
      for (const step of recoverySteps(scamResult(), payment)) {
        expect(i18n.exists(`recover:steps.${step.id}`), step.id).toBe(true);
        expect(i18n.exists(`recover:clocks.${step.clock}`), step.clock).toBe(true);
      }
    }
  });
});

describe('recovery steps by scam type and what was handed over', () => {
  it('adds the imposter claim for Zelle only when someone impersonated a bank or agency', () => {
    expect(ids(scamResult({ scam_type: 'bank_impostor' }), 'zelle')).toContain(
      'zelle.imposterClaim',
    );
    expect(ids(scamResult({ scam_type: 'romance' }), 'zelle')).not.toContain('zelle.imposterClaim');
    expect(ids(scamResult({ scam_type: 'bank_impostor' }), 'card')).not.toContain(
      'zelle.imposterClaim',
    );
  });

  it('checks on the family member first for a family emergency scam', () => {
    const steps = recoverySteps(scamResult({ scam_type: 'family_emergency' }), 'gift_card');
    expect(steps.find((step) => step.id === 'scamType.familyEmergency')?.clock).toBe('now');
  });

  it.each([
    ['tech_support', 'scamType.techSupport'],
    ['romance', 'scamType.romance'],
    ['government_impostor', 'scamType.government'],
    ['investment_crypto', 'scamType.investment'],
  ] as const)('%s adds %s', (scam_type, id) => {
    expect(ids(scamResult({ scam_type }), 'card')).toContain(id);
    expect(ids(scamResult({ scam_type: 'other' }), 'card')).not.toContain(id);
  });

  it('puts a given bank login or remote access first, and an SSN today', () => {
    const steps = recoverySteps(
      scamResult({ harm: ['gave_bank_login', 'remote_access', 'gave_ssn'] }),
      'not_paid',
    );
    const clockOf = (id: string) => steps.find((step) => step.id === id)?.clock;
    expect(clockOf('harm.bankLogin')).toBe('now');
    expect(clockOf('harm.remoteAccess')).toBe('now');
    expect(clockOf('harm.ssn')).toBe('today');
    expect(steps.map((step) => step.id)).not.toContain('notPaid.ifShared');
  });

  it('reminds someone who has not paid to change what they may have shared', () => {
    expect(ids(scamResult({ harm: [] }), 'not_paid')).toContain('notPaid.ifShared');
  });
});

describe('report texts', () => {
  it('fills the FTC text with the analysis facts and says what to add', () => {
    const ftc = packet(scamResult(), 'gift_card').drafts.find((draft) => draft.target === 'ftc');
    const text = draftText(ftc ?? { target: 'ftc', lines: [], toAdd: '' });
    expect(text).toContain('I want to report a scam.');
    expect(text).toContain('March 4, 2026');
    expect(text).toContain('someone pretending to be a government agency');
    expect(text).toContain('Asks for payment in gift cards; Threatens arrest');
    expect(text).toContain('How I paid: Gift card.');
    expect(text).toContain('$500');
    expect(text).toContain('http://irs-refund-help.top/pay');
    expect(text).toContain('+12025550143');
    expect(text).toContain('IRS');
    expect(text).toContain('ScamBuddy scam score: 81 out of 100.');
    expect(text).toMatch(/PLEASE ADD YOURSELF: how much you paid/);
    expect(text).toMatch(/\(add: phone call, text message/);
  });

  it('says a phone call when the engine read a call', () => {
    const call = scamResult({
      signals: [
        {
          id: 'call_context.caller_claims',
          category: 'call_context',
          weight: 1,
          evidence: null,
          message: { key: 'x' },
        },
      ],
    });
    const [ftc] = packet(call, 'card').drafts;
    expect(ftc?.lines).toContain('How they contacted me: a phone call.');
  });

  it('names the state for the attorney general, or asks without one', () => {
    const ag = packet(scamResult(), 'wire').drafts.find((draft) => draft.target === 'ag');
    expect(ag?.lines[0]).toBe('I live in New York and I want to report a scam.');
    const noState = buildRecoveryPacket(
      { result: scamResult(), payment: 'wire', checkedOn: 'today' },
      t,
    ).drafts.find((draft) => draft.target === 'ag');
    expect(noState?.lines[0]).toBe('I want to report a scam.');
  });

  it('writes to the bank only when a bank moved the money, with the right request', () => {
    const bankText = (result: AnalysisResult, payment: RecoveryPayment) =>
      packet(result, payment).drafts.find((draft) => draft.target === 'bank')?.lines[1];
    expect(bankText(scamResult(), 'card')).toMatch(/chargeback/);
    expect(bankText(scamResult(), 'wire')).toMatch(/recall the wire/);
    expect(bankText(scamResult(), 'bank_transfer')).toMatch(/stop or reverse the transfer/);
    expect(bankText(scamResult({ scam_type: 'bank_impostor' }), 'zelle')).toMatch(/imposter scam/);
    expect(bankText(scamResult({ scam_type: 'romance' }), 'zelle')).not.toMatch(/imposter/);
    for (const payment of ['gift_card', 'crypto_atm', 'cash_courier', 'not_paid'] as const) {
      expect(bankText(scamResult(), payment), payment).toBeUndefined();
    }
    expect(bankText(scamResult({ harm: ['gave_bank_login'] }), 'not_paid')).toMatch(/bank login/);
  });

  it('says "I have not paid" and lists an attached evidence package by its reference', () => {
    const result = buildRecoveryPacket(
      {
        result: scamResult(),
        payment: 'not_paid',
        checkedOn: 'today',
        evidence: [{ reference: 'abc123', title: 'Calls from the fake IRS' }],
      },
      t,
    );
    const text = draftText(result.drafts[0] ?? { target: 'ftc', lines: [], toAdd: '' });
    expect(text).toContain('I have not paid any money.');
    expect(text).toContain('Evidence package, reference abc123: Calls from the fake IRS.');
  });

  it('leaves out facts the engine did not find', () => {
    const bare = sampleResult({ top_signals: [] });
    const [ftc] = packet(bare, 'card').drafts;
    const text = ftc?.lines.join('\n') ?? '';
    expect(text).not.toMatch(/Web addresses|Phone numbers|Amounts|Warning signs/);
  });

  it('writes the texts in the reader’s language', () => {
    const es = i18n.getFixedT('es', 'recover');
    const tEs: Translate = (key, params) => es(key, params ?? {});
    const [ftc] = buildRecoveryPacket(
      { result: scamResult(), payment: 'card', checkedOn: '4 de marzo de 2026' },
      tEs,
    ).drafts;
    expect(ftc?.lines[0]).not.toBe('I want to report a scam.');
    expect(ftc?.lines.join('\n')).toContain('http://irs-refund-help.top/pay');
  });
});
