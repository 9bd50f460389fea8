import { describe, expect, it } from 'vitest';
import { finalScore, prepareMessage, ruleOutcome } from '../pipeline.js';
import { bandForScore } from './bands.js';
import { SCORE_RULES } from './rules.js';
import {
  evidenceCap,
  LONG_TEXT,
  LOW_BAND_SCALE,
  lowBandScore,
  REASSURED_CAP,
  UNEXPLAINED_CAP,
  UNEXPLAINED_SHRINK,
  unexplainedScore,
} from './caps.js';

/** Rules that read where a message came from: their triggers' channel. */
const TRIGGER_CHANNEL: Readonly<Record<string, 'sms' | 'social' | 'email'>> = {
  agency_lookalike_sender: 'email',
  agency_details_by_text: 'sms',
  benefit_money_ad: 'social',
  code_asked_by_sender: 'sms',
  credentials_on_social: 'social',
  reply_for_agent_call: 'sms',
  favor_by_payment_app: 'social',
};

/** One message per score-raising rule that the rule must catch. */
const TRIGGERS: Readonly<Record<string, string>> = {
  government_unusual_payment:
    'This is the IRS. Pay what you owe with a wire transfer through Western Union.',
  gift_card_demand: 'Urgent: buy two Apple gift cards and send me the numbers.',
  remote_access_pretext:
    'Your computer is infected. Install TeamViewer so our technician can fix it.',
  code_request_pretext: 'This is your bank. Read me the verification code we just sent you.',
  code_asked_by_sender:
    "Hi! It's Karen from watercolor class. WhatsApp will text you a 6-digit code, can u send it to me so I can add u?",
  reply_for_agent_call:
    'CVS Photo: your order could not be completed. Reply YES and a photo specialist will call you to complete your order.',
  credentials_on_social:
    'Truist Customer Appreciation! Send us a DM with your online banking username and password so our team can apply the credit today.',
  unmet_seller_payment_app:
    "Selling two new generators. Can't meet in person, I'm working out of state, but I ship FedEx same day. Payment by Zelle or Cash App only.",
  service_named_link:
    'Storage unit B-214: your autopay was declined. Update here: unitstore-payportal.com/b214',
  stranger_payment_app:
    'Hi! I saw your post in the Central Ohio Brides group. I can hold your date with a $400 retainer, Zelle is easiest.',
  medicare_rep_contact:
    'Hi Margaret, this is Kevin with your Medicare benefits team. Do you have a few minutes today so I can go over your options?',
  favor_by_payment_app:
    'Hi sweetie!! So good to find you on here. I need a small favor. Could you Cash App me $280 real quick?',
  benefit_money_ad:
    'Seniors on Medicare can now get up to $2,100 loaded onto a card for groceries and gas. Tap Learn More to see if you qualify.',
  cold_call_payment_app:
    'Caller: This is Daniel from the alarm monitoring station. The service call is $89; send it by Cash App.',
  fee_by_payment_app:
    "Good news, your claim qualifies for the full payout. There's a $375 expedite and processing fee; you can send it by Zelle to our claims processing partner.",
  grant_offer_unofficial_site:
    'LIHEAP winter heating grant: up to $1,200, no repayment. Apply: liheap-relief-grants.org',
  password_on_other_site:
    'To view this album, please sign in with your Google or Yahoo email and password: https://famiiy-photoshare.com/album/Xk92 This link expires in 48 hours.',
  caller_asks_credentials:
    "I'm calling from the Department of Social Services. I just need the card number and your PIN.",
  threat_with_payment: 'Your power will be shut off unless you pay $300 today.',
  searched_number_payment:
    "My dad googled 'HP printer support' and called the first number. The man had him install an app and pay $399 in Google Play gift cards.",
  payment_to_new_account:
    'Please process the wire transfer for invoice 2231 to our new bank account today.',
  press_one_offer:
    "We've been trying to reach you about your car's extended warranty. Press 1 to speak to a specialist.",
  deceptive_link_with_pressure:
    'We received a copyright complaint. Appeal within 24 hours: https://instagram-appeal-center.com',
  medicare_number_given:
    'Someone from Medicare called about a new card. I gave him my Medicare number.',
  unexpected_money_for_details:
    'You have been approved for a $10,000 relief check. Reply YES with your bank info to get it.',
  government_robocall:
    'This is U.S. Customs and Border Protection. A package in your name was seized. Press 1 to speak to an officer.',
  threat_kept_on_line:
    'This is Officer Ramirez. There is a warrant for your arrest. Stay on the line with me.',
  deceptive_link_with_request:
    'Verify your account information at http://wellsfarg0-secure.com/login',
  sextortion_payment:
    'I have a compromising video of you. Send $900 in Bitcoin or everyone sees it.',
  family_emergency_money:
    "Grandpa, it's me. I'm in jail and need bail money, please send me money and don't tell mom.",
  payment_to_free_mailbox:
    "This is Greenway Funeral Services. To avoid delay of Saturday's service please send payment via Zelle to greenway.billing@gmail.com today.",
  family_emergency_authority:
    "Hi, this is Officer Daniel Brooks with the Highway Patrol, calling for the grandparent of Ethan. He's been involved in a collision and is currently being held.",
  new_number_to_chat_app:
    'Hi Mum, this is my new number, my phone broke. Message me on WhatsApp, it is urgent.',
  new_number_favor:
    'Hello mom, I dropped my phone in the toilet. This is my temporary number. I need to ask you something.',
  cannot_talk_favor:
    "I'm in a meeting and can't talk on the phone. I need you to handle a quick task for me.",
  threat_callback:
    "A warrant has been issued for your arrest. Call Officer Daniels of the sheriff's office at 202-555-0184 today.",
  mailbox_lure_sign_in:
    'Your password expires today. To keep your current password, click below and sign in.',
  short_alert_lookalike_link:
    'State Farm: A claim was filed on your policy today. Review it here: statefarm-claimreview.co/c/7741',
  card_given_to_caller:
    'A man called saying he was with the parish office and needed my pledge today. I gave him my credit card number.',
  ssn_given_to_caller:
    'A man called me and said he was from Social Security about my raise. I read him the whole number so my check would not stop.',
  utility_payment_app:
    'I work with a program that pays Duke Energy bills at 50% off. You pay me half through Cash App and I pay the whole bill.',
  marketplace_app_payment:
    "I have 2 concert tickets I can't use. Pay by Zelle and I'll transfer them to your account right away.",
  qr_code_pressure:
    'Your MFA token will be deactivated in 24 hours. Scan the QR code to sign in and re-enroll.',
  ssn_request_pressure:
    "I need a copy of all employees' W-2s in PDF for a review. Please send them to me today as soon as possible.",
  ssn_suspended_claim: 'someone from social security says my number suspended because of a crime',
  is_this_you_link: 'omg is this you in this video?? https://vid-share.example/v/8fK2q',
  door_to_door_repair_payment:
    'A man knocked on my door and said he noticed storm damage on my roof. He needs $4,000 cash up front for materials.',
  family_secret_emergency:
    "Hi Grandma, it's me. I'm in trouble, please don't tell Mom and Dad. Call me at this number.",
  emergency_unusual_payment:
    "It's Tom from the bridge club. I'm stuck abroad and lost my wallet. Could you wire me $500?",
  paid_then_vanished:
    'I paid a contractor a $3,000 deposit through Zelle. He never showed up and his number is disconnected.',
  stranger_befriends_story:
    "Good day ma'am. I saw your profile on suggested friends and I like your smile. I am a widower, presently on a peace keeping mission in Syria.",
  family_new_number: 'Hi Dad, new number, old phone fell in the toilet lol. Save this one.',
  secret_unusual_payment:
    "Hi Bob it's Tom next door. Can you Zelle me $800 till Monday? Please don't mention it to Linda.",
  romance_money: 'My darling, I need $2,000 for my plane ticket so I can finally come to you.',
  investment_pitch: 'Our trading platform has guaranteed returns. Deposit Bitcoin to start.',
  credentials_kept_secret:
    'I need your debit card PIN so I can pick up your groceries. No need to mention it to your daughter.',
  credentials_and_identity:
    'Please confirm your password and your date of birth and mailing address to keep using the service.',
  advance_fee_offer:
    'Urgent: I am willing to offer you 30% of the total sum for acting as the beneficiary of the fund.',
  unsolicited_bulk_offer:
    'Lower your mortgage rates today! To be removed from our list, reply with REMOVE in the subject.',
  fee_to_collect_winnings:
    "Congratulations, you've won! Pay the processing fee of $250 to receive your prize.",
  overpayment_return:
    "I sent you too much with the cashier's check, please refund the difference by Zelle.",
  medicare_number_pretext:
    'This is Medicare. To get your new plastic Medicare card, confirm your Medicare number.',
  toll_or_delivery_payment: 'You have an unpaid toll balance. Pay $6.99 now to avoid a fee.',
  utility_shutoff_pressure: 'The gas company will disconnect your gas service within 2 hours.',
  charity_unusual_payment: 'Please donate to hurricane relief by gift card today.',
  tech_support_callback: 'Virus detected! Call Windows support at 1-888-555-0111.',
  money_to_safe_account:
    'This is the fraud department of your bank. Move your savings to a safe account.',
  account_threat_credentials:
    'Your account has been suspended. Confirm your password to restore access.',
  violent_threat: 'We kidnapped your son. Pay $5,000 or we will hurt him.',
  courier_pickup: 'A police officer will send a courier to pick up the cash from your home.',
  rental_deposit:
    'The owner is out of the country. Send the $900 deposit and he will mail you the keys.',
  agent_callback_alert: 'Bank alert: suspicious activity. Reply NO and our agent will call you.',
  filing_solicitation_payment:
    'Annual Minutes Disclosure Statement: all corporations are required to keep annual minutes. Return the form with a processing fee of $243.00.',
  fake_order_alert:
    'Your order has been processed for $899. If you did not authorize this purchase, sign in at the link below.',
  tech_problem_cold_call:
    'A man called me this morning saying he was from Microsoft and that my computer has a virus.',
  tech_problem_countdown:
    'Your PC is infected with (5) viruses! Your subscription expired. Renew now, offer expires in 04:59.',
  high_pay_job_offer:
    'Hi, recruiter here. Remote part-time job, 60-90 min per day, $300-$800 per day, no experience needed.',
  offer_moved_to_chat_app:
    'We are hiring for remote work, earn $500 per day. Contact me on WhatsApp.',
  harm_reported_with_scam_signal:
    'They said my grandson was in jail. I already sent $3,000 through Western Union.',
  stacked_evidence:
    'URGENT final notice: your account has been suspended. Press 1 now or you will face legal action.',
  details_given_after_link:
    'I got a text that my Netflix payment failed, so I clicked the link and put in my card number.',
  cold_call_unusual_payment:
    'This is Mark calling from the County Title and Lien Department. Settle by wire transfer before end of business today.',
  agency_threat_other_number:
    'US-GOV: Your Social Security benefits are ON HOLD. Call SSA at 1-877-552-0319 today to avoid interruption.',
  alert_callback_other_number:
    'Apple ID: A sign-in was detected on a Windows PC. If this was not you, please call Apple Security at 1-888-555-0137 immediately.',
  agency_details_by_text:
    'Hi, this is Karen with the Social Security office. Please reply with your current mailing address and date of birth.',
  agency_lookalike_sender:
    'Subject: Your Social Security Statement is ready | From: SSA.gov Notifications <statements@ssa-gov-secure.com>\n\nSocial Security Administration: your statement is ready to download.',
  agency_fee:
    "I'm a certified asset recovery agent working with the FBI. There is a small recovery fee of $300 up front.",
  agency_offer_other_number:
    'Claim your $900 Medicare GIVEBACK before December 7th! Call the Benefits Hotline at 1-888-555-0172.',
  agency_threat_link:
    'Springfield PD: Your license plate was recorded by a traffic camera. Submit your statement within 48 hrs to avoid a summons: spd-caseportal.com',
};

