/**
 * Wordings of probe round 1335–1348 (decision 0119), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1335–1348 (decision 0119)', () => {
  it("leaves an alarm company's text, a scam warning and a buyer's offer to pay unread", () => {
    const alarm = on(
      'Ring Alarm: Motion detected, Front Door. A monitoring agent will call you shortly. If this is a false alarm, enter your PIN on the keypad.',
      'sms',
    );
    expect(alarm.hitIds).not.toContain('agent_will_call');
    expect(alarm.hitIds).not.toContain('asks_credentials');
    const warning = on(
      'That post saying Kroger is giving away $250 gift cards is FAKE, please do not open it or give it your card details.',
      'social',
    );
    expect(warning.hitIds).not.toContain('asks_credentials');
    const buyer = on(
      'Is the oak dresser still available? I can come by Sunday after church and pay the $80 in cash.',
      'social',
    );
    expect(buyer.hitIds).not.toContain('payment_demand');
    const overpaying = on(
      "I can't come see it, but I'll pay the full $900 plus extra for your trouble by check.",
      'phone',
    );
    expect(overpaying.hitIds).toContain('payment_demand');
  });

  it("leaves a service's terms and a store's gift-card checkout unread", () => {
    const plan = on(
      'Home internet for $30/month, no annual contract, no credit check. Apply online.',
      'web',
    );
    expect(plan.hitIds).not.toContain('loan_or_credit_offer');
    expect(plan.hitIds).not.toContain('promotional_pitch');
    const loan = on('Bad credit? No credit check loans up to $5,000, approved today.', 'sms');
    expect(loan.hitIds).toContain('loan_or_credit_offer');
    const store = on('Have a balance left? You can pay with a gift card in the app.', 'email');
    expect(store.hitIds).not.toContain('gift_card_payment');
    const demand = on(
      'You must pay with a gift card today or the account will be closed.',
      'phone',
    );
    expect(demand.hitIds).toContain('gift_card_payment');
  });

  it('reads payment apps "thru" and a card turned away for its fees or a processor "upgrade"', () => {
    const hauler = on('We need a $75 deposit thru Venmo to hold your Saturday slot.', 'social');
    expect(hauler.hitIds).toContain('payment_app_request');
    const repaid = on(
      'I paid back the $150 you lent me for the plumber last month thru Venmo today, thanks!',
      'sms',
    );
    expect(repaid.hitIds).not.toContain('payment_app_request');
    const cruise = on(
      'Because of high card processing fees we accept bank wire or Zelle only for this sailing.',
      'web',
    );
    expect(cruise.hitIds).toContain('changed_payment_details');
    const rental = on(
      'We take Venmo or gift cards while our card reader is being upgraded this week.',
      'web',
    );
    expect(rental.hitIds).toContain('changed_payment_details');
  });

  it('reads a fee taken over the phone, a fee to release money owed and a card to read out', () => {
    const marshal = on(
      'You can resolve the citation over the phone today for a $125 compliance fee.',
      'phone',
    );
    expect(marshal.hitIds).toContain('upfront_fee');
    const surplus = on(
      'You may be owed surplus funds. A $295 processing fee is required to release the claim.',
      'sms',
    );
    expect(surplus.hitIds).toContain('upfront_fee');
    const cable = on(
      'Just prepay two months today with a payment card you can pick up at any CVS.',
      'phone',
    );
    expect(cable.hitIds).toContain('upfront_fee');
    const alarm = on('Go ahead and read me the card you want for the monthly plan.', 'phone');
    expect(alarm.hitIds).toContain('asks_credentials');
    const stream = on(
      'Enter your name, email and debit card for age verification to watch the service.',
      'web',
    );
    expect(stream.hitIds).toContain('asks_credentials');
  });

  it('reads online banking checked by a stranger connected to the computer', () => {
    const call = on(
      'Go to anydesk dot com and read me the number it shows. While I am connected I will also check your online banking.',
      'phone',
    );
    expect(call.hitIds).toContain('asks_credentials');
    expect(ruleOutcome(call).applied).toContain('remote_access_pretext');
    const bank = on('You can check your online banking any time in the Chase app.', 'email');
    expect(bank.hitIds).not.toContain('asks_credentials');
  });
});
