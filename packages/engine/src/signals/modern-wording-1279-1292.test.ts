/**
 * Wordings of probe round 1279–1292 (decision 0115), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1279–1292 (decision 0115)', () => {
  it("reads a friend's grant with a delivery fee, and a pet shipper's crate rental", () => {
    const grant = on(
      "I just received $75,000 from the HUD Senior Assistance Grant, you never pay it back. Add the agent Mr. Gregory Hall on Facebook. He'll walk you through the delivery fee and paperwork.",
      'social',
    );
    expect(ruleOutcome(grant).applied).toContain('fee_to_collect_winnings');
    const crate = on(
      'A climate-controlled crate rental of $980.00 must be paid before delivery can continue. Payment must be sent by Zelle within 6 hours.',
      'email',
    );
    expect(ruleOutcome(crate).applied).toContain('fee_by_payment_app');
  });

  it("reads a storm crew's deductible, and leaves a neighbour's warning about it unread", () => {
    const crew = on(
      "Our crew spotted hail damage on your roof while working on your neighbor's place. Your insurance will cover a FULL replacement and we'll take care of your deductible so it costs you $0!",
      'sms',
    );
    expect(ruleOutcome(crew).applied).toContain('door_to_door_repair_payment');
    const warning = on(
      'PSA for our neighborhood: guys have been going door to door after the hail. They told my neighbor "sign here and we\'ll waive your deductible." Waiving deductibles is illegal in Texas. Call your own agent first.',
      'social',
    );
    expect(warning.hitIds).toContain('legit_fraud_bulletin');
    expect(ruleOutcome(warning).applied).not.toContain('door_to_door_repair_payment');
  });

  it("reads a vendor's e-mail-only excuse beside new bank details, and an impostor's errands", () => {
    const vendor = on(
      'Please note we have changed our banking institution. Kindly do not send payment to the old account on file. Please reply by email only as our phone lines are being upgraded.',
      'email',
    );
    expect(vendor.hitIds).toContain('cannot_talk_excuse');
    const donor = on(
      "I'm in a donor meeting and can't talk right now. I need you to take care of something for the gala quickly and discreetly.",
      'sms',
    );
    expect(ruleOutcome(donor).applied).toContain('cannot_talk_favor');
    const board = on(
      "I'm tied up in back-to-back meetings and can only email. The contractor needs the 50% deposit wired today or we lose our slot.",
      'email',
    );
    expect(ruleOutcome(board).applied).toContain('cannot_talk_favor');
  });

  it('reads a found dog, a grandson who hit a lady, and a puppy paid by app', () => {
    const dog = on(
      "I found him out on Route 9, he got hit by a car. Can you send $600 to me on Cash App right now? No, don't call the vet, their lines are jammed, just send it to me.",
      'phone',
    );
    expect(ruleOutcome(dog).applied).toContain('secret_unusual_payment');
    const grandson = on(
      "Grandpa, it's me. I hit a lady and she's pregnant, and the police took my phone. Please don't tell Mom and Dad.",
      'phone',
    );
    expect(ruleOutcome(grandson).applied).toContain('family_secret_emergency');
    const puppy = on(
      "Post in 'Puppies for Sale USA' group: 🐶 Adorable teacup Yorkie puppies ready for their new homes!! Only $450 rehoming fee INCLUDES delivery by our pet nanny. Serious buyers only, Zelle/Cash App/Apple Pay. DM me now, only 2 left!!",
      'social',
    );
    expect(ruleOutcome(puppy).applied).toContain('marketplace_app_payment');
  });

  it("leaves a clinic's reminder, a settlement's payment choice and official portals unalarmed", () => {
    const clinic = on(
      'This is Lakeside Family Medicine with a reminder. You have a Medicare Annual Wellness Visit with Dr. Nguyen on Wednesday at 9:15. Press 1 to confirm, press 2 to reschedule.',
      'phone',
    );
    expect(clinic.hitIds).toContain('legit_appointment_or_pharmacy');
    expect(ruleOutcome(clinic).applied).not.toContain('government_robocall');
    const settlement = on(
      'To receive your payment electronically, please select a payment option (PayPal, Venmo, Zelle or ACH) at the settlement website. The Settlement Administrator will never charge you a fee.',
      'email',
    );
    expect(settlement.hitIds).not.toContain('upfront_fee');
    expect(settlement.hitIds).toContain('legit_never_ask_notice');
    const nycha = on(
      'NYCHA: Your Annual Income Review is due. Please complete it online at selfserve.nycha.info within 30 days.',
      'sms',
    );
    expect(nycha.hitIds).not.toContain('link_risky_tld');
  });
});
