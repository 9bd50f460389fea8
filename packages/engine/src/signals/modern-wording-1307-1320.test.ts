/**
 * Wordings of probe round 1307–1320 (decision 0117), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1307–1320 (decision 0117)', () => {
  it('reads a bank login asked on a fake page, and a blank for the Social Security number', () => {
    const page = on(
      'Tax Relief Portal. To claim your penalty waiver, log in with your bank’s online banking credentials below so we can verify your withdrawals.\nBank: [_____] Password: [_____]\nSocial Security number: [___-__-____]',
      'web',
    );
    expect(page.hitIds).toContain('asks_credentials');
    expect(page.hitIds).toContain('asks_ssn');
    const relief = on(
      'Seniors can claim up to $1,800 for heating. The next page asks for your name, phone number, Medicare number and the last four digits of your Social Security number.',
      'web',
    );
    expect(relief.hitIds).toContain('asks_medicare_number');
    expect(relief.hitIds).toContain('asks_ssn');
  });

  it("reads a private note's guarantee, the family kept out, and a wire form to sign", () => {
    const note = on(
      "It pays 11 percent guaranteed every year. Please don't let your accountant talk you out of it.",
      'phone',
    );
    expect(note.hitIds).toContain('guaranteed_returns');
    expect(note.hitIds).toContain('secrecy_demand');
    const cd = on('Our 12-month CD now pays 4.10% APY, guaranteed for the full term.', 'email');
    expect(cd.hitIds).not.toContain('guaranteed_returns');
    const associate = on(
      "I'm taking over your account. I'll send you a wire authorization form, just sign it and send it back today. Please don't call the office, they're overwhelmed with the move.",
      'phone',
    );
    expect(associate.hitIds).toContain('wire_transfer_request');
    expect(associate.hitIds).toContain('secrecy_demand');
  });

  it('reads a setup fee taken by card, an activation fee, a prepaid closing tax and a SIM cut off', () => {
    const servicer = on(
      "I'll need your FSA ID and password, and then a one-time enrollment fee of $199, which I can take on a debit card today.",
      'phone',
    );
    expect(servicer.hitIds).toContain('upfront_fee');
    const activation = on(
      'Your activation code is verified. To complete activation a one-time service fee of $59.99 is required. Call our technicians at 1-888-555-0143.',
      'web',
    );
    expect(activation.hitIds).toContain('upfront_fee');
    const timeshare = on(
      'We have a buyer for your timeshare. The state requires the seller to prepay the transfer tax of $2,400 before closing.',
      'phone',
    );
    expect(timeshare.hitIds).toContain('upfront_fee');
    const sim = on(
      'This is the network team. Your SIM card will be deactivated tonight unless we move your number. Read me the code we just texted you.',
      'phone',
    );
    expect(ruleOutcome(sim).applied).toContain('code_request_pretext');
  });

  it("leaves a refund to a store gift card, a policy's free look and an outage page unread", () => {
    const refund = on(
      'Your return is complete. Refund amount: $42.10. Refunded to: Target GiftCard (original payment method).',
      'email',
    );
    expect(refund.hitIds).not.toContain('gift_card_payment');
    const policy = on(
      'Your policy documents are attached. For help, call the number on your policy documents or on your insurance card.',
      'email',
    );
    expect(policy.hitIds).not.toContain('asks_call_number');
    const letter = on('To reschedule, call the number on your appointment letter.', 'sms');
    expect(letter.hitIds).not.toContain('asks_call_number');
    const outage = on(
      'Check the status of an outage by signing in or by entering your phone number or account number.',
      'web',
    );
    expect(outage.hitIds).not.toContain('asks_credentials');
    const crisis = on(
      'Please bring proof of income, your most recent gas bill and your disconnect notice to your appointment.',
      'sms',
    );
    expect(crisis.hitIds).not.toContain('shutoff_threat');
  });

  it("takes a code read back on the company's own number, a teller's check and a free claims page as genuine", () => {
    const called = on(
      'I called T-Mobile myself at 1-800-937-8997 about a charge. The agent texted a one-time code to my phone and asked me to read it back to verify it was me.',
      'phone',
    );
    expect(called.hitIds).toContain('legit_customer_called');
    expect(ruleOutcome(called).applied).not.toContain('code_request_pretext');
    const teller = on(
      'Hi, this is the teller line at your credit union. You asked to withdraw $9,000 in cash. Has anyone contacted you and asked you to withdraw this money? Sometimes people get calls saying their account is compromised. Please hang up on anyone who does and call us.',
      'phone',
    );
    expect(teller.hitIds).toContain('legit_fraud_bulletin');
    const claims = on(
      'State Unclaimed Funds: money from dormant bank accounts and insurance policies of relatives who have passed away is waiting for heirs. Searching is always free. You do not need to hire anyone to recover your money.',
      'web',
    );
    expect(claims.hitIds).toContain('legit_never_ask_notice');
    expect(ruleOutcome(claims).applied).not.toContain('advance_fee_offer');
  });
});