describe('score-raising rules', () => {
  it('has a trigger for every rule', () => {
    expect(Object.keys(TRIGGERS).sort()).toEqual(SCORE_RULES.map((rule) => rule.id).sort());
  });

  it.each(Object.entries(TRIGGERS))(
    '%s applies to its trigger and raises the floor',
    (id, text) => {
      const outcome = ruleOutcome(prepareMessage(text, TRIGGER_CHANNEL[id], 'text'));
      expect(outcome.applied).toContain(id);
      // One rule says "not sure" on purpose: a real child sends "new number, save it" too.
      expect(outcome.floor).toBeGreaterThanOrEqual(id === 'family_new_number' ? 50 : 75);
    },
  );

  it('leaves ordinary messages alone', () => {
    for (const text of [
      'See you at church on Sunday.',
      'Your prescription is ready for pickup.',
      'Happy birthday, Mom!',
    ]) {
      expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied, text).toEqual([]);
    }
  });

  it('leaves a business billing from its own domain alone', () => {
    const text =
      'Greenway Funeral Services: the balance of $1,850 is due. Please send payment via Zelle to billing@greenwayfuneral.com.';
    expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied).not.toContain(
      'payment_to_free_mailbox',
    );
  });
});

describe('evidenceCap', () => {
  it('holds a notice with reassurances and no warning sign at LOW', () => {
    expect(evidenceCap(['legit_informational_only'], [], [])).toBe(REASSURED_CAP);
  });

  it('holds a message that only names an organisation at MODERATE', () => {
    expect(evidenceCap(['impersonates_paypal'], [], [])).toBe(UNEXPLAINED_CAP);
  });

  it('does not cap when a named warning sign with a rule, a harm or evidence explains the score', () => {
    expect(evidenceCap(['impersonates_paypal', 'urgency', 'asks_credentials'], [], [])).toBe(100);
    expect(evidenceCap(['gift_card_payment'], [], ['gift_card_demand'])).toBe(100);
    expect(evidenceCap(['asks_click_link'], ['clicked_link'], [])).toBe(100);
  });

  it('holds a first-person complaint at MODERATE unless a rule applies', () => {
    expect(evidenceCap(['legit_complaint_narrative', 'urgency', 'asks_credentials'], [], [])).toBe(
      UNEXPLAINED_CAP,
    );
    expect(
      evidenceCap(['legit_complaint_narrative', 'gift_card_payment'], [], ['gift_card_demand']),
    ).toBe(100);
  });

  it('holds a fraud bulletin at MODERATE at most, and never lifts a reassured cap', () => {
    expect(
      evidenceCap(['legit_fraud_bulletin', 'gift_card_payment'], [], ['gift_card_demand']),
    ).toBe(UNEXPLAINED_CAP);
    // A Care.com safety e-mail: "Congrats on your new job match!" with only care.com links.
    expect(
      evidenceCap(['prize_claim', 'legit_fraud_bulletin', 'legit_official_links_only'], [], []),
    ).toBe(REASSURED_CAP);
    expect(evidenceCap(['prize_claim', 'legit_official_links_only'], [], [])).toBe(REASSURED_CAP);
  });

  it('holds one weak sign alone (a "free" offer, "click here") at MODERATE', () => {
    expect(evidenceCap(['free_offer'], [], [])).toBe(UNEXPLAINED_CAP);
    // Header signs say the sender hides who it is, not what it wants: never HIGH alone.
    expect(evidenceCap(['sender_random_address'], [], [])).toBe(UNEXPLAINED_CAP);
    expect(
      evidenceCap(
        ['sender_random_address', 'sender_name_other_address', 'impersonates_bank'],
        [],
        [],
      ),
    ).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap(['sender_random_address', 'asks_credentials'], [], [])).toBe(100);
    expect(evidenceCap(['asks_click_link'], [], [])).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap(['free_offer', 'asks_click_link'], [], [])).toBe(100);
  });

  it('counts a link to follow and a number to call as one sign: every genuine bill has both', () => {
    expect(evidenceCap(['asks_click_link', 'asks_call_number'], [], [])).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap(['asks_click_link', 'asks_call_number', 'urgency'], [], [])).toBe(100);
    // In a long text the pair is still one sign, not the two a HIGH needs there.
    expect(
      evidenceCap(['asks_click_link', 'asks_call_number', 'urgency'], [], [], 3, LONG_TEXT + 1),
    ).toBe(100);
    expect(
      evidenceCap(['asks_click_link', 'asks_call_number', 'free_offer'], [], [], 3, LONG_TEXT + 1),
    ).toBe(100);
    expect(evidenceCap(['asks_click_link', 'asks_call_number'], [], [], 2, LONG_TEXT + 1)).toBe(
      UNEXPLAINED_CAP,
    );
  });

  it("excuses a bill that sends you to the company's own site to pay, or to call", () => {
    // "Final notice… Pay at georgiapower.com or call 888-660-5890": the genuine bill's wording.
    expect(
      evidenceCap(
        ['urgency', 'asks_click_link', 'asks_call_number', 'legit_official_links_only'],
        [],
        [],
      ),
    ).toBe(UNEXPLAINED_CAP);
    // A bill's amount and its number to call, beside links to the company's own site only: the
    // genuine bill's wording, nothing left to name (decision 0069).
    expect(
      evidenceCap(['payment_demand', 'asks_call_number', 'legit_official_links_only'], [], []),
    ).toBe(REASSURED_CAP);
    // Without the official link, the same signs are the evidence a HIGH needs.
    expect(evidenceCap(['urgency', 'asks_click_link', 'asks_call_number'], [], [])).toBe(100);
    expect(evidenceCap(['payment_demand', 'asks_call_number'], [], [])).toBe(100);
    // A store's sale e-mail that links only to its own site is marketing: nothing left to name.
    expect(
      evidenceCap(['free_offer', 'asks_click_link', 'legit_official_links_only'], [], []),
    ).toBe(REASSURED_CAP);
    expect(evidenceCap(['free_offer', 'asks_click_link'], [], [])).toBe(100);
    // An unusual payment is never excused.
    expect(
      evidenceCap(['gift_card_payment', 'asks_click_link', 'legit_official_links_only'], [], []),
    ).toBe(100);
  });

  it('asks a long message for two different signs before HIGH; a short one may have one', () => {
    // "prize" once in a 2,000-character newsletter is chance; in a 140-character text it is the point.
    expect(evidenceCap(['prize_claim'], [], [], 1, 140)).toBe(100);
    expect(evidenceCap(['prize_claim'], [], [], 1, LONG_TEXT + 1)).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap(['prize_claim', 'asks_click_link'], [], [], 2, 2000)).toBe(100);
    // A rule or a reported harm is a reason of its own, however long the text.
    expect(evidenceCap(['gift_card_payment'], [], ['gift_card_demand'], 1, 2000)).toBe(100);
  });

  it('holds at MODERATE anything with no warning sign to name, whatever the model or rules say', () => {
    expect(evidenceCap([], [], [])).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap([], ['clicked_link'], [])).toBe(UNEXPLAINED_CAP);
    expect(evidenceCap(['urgency'], [], ['stacked_evidence'], 0)).toBe(UNEXPLAINED_CAP);
  });
});

