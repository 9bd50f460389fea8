/**
 * Wordings of probe round 1153–1166 (decision 0106), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread. Kept apart from the earlier rounds'
 * files.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1153–1166 (decision 0106)', () => {
  it("reads a relative on a named friend's phone, and a phone or bag stolen on the way", () => {
    const jess = on(
      "Dad it's Kayla texting from my roommate Tara's phone, mine got stolen at the airport. Can you Venmo $480 to @tara-m-88 for a new ticket?",
      'sms',
    );
    expect(jess.hitIds).toEqual(
      expect.arrayContaining(['new_number_claim', 'emotional_emergency']),
    );
    expect(ruleOutcome(jess).applied).toContain('family_emergency_money');
    const ellen = on(
      'My bag with my passport and cards was stolen at the hotel in Lisbon. Can you send $1,400 by Western Union? I will pay you back.',
      'email',
    );
    expect(ellen.hitIds).toContain('emotional_emergency');
    expect(ruleOutcome(ellen).applied).toContain('emergency_unusual_payment');
    expect(
      on("Tara's phone is fine now, she found it in the car. See you Sunday!", 'sms').hitIds,
    ).not.toContain('new_number_claim');
    expect(
      on('My umbrella was stolen at the airport last year, so I bought a small one.', 'sms').hitIds,
    ).not.toContain('emotional_emergency');
  });

  it("reads a director who can't take calls at an event and keeps the board out", () => {
    const note = on(
      "Hi Ruth, I'm at a board dinner and can't take calls. Please wire $4,800 to the caterer today and don't loop in the rest of the board yet.",
      'email',
    );
    expect(note.hitIds).toEqual(expect.arrayContaining(['cannot_talk_excuse', 'secrecy_demand']));
    expect(ruleOutcome(note).applied).toEqual(
      expect.arrayContaining(['cannot_talk_favor', 'secret_unusual_payment']),
    );
    expect(
      on('Sorry I missed your call at the dinner, I will ring you tomorrow.', 'sms').hitIds,
    ).not.toContain('cannot_talk_excuse');
  });

  it("reads a grandson's friend who will text where to send the money", () => {
    const call = on(
      "I'm a friend of your grandson Eric. He got into a car accident and if he pays for it today they won't report it. It's $2,900. I can text you where to send it.",
      'phone',
    );
    expect(call.hitIds).toContain('payment_demand');
    expect(ruleOutcome(call).applied).toContain('family_emergency_money');
    expect(
      on("Loved the reunion! I'll text you where to send the photos.", 'sms').hitIds,
    ).not.toContain('payment_demand');
  });

  it('reads a guaranteed fixed return, a pick that jumped, a stock that could 5x', () => {
    for (const text of [
      'Our clients earn a GUARANTEED 9.5% fixed return through private notes.',
      'Our free study group picked it last week right before it jumped 186%.',
      'Insiders are loading up under $0.30. Could 8x next week.',
    ]) {
      expect(on(text, 'sms').hitIds, text).toContain('guaranteed_returns');
    }
    const seminar = on(
      'You are confirmed for our steak dinner seminar. Our clients earn a guaranteed 10% fixed return. Please bring your most recent IRA and 401(k) statements.',
      'email',
    );
    expect(seminar.hitIds).toContain('asks_personal_details');
    expect(ruleOutcome(seminar).applied).toContain('investment_pitch');
    expect(
      on('Your 12-month CD renews on May 1 at a guaranteed 4.10% APY.', 'email').hitIds,
    ).not.toContain('guaranteed_returns');
  });

  it('reads a listing paid off the platform, and leaves the platform warning alone', () => {
    const listing = on(
      "Lake cabin, $700/week. Please don't use the site's booking button, their fees are high. To hold your week send a 50% deposit by Zelle today.",
      'web',
    );
    expect(listing.hitIds).toContain('marketplace_context');
    expect(ruleOutcome(listing).applied).toContain('marketplace_app_payment');
    const notice = on(
      "Always book and pay through Vrbo checkout. If a host asks you to pay by wire transfer or Zelle, that's against our policy. Report it to us.",
      'web',
    );
    expect(notice.hitIds).not.toContain('wire_transfer_request');
    // The sentence bound still lets a sum with cents through.
    expect(
      on('Please pay the deposit of $1,850.00 by wire before Friday.', 'email').hitIds,
    ).toContain('wire_transfer_request');
  });

  it('reads a pledge never made, gifts for orphans in crypto, donations by app only', () => {
    const pledge = on(
      "I'm just calling to confirm your pledge of $50 again this year. A lot of our seniors just grab an Apple gift card and read me the number.",
      'phone',
    );
    expect(pledge.hitIds).toContain('charity_appeal');
    expect(ruleOutcome(pledge).applied).toContain('gift_card_demand');
    const orphans = on(
      'A donor is doubling every gift for the flood orphans today. Banks are blocking transfers so we accept USDT or Bitcoin.',
      'social',
    );
    expect(ruleOutcome(orphans).applied).toContain('charity_unusual_payment');
    const fund = on(
      'Memorial fund for Officer Lee. We are accepting donations only through Cash App ($LeeFamily).',
      'web',
    );
    expect(ruleOutcome(fund).applied).toContain('charity_unusual_payment');
  });

  it("reads a person's own call to 611 as checking with the carrier", () => {
    const told = on(
      'The store said the fee would be waived but it was on my bill. I called AT&T by dialing 611 and the rep had me confirm my account PIN.',
      'phone',
    );
    expect(told.hitIds).toContain('legit_verify_directly');
    expect(ruleOutcome(told).applied).not.toContain('credentials_and_identity');
  });

  it('reads free tickets on a Southwest that is not southwest.com', () => {
    expect(
      on(
        'Free round-trip tickets for everyone who shares! Claim: southwest-anniversary-gift.com',
        'social',
      ).hitIds,
    ).toContain('link_lookalike_domain');
    expect(
      on('Pay your gas bill at southwestgas.com or southwest.com for flights.', 'sms').hitIds,
    ).not.toContain('link_lookalike_domain');
  });
});
