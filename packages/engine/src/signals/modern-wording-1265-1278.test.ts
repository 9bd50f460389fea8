/**
 * Wordings of probe round 1265–1278 (decision 0114), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1265–1278 (decision 0114)', () => {
  it("reads a niece's and a neighbour's dead phone beside a payment", () => {
    const niece = on(
      "Aunt Linda it's Kayla!! I'm in the ER. Can you send $650 on Cash App to $KaylaRenee0412?? Please don't call, my phone is at 3%.",
      'social',
    );
    expect(niece.hitIds).toContain('cannot_talk_excuse');
    expect(ruleOutcome(niece).applied).toContain('cannot_talk_favor');
    const neighbour = on(
      "Could you please buy a $200 Apple gift card at CVS and send me a picture of the back? Please don't call, my phone screen is broken.",
      'social',
    );
    expect(ruleOutcome(neighbour).applied).toContain('cannot_talk_favor');
  });

  it("reads a fake check's balance, a broker's only fee, a giveaway's charge, an aide's advance", () => {
    expect(
      on(
        'A check for week 1 plus supply funds arrives Monday. Deposit it and send the balance to the vendor I give you.',
        'sms',
      ).hitIds,
    ).toContain('overpayment_refund');
    for (const text of [
      'The only thing we need from you is the $2,875 title transfer and escrow fee, which is fully refundable at closing.',
      'Claim your cabin before Sunday. Only a $2.99 booking verification charge applies.',
      'Answer 3 quick questions and pay only $1.95 shipping.',
      'Your mom’s new aide starts Monday but needs a $380 advance for her uniform, TB test and gas card.',
    ]) {
      expect(on(text, 'sms').hitIds, text).toContain('upfront_fee');
    }
  });

  it('reads a survey prize, a like-and-share giveaway and a per-package reshipping job', () => {
    const survey = on(
      'Congratulations! You have been randomly selected today to receive a Samsung Galaxy S26 Ultra. Pay only $1.95 shipping.',
      'web',
    );
    expect(ruleOutcome(survey).applied).toContain('fee_to_collect_winnings');
    expect(
      on(
        'We are giving away 500 FREE cruises!! All you have to do: 1️⃣ Like & Share this post 2️⃣ Comment DONE',
        'social',
      ).hitIds,
    ).toContain('prize_claim');
    const job = on(
      'Your resume was shortlisted for our Remote Package Inspection Coordinator role: receive parcels at home, print new labels and ship them out. $2,900/month + $30 per package.',
      'sms',
    );
    expect(ruleOutcome(job).applied).toContain('high_pay_job_offer');
  });

  it("reads scareware's countdown, and a suite held till 5 PM for a deposit", () => {
    const popup = on(
      'McAfee | Your PC is infected with (5) viruses! Your subscription expired. Renew now and get 80% OFF — offer expires in 04:59.',
      'web',
    );
    expect(ruleOutcome(popup).applied).toContain('tech_problem_countdown');
    const suite = on(
      'A private assisted-living suite just opened for your mother. We can only hold it until 5PM today with a $2,500 refundable deposit.',
      'sms',
    );
    expect(suite.hitIds).toEqual(expect.arrayContaining(['deadline', 'payment_demand']));
  });

  it("leaves a prison's prepaid call, a Facebook login notice, IRS.gov and official rules unread", () => {
    expect(
      on(
        'This is a prepaid call from an inmate at the county jail. To accept this call, press 1. To refuse, press 2.',
        'phone',
      ).hitIds,
    ).not.toContain('press_one');
    expect(on('Press 1 to speak to a specialist about your warranty.', 'phone').hitIds).toContain(
      'press_one',
    );
    const login = on(
      'We noticed a login to your account from a new device. If this was you, you can ignore this. If not, tap Secure Account.',
      'social',
    );
    expect(login.hitIds).not.toContain('move_money_safe_account');
    const irs = on(
      "The IRS doesn't: call to demand immediate payment using a gift card or wire transfer; threaten to have you arrested for not paying.",
      'web',
    );
    expect(irs.hitIds).toContain('legit_never_ask_notice');
    expect(ruleOutcome(irs).applied).not.toContain('threat_with_payment');
    expect(
      on(
        'Official Rules. NO PURCHASE NECESSARY TO ENTER OR WIN. A purchase will not increase your chances of winning.',
        'web',
      ).hitIds,
    ).toContain('legit_never_ask_notice');
  });
});
