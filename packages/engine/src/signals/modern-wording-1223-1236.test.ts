/**
 * Wordings of probe round 1223–1236 (decision 0111), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1223–1236 (decision 0111)', () => {
  it('reads a case not to be discussed with the bank or the family', () => {
    const call = on(
      'This is Special Agent Grady with the FBI. We recovered your funds. Because this is an active case, you must not discuss this with your bank or your family.',
      'phone',
    );
    expect(call.hitIds).toContain('secrecy_demand');
    expect(
      on('Do not discuss this case with other relatives, per the court order.', 'email').hitIds,
    ).toContain('secrecy_demand');
    expect(
      on('Please discuss this with your family before you decide on the plan.', 'email').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it("reads a wire to a hospital's trust account and a bond wired in full", () => {
    const icu = on(
      'Your son Michael was admitted after a serious car crash. We cannot continue treatment without $6,500 today. You can send a wire to the hospital emergency trust account.',
      'phone',
    );
    expect(icu.hitIds).toContain('wire_transfer_request');
    expect(ruleOutcome(icu).applied).toContain('emergency_unusual_payment');
    expect(
      on('Please wire the full amount to our escrow partner before 8 PM.', 'email').hitIds,
    ).toContain('wire_transfer_request');
    expect(on('Your wire transfer of $500 was sent on March 3.', 'email').hitIds).not.toContain(
      'wire_transfer_request',
    );
  });

  it("reads a card's numbers asked on a line found by a search ad", () => {
    const call = on(
      'Transcript of a call to a number listed in a search ad for "United Airlines customer service": "Thank you for calling the airline desk. I\'ll need the card number, the expiration and the three digits on the back."',
      'phone',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['number_from_search', 'asks_credentials']));
    expect(call.hitIds).not.toContain('legit_customer_called');
    expect(ruleOutcome(call).applied).toContain('searched_number_payment');
  });

  it("reads the last four of a social in a list, Google Hangouts, a home warranty's expiry", () => {
    expect(
      on(
        'To lock it in I just need a photo of your latest electric bill, your utility account number, and the last 4 of your social.',
        'sms',
      ).hitIds,
    ).toContain('asks_ssn');
    expect(
      on('This chat is monitored, can we talk on Google Hangouts?', 'social').hitIds,
    ).toContain('moves_to_chat_app');
    const warranty = on(
      'This is an important message regarding your home warranty. Press 1 now to reinstate your coverage.',
      'phone',
    );
    expect(ruleOutcome(warranty).applied).toContain('press_one_offer');
    expect(
      on(
        'You may get a letter warning that your home warranty is about to expire. Call us first.',
        'web',
      ).hitIds,
    ).not.toContain('fake_invoice');
  });

  it("reads a job approved with a gift card kit, a host's VRBO glitch, a job's fee by app", () => {
    const job = on(
      "You've been approved for our work-at-home customer survey position. The onboarding kit is $75: pick up a Walmart gift card and read me the numbers.",
      'phone',
    );
    expect(ruleOutcome(job).applied).toContain('gift_card_demand');
    const host = on(
      "VRBO's payment system is having an issue with my account. Just send the $1,420 balance to me by Zelle today.",
      'phone',
    );
    expect(ruleOutcome(host).applied).toContain('marketplace_app_payment');
    const post = on(
      'Package Handling Assistant, work from home. To start, pay a $49 background and insurance fee via Cash App ($ShipRightHR).',
      'web',
    );
    expect(ruleOutcome(post).applied).toContain('fee_by_payment_app');
  });

  it('reads a Medicare number given to a caller and a code sent on for a vote', () => {
    const account = on(
      "A lady said she was with Medicare and he gave her his Medicare number. Now braces keep arriving that he didn't order.",
      'web',
    );
    expect(account.harm).toContain('gave_medicare_number');
    expect(ruleOutcome(account).applied).toContain('medicare_number_given');
    expect(
      on(
        "She said they'd text me a code to confirm my vote and I just had to send it to her.",
        'web',
      ).hitIds,
    ).toContain('asks_one_time_code');
  });

  it("leaves a fire code, an airline's confirmation code, a granddaughter, First Advantage unread", () => {
    expect(
      on('Per county fire code 2026, homes need a chimney inspection.', 'sms').hitIds,
    ).not.toContain('legit_code_notice');
    expect(on('Your verification code is 482210.', 'sms').hitIds).toContain('legit_code_notice');
    expect(
      on(
        'Please send us a DM with your confirmation code and we will look into rebooking options.',
        'social',
      ).hitIds,
    ).not.toContain('asks_one_time_code');
    expect(
      on('Please text me the confirmation code we just sent to your phone.', 'sms').hitIds,
    ).toContain('asks_one_time_code');
    const family = on(
      'My granddaughter Kayla messaged me on Facebook asking if I could Venmo her $60 for a dress.',
      'social',
    );
    expect(family.hitIds).not.toContain('overseas_partner_story');
    expect(
      on('A man messaged me on Facebook asking if I could Venmo him $60.', 'social').hitIds,
    ).toContain('overseas_partner_story');
    expect(
      on(
        "First Advantage: Lowe's has requested a background check. Complete your consent form within 3 days. Need help? Visit fadv.com/support. Reply STOP to end texts.",
        'sms',
      ).hitIds,
    ).toContain('legit_official_links_only');
  });
});
