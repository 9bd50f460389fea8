/**
 * Wordings of probe round 1251–1264 (decision 0113), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { FURTHER_READINGS } from './further-readings.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1251–1264 (decision 0113)', () => {
  it('no further reading matches an empty or a blank text', () => {
    for (const [id, reading] of FURTHER_READINGS) {
      expect(reading.exec(''), id).toBeNull();
      expect(reading.exec('  a  '), id).toBeNull();
    }
  });

  it("reads the pastor's, the club president's and the stranded friend's excuses not to talk", () => {
    const pastor = on(
      "Pastor Jim here. Are you available right now? I need a quick favor from you. I'm in a meeting and can only text.",
      'sms',
    );
    expect(pastor.hitIds).toContain('cannot_talk_excuse');
    expect(ruleOutcome(pastor).applied).toContain('cannot_talk_favor');
    const president = on(
      "I'm at the district conference with meetings back to back, so please don't call. Can you wire it from the club account to the event coordinator?",
      'email',
    );
    expect(ruleOutcome(president).applied).toContain('cannot_talk_favor');
    const stranded = on(
      "I need a quick favor. My bag with my passport was stolen and I need $1,200 for the hotel. Please reply to this email only, my phone isn't working here.",
      'email',
    );
    expect(ruleOutcome(stranded).applied).toContain('cannot_talk_favor');
    expect(on("I'm in a meeting until 3, can I call you back?", 'sms').hitIds).not.toContain(
      'cannot_talk_excuse',
    );
  });

  it("reads an eSIM's QR code and the last four of an SSN asked by a support team", () => {
    const chat = on(
      "Hi, this is your carrier's eSIM support team. Please send us the QR code on your phone's eSIM settings screen and the last 4 of your SSN so we can move your line.",
      'social',
    );
    expect(chat.hitIds).toEqual(expect.arrayContaining(['asks_credentials', 'asks_ssn']));
    expect(
      on('Scan the QR code in the T-Mobile app to set up your eSIM.', 'sms').hitIds,
    ).not.toContain('asks_credentials');
  });

  it("reads a cold caller's free genetic test kit, not taking her for an agent answering", () => {
    const call = on(
      "Hi, this is Linda with Senior Health Benefits. I'm calling because Medicare is now covering a free at-home cancer genetic test kit. I just need to confirm your Medicare number and your date of birth.",
      'phone',
    );
    expect(call.hitIds).toContain('asks_medicare_number');
    expect(call.hitIds).not.toContain('legit_customer_called');
    expect(ruleOutcome(call).applied).toContain('medicare_number_pretext');
    expect(
      on(
        "A: Medicare, this is Karen. B: Hi, I'm calling because I got a letter about my plan.",
        'phone',
      ).hitIds,
    ).toContain('legit_customer_called');
  });

  it("reads student-loan forgiveness's last day, an investment club's deposit, a free piano's fee", () => {
    const loan = on(
      'Dept of Education: Your federal student loan balance of $24,318 qualifies for FULL forgiveness. Today is the final day to enroll. Call 888-561-0294 now to lock in your discharge.',
      'sms',
    );
    expect(loan.hitIds).toEqual(expect.arrayContaining(['deadline', 'refund_or_grant_offer']));
    const club = on(
      'Yesterday our members earned 38% on the AI stock signal. Simply open an account on our trading platform goldbridge-exchange.com, deposit at least $5,000 and my assistant will guide you.',
      'social',
    );
    expect(club.hitIds).toContain('payment_demand');
    expect(ruleOutcome(club).applied).toContain('investment_pitch');
    expect(
      on(
        "I'm giving away my late husband's baby grand piano for free. It's in storage with a moving company, you only pay their delivery fee.",
        'social',
      ).hitIds,
    ).toContain('upfront_fee');
  });

  it("reads a funeral's live stream behind a registration, not one open to all", () => {
    expect(
      on(
        'Watch the live stream of the funeral at the link below. Free registration required to view.',
        'social',
      ).hitIds,
    ).toContain('asks_credentials');
    expect(
      on(
        'The service will be live streamed at tributeslive.com/evans. No registration is required to watch.',
        'social',
      ).hitIds,
    ).not.toContain('asks_credentials');
  });

  it("leaves USPS's Informed Delivery page, a confirmed meter visit and a debt program unread", () => {
    const page = on(
      "Already have a USPS.com account? Sign in to enroll. You'll be asked to verify your identity to confirm your address. USPS will never text you asking for payment to redeliver a package.",
      'web',
    );
    expect(page.hitIds).not.toContain('asks_personal_details');
    expect(page.hitIds).toContain('legit_never_ask_notice');
    const visit = on(
      "A man in a gas company uniform knocked and said they're replacing the meters on our street. I called Columbia Gas at the number on my bill afterward and they said yes, there's meter work today.",
      'phone',
    );
    expect(visit.hitIds).toContain('legit_verify_directly');
    expect(ruleOutcome(visit).applied).not.toContain('door_to_door_repair_payment');
    const burglar = on(
      'A man knocked on my door, said he was from the water company and needed to come inside to test the water.',
      'phone',
    );
    expect(ruleOutcome(burglar).applied).toContain('door_to_door_repair_payment');
    expect(
      on('We charge no fees until we successfully settle a debt and you approve it.', 'email')
        .hitIds,
    ).not.toContain('payment_demand');
    expect(on('You must settle the balance today to avoid collection.', 'sms').hitIds).toContain(
      'payment_demand',
    );
  });
});