describe('the score of a message held under the unexplained cap', () => {
  it('stays in the middle band, in the model’s order', () => {
    const scores = [0.32, 0.5, 0.8, 0.95, 1].map((p) => finalScore(p, 0, UNEXPLAINED_CAP));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(scores.length);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(31);
    expect(Math.max(...scores)).toBe(Math.round(31 + 69 * UNEXPLAINED_SHRINK));
    expect(Math.max(...scores)).toBeLessThan(71);
  });

  it('leaves scores up to the middle, and every other cap, as they were', () => {
    expect(finalScore(0.2, 0, UNEXPLAINED_CAP)).toBe(finalScore(0.2, 0, 100));
    expect(finalScore(0.31, 0, UNEXPLAINED_CAP)).toBe(31);
    expect(unexplainedScore(31)).toBe(31);
    expect(finalScore(0.95, 0, 100)).toBe(95);
    expect(finalScore(0.95, 0, REASSURED_CAP)).toBe(lowBandScore(REASSURED_CAP));
    expect(finalScore(0.1, 75, 100)).toBe(75);
  });
});

describe('a LOW score, scaled to the scam share it stands for', () => {
  it('stays LOW and in the model’s order, and leaves MODERATE and HIGH as they were', () => {
    const low = [0, 0.05, 0.1, 0.2, 0.3, 0.304].map((p) => finalScore(p, 0, 100));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    for (const score of low) expect(bandForScore(score)).toBe('low');
    expect(finalScore(0.2, 0, 100)).toBe(Math.round(20 * LOW_BAND_SCALE));
    expect(finalScore(0.2, 0, 100)).toBeLessThan(20);
    expect(finalScore(0.31, 0, 100)).toBe(31);
    expect(finalScore(0.5, 0, 100)).toBe(50);
    expect(finalScore(0.1, 31, 100)).toBe(31);
    expect(finalScore(0.99, 0, 100)).toBe(99);
  });
});

