/**
 * Wordings of probe round 1181–1194 (decision 0108), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1181–1194 (decision 0108)', () => {
  it('reads a grandchild in "kind of big trouble" and a court that comes for the bail', () => {
    const voicemail = on(
      "Grandma? I'm in kind of big trouble. Please don't tell Mom. Bail is $8,000 and somebody from the court can come pick it up at your house.",
      'phone',
    );
    expect(voicemail.hitIds).toEqual(
      expect.arrayContaining(['emotional_emergency', 'cash_courier']),
    );
    expect(ruleOutcome(voicemail).applied).toContain('family_secret_emergency');
    expect(
      on('Court is closed Monday; pick up your jury badge at the front desk.', 'sms').hitIds,
    ).not.toContain('cash_courier');
  });

  it('reads a roofer\'s Zelle to a Gmail address and "don\'t call the adjuster"', () => {
    const text = on(
      'Summit Roofing: your claim is approved! Zelle the $2,900 deductible to jake.roof@gmail.com today. Dont call the adjuster, it slows things down.',
      'sms',
    );
    expect(text.hitIds).toEqual(expect.arrayContaining(['payment_app_request', 'secrecy_demand']));
    expect(
      on('Call the adjuster if you have questions about your claim.', 'sms').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it('reads a wrong number that stays, a chat moved to WhatsApp, a tip only for family', () => {
    const text = on(
      "Sorry, I just realized this number isn't Mr. Chen's! Oh I'm so sorry for bothering you! You seem like a very kind person. Would you mind if we chat on WhatsApp? My aunt has a trading tip she gives only to family.",
      'sms',
    );
    expect(text.hitIds).toEqual(
      expect.arrayContaining([
        'wrong_number_opener',
        'stranger_befriends',
        'moves_to_chat_app',
        'guaranteed_returns',
      ]),
    );
    expect(ruleOutcome(text).applied).toContain('investment_pitch');
    expect(on('Sorry, wrong number! Have a good evening.', 'sms').hitIds).not.toContain(
      'stranger_befriends',
    );
  });

  it('reads a suitor at sea who wants a Steam card, and a contractor who changed the account', () => {
    const chat = on(
      "I'm a marine biologist on a research vessel in the South Pacific. Would you mind buying me a $200 Steam card for connection? I'll repay you when we dock.",
      'social',
    );
    expect(chat.hitIds).toEqual(
      expect.arrayContaining(['overseas_partner_story', 'gift_card_payment']),
    );
    expect(ruleOutcome(chat).applied).toContain('romance_money');
    const mail = on(
      "Before you send the final payment of $14,250: please don't send it to the account on the contract. Use our new account at Pinnacle Trust instead. Wire is best.",
      'email',
    );
    expect(mail.hitIds).toContain('changed_payment_details');
    expect(
      on("I'm buying a $400 Steam Deck for my grandson's birthday.", 'sms').hitIds,
    ).not.toContain('gift_card_payment');
  });

  it('reads a Medicare card read out, a trust with a planning fee, a Ring store that is not ring.com', () => {
    const call = on(
      "I'm with the Medicare Benefits Helpline. Do you have your red, white and blue Medicare card handy? Go ahead and read me that number.",
      'phone',
    );
    expect(call.hitIds).toContain('asks_medicare_number');
    expect(ruleOutcome(call).applied).toContain('medicare_number_pretext');
    expect(
      on(
        'What we do is move your savings into an irrevocable trust so the VA does not count it. Our planning fee is just $3,500.',
        'phone',
      ).hitIds,
    ).toContain('upfront_fee');
    expect(
      on('Video Doorbell Pro just $19.99 today only! Shop: ring-clearance-outlet.shop', 'social')
        .hitIds,
    ).toContain('link_lookalike_domain');
    expect(on('Set up your doorbell at ring.com/setup', 'sms').hitIds).not.toContain(
      'link_lookalike_domain',
    );
  });
});
