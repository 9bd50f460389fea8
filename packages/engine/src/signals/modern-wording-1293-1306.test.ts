/**
 * Wordings of probe round 1293–1306 (decision 0116), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1293–1306 (decision 0116)', () => {
  it('reads a gas worker paid by a check made out to him, and leaves a gift collection unread', () => {
    const worker = on(
      "This is Columbia Gas, we're doing meter inspections on your street after a leak. The technician needs to come inside. The inspection fee is sixty dollars, cash or a check made out to him.",
      'phone',
    );
    expect(worker.hitIds).toContain('impersonates_utility');
    expect(ruleOutcome(worker).applied).toContain('door_to_door_repair_payment');
    const collection = on(
      "We're collecting for Barb's retirement gift. Drop cash or a check made out to me in the envelope in the staff lounge by Friday.",
      'email',
    );
    expect(collection.hitIds).not.toContain('repair_payment_pressure');
  });

  it('reads gift cards of two brands, a settlement offered today, and a deductible collected first', () => {
    const debt = on(
      'This is the Medical Debt Resolution Department. A judgment is being prepared against you. Payment must be made today by Google Play or Apple gift cards.',
      'phone',
    );
    expect(debt.hitIds).toContain('gift_card_payment');
    const estate = on(
      'Your late husband left an unpaid balance and a lien may be placed on the home. If you settle today I am authorized to offer a forty percent discount. Call me at 877-555-0193.',
      'phone',
    );
    expect(ruleOutcome(estate).applied).toContain('threat_with_payment');
    const adjuster = on(
      'Your roof claim is approved, but before the check is released we need your one-thousand-dollar deductible collected up front. I can take it by Zelle today.',
      'phone',
    );
    expect(ruleOutcome(adjuster).applied).toContain('fee_by_payment_app');
    const buyer = on(
      'We want to make a cash offer on your house. To lock in the offer we need a $400 refundable inspection deposit via Zelle today.',
      'sms',
    );
    expect(ruleOutcome(buyer).applied).toContain('fee_by_payment_app');
  });

  it('reads benefit money to claim, and money that goes back to the state', () => {
    const utility = on(
      'A new federal relief program is paying up to $900 toward your power bill! You just need your account number and Social Security # for the eligibility check.',
      'social',
    );
    expect(ruleOutcome(utility).applied).toContain('unexpected_money_for_details');
    const cola = on(
      'Seniors can now claim an extra $3,100 "COLA Catch-Up Payment" next year. Tap Learn More to see if you qualify.',
      'social',
    );
    expect(ruleOutcome(cola).applied).toContain('benefit_money_ad');
    const policy = on(
      "Our records show an unclaimed life insurance benefit under your late father's name. File before 02/01 or funds revert to the state.",
      'sms',
    );
    expect(policy.hitIds).toContain('deadline');
  });

  it("reads a card read out, a routing number kept handy and a parish's app-only appeal", () => {
    const pharmacy = on(
      'Your prescriptions will be cancelled unless we reactivate them today. Read me the number on your debit card.',
      'phone',
    );
    expect(pharmacy.hitIds).toContain('asks_credentials');
    const pension = on(
      'Call me back and have your VA file number and your bank routing number handy so we can lock in your payout.',
      'phone',
    );
    expect(pension.hitIds).toContain('asks_credentials');
    const parish = on(
      'Our food pantry is empty this week. Father Tom asks every parishioner to give $40 today. Cash App only.',
      'sms',
    );
    expect(ruleOutcome(parish).applied).toContain('charity_unusual_payment');
  });

  it("leaves a grandson's warning, a never-asked notice and a warning post unalarmed", () => {
    const grandson = on(
      "Grandma, the app is set up in your name. Don't ever tell anyone your password or the codes it texts you, not even me.",
      'social',
    );
    expect(grandson.hitIds).not.toContain('asks_credentials');
    const reports = on(
      'Request your free credit reports online or by phone. You will never be asked for a credit card number to get your free reports.',
      'web',
    );
    expect(reports.hitIds).not.toContain('asks_credentials');
    const post = on(
      'Heads up! Those texts claiming you owe an unpaid toll and must pay today are still going around. Look up your account yourself.',
      'social',
    );
    expect(post.hitIds).not.toContain('payment_demand');
  });
});