describe('rules widened by the probes of decision 0073', () => {
  it.each([
    [
      "Hey it's Sarah, lost my phone so using a friends. Call me back on this number but please don't mention it to Mark yet",
      'new_number_favor',
    ],
    [
      "He said he was collecting for a veterans' Christmas dinner and they only take cash.",
      'charity_unusual_payment',
    ],
  ])('%s → %s', (text, id) => {
    expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied).toContain(id);
  });

  it("leaves a support chat the person started, and a state's unclaimed-funds letter, unfloored", () => {
    const chat =
      "I used the chat on Microsoft's website because Word kept crashing. The agent asked if she could connect to fix it with Quick Assist, after I'd started the chat myself from support.microsoft.com.";
    expect(ruleOutcome(prepareMessage(chat, undefined, 'text')).applied).not.toContain(
      'remote_access_pretext',
    );
    const claim =
      'Thank you for starting a claim with the Office of Unclaimed Funds. Upload your documents through your claim at osc.ny.gov/unclaimed-funds. There is no charge to recover your money.';
    expect(ruleOutcome(prepareMessage(claim, undefined, 'text')).applied).not.toContain(
      'advance_fee_offer',
    );
  });

  it('hears card details given after a message dressed as a company, not after calling it', () => {
    const lure =
      'I got a text saying my iCloud storage was full. I put in my Apple ID and password and my credit card number.';
    expect(ruleOutcome(prepareMessage(lure, undefined, 'text')).applied).toContain(
      'details_given_after_link',
    );
    const called =
      'Called Apple at the number on apple.com because I forgot my Apple ID password; I typed it in myself on my iPhone.';
    expect(ruleOutcome(prepareMessage(called, undefined, 'text')).applied).not.toContain(
      'details_given_after_link',
    );
  });

  it("leaves a relative's new number without secrecy or favour to the middle", () => {
    const text =
      'Hi Mum its me, I dropped my phone in the sink and this is my new number. Save it x';
    expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied).not.toContain(
      'new_number_favor',
    );
  });
});
