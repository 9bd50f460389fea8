/**
 * Wordings of probe round 1195–1208 (decision 0109), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { evidenceCap } from '../scoring/caps.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1195–1208 (decision 0109)', () => {
  it('reads a fundraiser "frozen" or "holding the money", paid by an app instead', () => {
    const post = on(
      'Her GoFundMe got frozen so we are collecting directly now. Cash App $HelpLilyHeal or Zelle lilyfund@gmail.com',
      'social',
    );
    expect(post.hitIds).toEqual(expect.arrayContaining(['charity_appeal', 'payment_app_request']));
    expect(ruleOutcome(post).applied).toContain('charity_unusual_payment');
    const text = on(
      "GoFundMe is holding the money for a week and the funeral home needs it Friday. Zelle it to marcusfuneralfund@outlook.com, and please don't post about it on his page.",
      'sms',
    );
    expect(text.hitIds).toEqual(expect.arrayContaining(['charity_appeal', 'secrecy_demand']));
    expect(on("Don't post it on Facebook lol, it's a surprise party.", 'sms').hitIds).not.toContain(
      'secrecy_demand',
    );
  });

  it("reads a caller for a fund who sends a courier, and a family's gift cards asked quietly", () => {
    const call = on(
      "Caller: I'm calling for the Burned Children Support Fund. I have a courier near you until five who can pick up a check.",
      'phone',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['charity_appeal', 'cash_courier']));
    expect(ruleOutcome(call).applied).toContain('charity_unusual_payment');
    const chat = on(
      'A young family from our congregation lost everything in a fire. Could you help with $300 in Target gift cards today?',
      'sms',
    );
    expect(chat.hitIds).toEqual(expect.arrayContaining(['charity_appeal', 'gift_card_payment']));
    expect(ruleOutcome(chat).applied).toContain('gift_card_demand');
  });

  it('reads a new number whose bills are to be paid, and a host whose platform "has a glitch"', () => {
    const text = on(
      "Hi Mom, this is my new number, my old phone died. Two bills are due today and my bank app is locked. Can you pay them for me? I'll pay you back.",
      'sms',
    );
    expect(text.hitIds).toContain('payment_demand');
    expect(ruleOutcome(text).applied).toContain('family_emergency_money');
    const host = on(
      'Hi, this is Dana, your cabin host. Airbnb is having a payment glitch, so please send the $900 by Zelle to dana.cabins@gmail.com today.',
      'sms',
    );
    expect(host.hitIds).toEqual(
      expect.arrayContaining(['marketplace_context', 'payment_app_request']),
    );
  });

  it('reads guaranteed returns of 8 % and more, monthly gains, and a mentor on WhatsApp', () => {
    expect(
      on(
        'An annuity that pays a guaranteed 11% first-year bonus with zero market risk. The allocation closes Friday.',
        'email',
      ).hitIds,
    ).toContain('guaranteed_returns');
    expect(
      on('Guaranteed 4.5% APY on our 12-month CD. Member FDIC.', 'email').hitIds,
    ).not.toContain('guaranteed_returns');
    const chat = on(
      "I'm Carol, retired nurse. I've been making 20-25% every month trading silver, my mentor will guide you step by step on WhatsApp.",
      'social',
    );
    expect(chat.hitIds).toEqual(
      expect.arrayContaining(['guaranteed_returns', 'moves_to_chat_app']),
    );
    const text = on(
      "My uncle's gold group made 15% last week alone. Let me know and I'll add you on WhatsApp",
      'sms',
    );
    expect(ruleOutcome(text).applied).toContain('investment_pitch');
    expect(
      on("Sorry, I can't add you on Facebook, my account is locked.", 'sms').hitIds,
    ).not.toContain('moves_to_chat_app');
  });

  it('reads a wire that must go today, and the office or resort not to be called', () => {
    const mail = on(
      'Your loan is in default. You must wire the overdue amount today to our escrow account below. Do not contact the county tax office, as they are not authorized to discuss your loan.',
      'email',
    );
    expect(mail.hitIds).toEqual(
      expect.arrayContaining(['wire_transfer_request', 'secrecy_demand']),
    );
    expect(ruleOutcome(mail).applied).toContain('secret_unusual_payment');
    const voicemail = on(
      "The closing fee of $2,100 has to be wired before the deed can transfer. Please don't call the resort, they will try to block the sale.",
      'phone',
    );
    expect(voicemail.hitIds).toEqual(
      expect.arrayContaining(['wire_transfer_request', 'secrecy_demand']),
    );
    expect(
      on('Call the county tax office if you have questions about your bill.', 'email').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it("reads a survey's SSN, a live stream's card, and a caller not asked for a PIN", () => {
    expect(
      on('The survey requires name, DOB, SSN and a debit card for gift card delivery.', 'sms')
        .hitIds,
    ).toContain('asks_ssn');
    const post = on(
      'Watch the funeral live here bit.ly/xyz-memorial (free registration with a card is required to verify viewers).',
      'social',
    );
    expect(post.hitIds).toContain('asks_credentials');
    expect(ruleOutcome(post).applied).toContain('credentials_on_social');
    expect(
      on(
        'I hung up and called the number on the back of my card. Neither of them asked for my PIN or any code.',
        'web',
      ).hitIds,
    ).not.toContain('asks_credentials');
  });

  it("leaves a clinic's recorded reminder and a charity's receipt unalarmed", () => {
    const reminder = on(
      '[Automated call] This is Oak Street Clinic with an appointment reminder for Tuesday. Please bring your Medicare card. Press 1 to confirm.',
      'phone',
    );
    expect(ruleOutcome(reminder).applied).not.toContain('government_robocall');
    expect(
      ruleOutcome(
        on('[Automated call] This is Medicare. Your benefits are suspended. Press 1 now.', 'phone'),
      ).applied,
    ).toContain('government_robocall');
    const receipt = on(
      'Thank you, Ann! Your gift of $50 to Hurricane Relief was received. Reply STOP to end texts.',
      'sms',
    );
    expect(receipt.hitIds).toEqual(
      expect.arrayContaining(['charity_appeal', 'legit_order_update']),
    );
    expect(evidenceCap(receipt.hitIds, receipt.harm, [])).toBeLessThan(71);
  });
});
