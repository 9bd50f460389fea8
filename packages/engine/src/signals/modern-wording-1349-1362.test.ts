/**
 * Wordings of probe round 1349–1362 (decision 0120), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1349–1362 (decision 0120)', () => {
  it("leaves a registry's payout, a dealer's wire order and a settlement's payment choice unread", () => {
    const payout = on(
      "We've started a transfer of $310.00 from your Wedding Fund to your bank account ending in 2291.",
      'email',
    );
    expect(payout.hitIds).not.toContain('payment_demand');
    const demand = on('You need to transfer $310 to the account below today.', 'email');
    expect(demand.hitIds).toContain('payment_demand');
    const dealer = on(
      'Please complete your wire within 2 business days. We will never send changed wiring instructions by email.',
      'email',
    );
    expect(dealer.hitIds).toContain('legit_never_ask_notice');
    const choice = on(
      'Choose how to receive your payment: PayPal, Venmo or a paper check. You will not be asked for a password or any fee.',
      'email',
    );
    expect(choice.hitIds).not.toContain('upfront_fee');
    expect(choice.hitIds).not.toContain('asks_credentials');
    expect(choice.hitIds).toContain('legit_never_ask_notice');
    const fee = on('To receive your payment, pay the $45 processing fee first.', 'email');
    expect(fee.hitIds).toContain('upfront_fee');
  });

  it("leaves a class action's opt-out and its free claim unread as spam or a fee", () => {
    const notice = on(
      'If you want to keep the right to sue on your own, you must ask to be excluded by June 2, 2026. Filing a claim is free. You do not need to hire a lawyer.',
      'email',
    );
    expect(notice.hitIds).not.toContain('spam_removal_instruction');
    expect(notice.hitIds).toContain('legit_never_ask_notice');
    const mailer = on('To stop these offers, ask to be removed by replying REMOVE.', 'email');
    expect(mailer.hitIds).toContain('spam_removal_instruction');
  });

  it('reads a claim with an emoji between its words, and a booking page under a sender tag', () => {
    const giveaway = on('Congratulations!! 🎉 You have won 2 seats on our spring tour.', 'social');
    expect(giveaway.hitIds).toContain('prize_claim');
    const cruise = on(
      'Viking River: Payment for booking #VK2210 DECLINED. Update card: viking-river-booking.com/pay',
      'sms',
    );
    expect(cruise.hitIds).toContain('link_lookalike_domain');
    const miles = on(
      'United MileagePlus: 40,000 miles expire tonight. Convert them: unitd-mileageplus.co/r/2a',
      'sms',
    );
    expect(miles.hitIds).toContain('link_lookalike_domain');
    const genuine = on('United: Your flight UA 1492 is on time. Details: united.com/trips', 'sms');
    expect(genuine.hitIds).not.toContain('link_lookalike_domain');
  });

  it('reads payment only by Bitcoin, a card asked by message and a Social Security card upload', () => {
    const fastTrack = on('Flat fee $1,900 (Bitcoin or wire only).', 'web');
    expect(fastTrack.hitIds).toContain('crypto_payment');
    const upload = on(
      'Upload a scan of your passport, Social Security card and license to begin.',
      'web',
    );
    expect(upload.hitIds).toContain('asks_ssn');
    const refund = on(
      'Message us your name, booking number and the card number with the 3 digits on back for your refund.',
      'social',
    );
    expect(refund.hitIds).toContain('asks_credentials');
  });

  it('reads a refundable deposit by payment app, money sent "first" and a card turned away for fraud', () => {
    const deposit = on(
      'Hold your seat with a $49 refundable booking deposit via Zelle to our coordinator.',
      'sms',
    );
    expect(deposit.hitIds).toContain('upfront_fee');
    const driver = on(
      'I found your wallet in my car. Can you send $30 on Cash App for gas first?',
      'sms',
    );
    expect(driver.hitIds).toContain('upfront_fee');
    const shuttle = on(
      'Because of credit card fraud we now accept Zelle and Apple cards only.',
      'web',
    );
    expect(shuttle.hitIds).toContain('changed_payment_details');
  });

  it('raises a door seller who asks that the family not be told', () => {
    const seller = on(
      "Hey it's Dan from Bright Roof Solar, we talked at your door Tuesday. I'll stop by tonight to get your signature. Don't tell your daughter until it's locked in.",
      'sms',
    );
    expect(seller.hitIds).toEqual(
      expect.arrayContaining(['door_to_door_repair', 'secrecy_demand']),
    );
    expect(ruleOutcome(seller).applied).toContain('door_to_door_repair_payment');
  });
});
