/**
 * Wordings of probe round 1167–1180 (decision 0107), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1167–1180 (decision 0107)', () => {
  it("reads a sergeant of a city's police and a bond to post for a son", () => {
    const call = on(
      'Grandma, it is me, I hit a car. (man) Ma’am, this is Sergeant Ortiz, Tulsa Police. Your grandson is being held. If you can post the $12,000 bond today he goes home.',
      'phone',
    );
    expect(call.hitIds).toEqual(
      expect.arrayContaining(['impersonates_law_enforcement', 'payment_demand']),
    );
    expect(ruleOutcome(call).applied).toContain('family_emergency_authority');
    expect(
      on('The bond measure passed, so the new school opens in fall.', 'sms').hitIds,
    ).not.toContain('payment_demand');
  });

  it('reads a bank "specialist" who will call to reverse, a secured account, the branch kept out', () => {
    expect(
      on(
        'Did you send $950 by Zelle? If NO, a fraud specialist will call you shortly to reverse the transfer.',
        'sms',
      ).hitIds,
    ).toContain('agent_will_call');
    const call = on(
      "This is the Chase fraud department. To protect the balance we need to move it into a new secured account under your name. Please don't tell the branch staff.",
      'phone',
    );
    expect(call.hitIds).toEqual(
      expect.arrayContaining(['move_money_safe_account', 'secrecy_demand']),
    );
    // A bank's warning that quotes the line is not the request.
    expect(
      on(
        'Bank of America will never ask you to move your money to a safe account or transfer the balance to a new protected account.',
        'email',
      ).hitIds,
    ).not.toContain('move_money_safe_account');
  });

  it('reads a support line that wants the bank login ready to connect remotely', () => {
    const ad = on(
      'Payment app help 24/7. Call now: 1-877-555-0101. Have your bank login and phone ready so the agent can connect to your account remotely.',
      'web',
    );
    expect(ad.hitIds).toEqual(
      expect.arrayContaining(['asks_credentials', 'remote_access_request']),
    );
  });

  it('reads a resale fee that holds up the closing, a fee paid by wire only, a small delivery fee', () => {
    const call = on(
      "I'm calling about your timeshare. The only thing holding up the closing is the transfer fee of $2,100, wired today. Please don't discuss the sale with the resort.",
      'phone',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['upfront_fee', 'secrecy_demand']));
    expect(
      on('Our fee is $3,500. Payment is accepted by wire or cashier’s check only.', 'email').hitIds,
    ).toContain('wire_transfer_request');
    expect(
      on('I got the grant! There is only a small delivery fee, text the agent.', 'social').hitIds,
    ).toContain('upfront_fee');
  });

  it('reads a buy/sell group post, silver projected to triple, a wrong number that stays', () => {
    const post = on(
      'Posted in Cubs Fans Buy/Sell: 2 tickets Friday, $50 each. Will transfer in the MLB Ballpark app after payment. Cash App only.',
      'social',
    );
    expect(post.hitIds).toContain('marketplace_context');
    expect(ruleOutcome(post).applied).toContain('marketplace_app_payment');
    expect(
      on('Analysts are projecting silver to triple by December. Call before 5 p.m.', 'phone')
        .hitIds,
    ).toContain('guaranteed_returns');
    expect(
      on("Oh I'm so sorry! You seem very nice though. I work in wine import.", 'sms').hitIds,
    ).toContain('stranger_befriends');
  });

  it("reads a friend's new account, an SSN asked through a chat app, a withdrawal from a new device", () => {
    expect(
      on('Hi Carol! I had to make a new account, my old one got hacked.', 'social').hitIds,
    ).toContain('new_number_claim');
    expect(
      on(
        'Message him on WhatsApp +1 (305) 555-0128 with your full name, address, SSN and bank info.',
        'social',
      ).hitIds,
    ).toContain('asks_ssn');
    expect(
      on(
        'A withdrawal request of 0.4 BTC has been submitted from a new device. Not you? Call +1 (888) 555-0133.',
        'sms',
      ).hitIds,
    ).toContain('account_problem_alert');
  });

  it("leaves an agency's own page alone: a warning that it will not call demanding gift cards, a card to request", () => {
    const irs = on(
      'IRS.gov: Pay from your bank account with Direct Pay. Important: The IRS will not call, text or contact you on social media demanding immediate payment with gift cards or wire transfers.',
      'web',
    );
    expect(irs.hitIds).not.toContain('gift_card_payment');
    const ssa = on(
      'my Social Security: sign in to view your benefit letter, get your SSA-1099, or request a replacement Medicare card.',
      'web',
    );
    expect(ssa.hitIds).not.toContain('asks_medicare_number');
    expect(
      on(
        "Ticketmaster: You've been selected for Verified Fan Presale. Your code is in your account.",
        'sms',
      ).hitIds,
    ).not.toContain('prize_claim');
  });
});
