/**
 * Wordings of probe rounds 1125–1138 (decision 0104) and 1139–1152 (decision 0105), each read as
 * the request or claim it names,
 * with the genuine wording beside it that must stay unread. Kept apart from modern-wording.test.ts,
 * which holds the rounds before.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1125–1138 (decision 0104)', () => {
  it('reads a brand written in front of a made-up domain that opens "com-"', () => {
    const ups = on(
      'UPS: Delivery attempt failed. Reschedule within 24 hrs or the item will be returned: https://ups.com-reschedule.delivery/1Z4F92E70388215190',
      'sms',
    );
    expect(ups.hitIds).toContain('link_brand_in_subdomain');
    expect(ruleOutcome(ups).applied).toContain('toll_or_delivery_payment');
    // A short name inside an ordinary subdomain is chance, and ups.com is UPS's own.
    expect(on('Track it at https://www.ups.com/track?tracknum=1Z4F9', 'sms').hitIds).not.toContain(
      'link_brand_in_subdomain',
    );
    expect(on('Jobs at https://www.net-temps.com/apply', 'email').hitIds).not.toContain(
      'link_brand_in_subdomain',
    );
  });

  it('reads a helper coaching the lie to the bank, and an adviser keeping the family out', () => {
    expect(
      on(
        'He said the bank might call me about a $2,300 payment and told me to just say I authorized it.',
        'phone',
      ).hitIds,
    ).toContain('secrecy_demand');
    const note = on(
      "Please don't mention the rate to your Vanguard rep. To lock it in, please wire $86,000 from your IRA to our escrow custodian.",
      'email',
    );
    expect(note.hitIds).toContain('secrecy_demand');
    expect(ruleOutcome(note).applied).toContain('secret_unusual_payment');
    expect(
      on('Did you authorize it? If not, tell us and we will reverse the charge.', 'sms').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it("reads a trading group's signal, a night's profit, an account that hit a sum", () => {
    for (const text of [
      "My uncle's team at the Singapore exchange gave me another signal last night and I made $6,200 on gold contracts while I slept.",
      "Yesterday Professor Harrison's signal on the AVNX coin gave members a 23.6% profit in one session!",
      'My account hit $212,000 this morning. The gold futures app my cousin showed me keeps doing well.',
    ]) {
      expect(on(text, 'social').hitIds).toContain('guaranteed_returns');
    }
    expect(
      on('The Fed cut rates again and my savings account now earns 3.9%.', 'sms').hitIds,
    ).not.toContain('guaranteed_returns');
  });

  it("reads a suitor's contract abroad, his being a widower, his move to a chat app", () => {
    const hinge = on(
      "Hinge message: Hi Elaine, your smile made my day. I'm a structural engineer on a contract with an offshore platform in the North Sea. Would you be comfortable chatting on WhatsApp instead?",
      'social',
    );
    expect(hinge.hitIds).toEqual(
      expect.arrayContaining(['overseas_partner_story', 'moves_to_chat_app']),
    );
    expect(ruleOutcome(hinge).applied).toContain('offer_moved_to_chat_app');
    const quilter = on(
      "I saw the Dresden Plate quilt you posted in the Heartland Quilters Circle group. I'm a retired civil engineer finishing a contract on a bridge project in Aberdeen, Scotland.",
      'social',
    );
    expect(quilter.hitIds).toEqual(
      expect.arrayContaining(['stranger_befriends', 'overseas_partner_story']),
    );
    expect(ruleOutcome(quilter).applied).toContain('stranger_befriends_story');
    expect(
      on(
        "I'm Richard, 67, a widower and surgeon volunteering with a relief mission in Yemen.",
        'social',
      ).hitIds,
    ).toContain('overseas_partner_story');
    // A club member's note and a contractor at home are neither.
    expect(
      on('Great photos from the show on the club page! See you at the May meeting.', 'social')
        .hitIds,
    ).not.toContain('stranger_befriends');
    expect(
      on("I'm finishing a contract on a project in Denver next month, then I'm home.", 'sms')
        .hitIds,
    ).not.toContain('overseas_partner_story');
  });

  it('reads an interview held by text chat beside a job offer', () => {
    const job = on(
      'Your resume was forwarded to us for a part-time, fully remote Claims Data Assistant position. Interviews are being conducted this week by text chat.',
      'email',
    );
    expect(job.hitIds).toContain('moves_to_chat_app');
    expect(ruleOutcome(job).applied).toContain('offer_moved_to_chat_app');
    expect(
      on('Interviews will be held at our Columbus office on Tuesday.', 'email').hitIds,
    ).not.toContain('moves_to_chat_app');
  });

  it('reads fees that free money, a study or a frozen withdrawal need', () => {
    for (const [text, channel] of [
      [
        "Coinbase froze my withdrawal and they say the 5% tax deposit has to come from an account that isn't mine.",
        'sms',
      ],
      [
        'You appear to be the closest living relative of Otto Brandt, who left an unclaimed estate. There is no cost to you until the funds are released.',
        'social',
      ],
      [
        "We're recruiting adults 60+ for a paid clinical study of a new hearing aid. There's a refundable $89 enrollment deposit to hold your spot.",
        'social',
      ],
      [
        'To release these funds to you as surviving spouse, we require a one-time processing and escheatment fee of $265, payable by Zelle.',
        'email',
      ],
      ['To activate it, complete a $1.99 card verification (refunded instantly).', 'email'],
    ] as const) {
      expect(on(text, channel).hitIds).toContain('upfront_fee');
    }
    expect(
      on(
        'Your unclaimed property claim is approved. There is no fee to claim your property from the state.',
        'email',
      ).hitIds,
    ).not.toContain('upfront_fee');
  });

  it("reads a form's list of fields that asks the Social Security number", () => {
    expect(
      on(
        'Check your eligibility in 2 minutes: Full name • Date of birth • Social Security number • Utility account number',
        'web',
      ).hitIds,
    ).toContain('asks_ssn');
    expect(
      on('Never post your date of birth or Social Security number online.', 'web').hitIds,
    ).not.toContain('asks_ssn');
  });

  it('reads a stranded traveller held at the gate and paid by a remittance app', () => {
    const natalia = on(
      'My sweet Gary, they will not let me board until the overstay fine of $1,640 is paid. Family can send it by Remitly in his name. I cannot wait to finally hold your hand at the airport.',
      'email',
    );
    expect(natalia.hitIds).toEqual(
      expect.arrayContaining(['emotional_emergency', 'wire_transfer_request', 'romantic_partner']),
    );
    expect(ruleOutcome(natalia).applied).toContain('emergency_unusual_payment');
    expect(
      on('The airline will not let me board with a carry-on that big, so I checked it.', 'sms')
        .hitIds,
    ).not.toContain('emotional_emergency');
  });

  it("reads a traveling crew's leftover materials and today's half price", () => {
    const crew = on(
      "We have about 14 squares of Owens Corning shingles left over, so we're offering roofs in the neighborhood at 40% below insurance pricing, this week only. We just need a 50% deposit to hold your spot.",
      'social',
    );
    expect(crew.hitIds).toContain('door_to_door_repair');
    expect(ruleOutcome(crew).applied).toContain('door_to_door_repair_payment');
    expect(
      on('Old Navy: 50% off everything today only! Reply STOP to cancel.', 'sms').hitIds,
    ).not.toContain('repair_payment_pressure');
  });

  it("reads a seller's goods already with a transport company, a deposit by app, an address after it", () => {
    const boat = on(
      "I'm with the Army National Guard at Fort Bliss so the boat is already with a transport company. Serious buyers only, $1,000 Zelle deposit holds it.",
      'social',
    );
    expect(boat.hitIds).toEqual(
      expect.arrayContaining(['seller_cannot_meet', 'payment_app_request']),
    );
    expect(ruleOutcome(boat).applied).toContain('unmet_seller_payment_app');
    const sale = on(
      "I'm holding items with a $50 deposit by Cash App, first deposit gets it. Address sent after deposit.",
      'social',
    );
    expect(ruleOutcome(sale).applied).toContain('marketplace_app_payment');
  });

  it('reads a fraud team that will call to reverse, an agent called by a reply, a grocery card ad', () => {
    const nfcu = on(
      'Navy Federal: Was this Zelle payment of $1,480.00 authorized by you? Reply Y or N. If you did not authorize, our Fraud Team will call you shortly from a secure line to reverse it.',
      'sms',
    );
    expect(nfcu.hitIds).toContain('agent_will_call');
    expect(
      on(
        'Aetna Medicare Advisors: you are pre-qualified for a $0 premium plan that includes a $2,400/yr Flex Card. Reply 1 to have a licensed agent call you today.',
        'sms',
      ).hitIds,
    ).toEqual(expect.arrayContaining(['agent_will_call', 'refund_or_grant_offer']));
    const ad = on(
      "Sponsored: if you're on Medicare, you may be missing a prepaid grocery and utility card worth up to $3,600 a year. Tap Learn More.",
      'social',
    );
    expect(ruleOutcome(ad).applied).toContain('benefit_money_ad');
  });

  it('does not read a ZIP code as a sign-in code, nor a dog not to chase as the bank', () => {
    const pet = on(
      "A HomeAgain member near ZIP code 80226 has reported a lost pet. If you see Ziggy, please don't chase him.",
      'email',
    );
    expect(pet.hitIds).not.toContain('legit_code_notice');
    expect(pet.hitIds).not.toContain('impersonates_bank');
    expect(on('Chase: your code is 482913. Do not share it.', 'sms').hitIds).toEqual(
      expect.arrayContaining(['impersonates_bank', 'legit_code_notice']),
    );
  });

  it("reads a neighbour's warning who did not let the fake workers in", () => {
    const post = on(
      "Heads up, everyone. Two men in yellow vests knocked on our door saying they were from the water department and needed to come inside. I called the city and they have no crews on our street. We didn't let them in. Please check on your older neighbors.",
      'social',
    );
    expect(post.hitIds).toContain('legit_fraud_bulletin');
    expect(ruleOutcome(post).applied).not.toContain('door_to_door_repair_payment');
  });
});

describe('wordings of probes 1139–1152 (decision 0105)', () => {
  it("reads a church friend's guaranteed monthly pay kept from the son", () => {
    const ron = on(
      "RON: This pays one percent a month, guaranteed, backed by oil leases. Minimum's twenty-five thousand. And honestly, Evelyn, I wouldn't run it past your son.",
      'phone',
    );
    expect(ron.hitIds).toEqual(expect.arrayContaining(['guaranteed_returns', 'secrecy_demand']));
    expect(ruleOutcome(ron).applied).toContain('investment_pitch');
    expect(
      on('Your CD pays 4.1% a year. Talk it over with your son before you renew.', 'email').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it("reads a group's daily signals and its members' averaged gains", () => {
    const group = on(
      'Professor Caldwell shares daily crypto signals, members averaged 312% gains this quarter. Tomorrow he opens a special USDT arbitrage slot.',
      'social',
    );
    expect(group.hitIds).toContain('guaranteed_returns');
    expect(ruleOutcome(group).applied).toContain('investment_pitch');
  });

  it('reads a payment "sent by accident" to be sent back elsewhere', () => {
    const venmo = on(
      'Hi! I accidently sent $300 to your Venmo, it was supposed to be rent for my landlord lol. Can u please send it back to @Kayla-Brooks-88?',
      'sms',
    );
    expect(venmo.hitIds).toContain('overpayment_refund');
    expect(ruleOutcome(venmo).applied).toContain('overpayment_return');
  });

  it("reads a widowed suitor's project abroad, not a widower at home", () => {
    const suitor = on(
      "Can we continue on WhatsApp? I'm a widowed architect working on a project in Dubai right now.",
      'social',
    );
    expect(ruleOutcome(suitor).applied).toContain('offer_moved_to_chat_app');
    expect(
      on('He said he was a widowed engineer in Houston and called every night.', 'social').hitIds,
    ).not.toContain('overseas_partner_story');
  });

  it('reads a seller out of state who takes apps only, and a crew that saw the roof from the road', () => {
    const yarn = on(
      "Selling my late mother's yarn stash, $150 with free shipping. I'm out of state so Zelle or Apple Pay only, friends & family please.",
      'social',
    );
    expect(ruleOutcome(yarn).applied).toContain('unmet_seller_payment_app');
    const crew = on(
      'Our inspector noticed lifted shingles and dents on your roof from the road. We just need a $1,500 material deposit to lock your spot.',
      'sms',
    );
    expect(crew.hitIds).toContain('door_to_door_repair');
    expect(ruleOutcome(crew).applied).toContain('door_to_door_repair_payment');
  });

  it('reads a closing agent who says not to call the office, and a wire asked today', () => {
    const closing = on(
      "Please use the updated wiring instructions attached. Please wire today if possible, and don't call the office line since we're all tied up in closings this week.",
      'email',
    );
    expect(closing.hitIds).toEqual(
      expect.arrayContaining(['secrecy_demand', 'wire_transfer_request']),
    );
    expect(
      on("Don't call the office line after 5, use the after-hours number.", 'email').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it('reads a fraud specialist who will call to secure the account, and a zero-cost solar program', () => {
    expect(
      on(
        'BofA Alert: Did you attempt a Zelle payment of $1,200.00? Reply YES or NO. If NO, a Bank of America fraud specialist will call you shortly to secure your account.',
        'sms',
      ).hitIds,
    ).toContain('agent_will_call');
    expect(
      on('The new 2026 Zero-Cost Solar Initiative: your electric bill drops to $0!', 'social')
        .hitIds,
    ).toContain('free_offer');
  });

  it('reads "sorry to message a stranger", and "thank you for your service" is no order update', () => {
    const linh = on(
      "Hi Walter, I'm Linh, my late father also served near Da Nang. Sorry to message a stranger, I just wanted to say thank you for your service.",
      'social',
    );
    expect(linh.hitIds).toContain('stranger_befriends');
    expect(linh.hitIds).not.toContain('legit_order_update');
  });
});
