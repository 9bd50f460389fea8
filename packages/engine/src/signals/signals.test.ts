import { describe, expect, it } from 'vitest';
import english from '../locales/en.json' with { type: 'json' };
import { flattenCatalog } from '../i18n/render.js';
import { prepareMessage } from '../pipeline.js';
import { SIGNALS } from './catalog.js';

/** Each signal: a text that must raise it, and a similar ordinary text that must not. */
const CASES: Readonly<Record<string, readonly [positive: string, negative: string]>> = {
  impersonates_ssa: [
    'This is the Social Security Administration calling about your benefits.',
    'I read an article about social insurance in Europe.',
  ],
  ssn_suspended: [
    'Your Social Security number has been suspended due to fraud.',
    'Your library card has been renewed.',
  ],
  impersonates_irs: [
    'The IRS has found you owe back taxes.',
    'I filed my taxes early this year with my accountant.',
  ],
  impersonates_medicare: [
    'Medicare is calling about your new benefits.',
    'My doctor said my blood pressure is fine.',
  ],
  impersonates_law_enforcement: [
    'This is the FBI. A federal agent will contact you.',
    'We watched a detective movie last night.',
  ],
  impersonates_delivery: [
    'USPS: your package could not be delivered.',
    'I mailed the birthday card yesterday.',
  ],
  unpaid_toll: ['You have an unpaid toll balance of $4.15.', 'We drove to the lake on Saturday.'],
  impersonates_bank: [
    'This is the Wells Fargo fraud department.',
    'I walked past the river bank this morning.',
  ],
  impersonates_amazon: ['Amazon: your order is delayed.', 'The Nile is a long river.'],
  impersonates_apple: [
    'Your Apple ID has been used on a new device.',
    'I baked an apple pie for the church sale.',
  ],
  impersonates_microsoft: [
    'Microsoft support has detected a problem.',
    'My grandson fixed the printer for me.',
  ],
  impersonates_paypal: [
    'PayPal: a payment was sent from your account.',
    'I paid the plumber with a check.',
  ],
  impersonates_utility: [
    'Your electric company bill is overdue.',
    'The lights in the hallway are dim.',
  ],
  claims_family_member: [
    'Grandma, it is me, your grandson.',
    'I am going to the grocery store later.',
  ],
  new_number_claim: [
    'Hi, this is my new number, my phone broke.',
    'Call me on the same number as always.',
  ],
  romantic_partner: [
    'My darling, I think about you every day.',
    'See you at the meeting on Tuesday.',
  ],
  overseas_partner_story: [
    'He is deployed overseas on a mission.',
    'He works at the hardware store downtown.',
  ],
  stranger_befriends: [
    'Hi dear, I came across your profile and I must say you have a very kind smile.',
    'I saw your post about the bake sale and signed up to bring muffins.',
  ],
  tech_problem_claim: [
    'Your computer is infected with a virus.',
    'My computer is old but it still works.',
  ],
  urgency: ['Act now, this is urgent!', 'Take your time and let me know next month.'],
  deadline: ['Respond within 24 hours or lose access.', 'The garden club meets every spring.'],
  arrest_threat: ['A warrant has been issued for your arrest.', 'We watched the parade downtown.'],
  account_suspension_threat: [
    'Your account has been suspended.',
    'Your account statement shows a balance of $20.',
  ],
  shutoff_threat: ['Your power will be shut off today.', 'The power came back after the storm.'],
  secrecy_demand: [
    "Please don't tell anyone about this.",
    'Please tell everyone about the bake sale.',
  ],
  violent_threat: ['We have kidnapped your daughter.', 'Your daughter called to say hello.'],
  cannot_talk_excuse: [
    "I'm in a meeting and can't talk, but I need a favor.",
    "I'm in a meeting until 3, call you after.",
  ],
  favor_request: [
    'Hi Mum, this is my temporary number. I need to ask you something.',
    'Thanks for the favor last week, dinner is on me.',
  ],
  vanished_after_payment: [
    'I paid the $400 deposit for the puppy and then she blocked me on Facebook.',
    'I paid the plumber and he fixed the leak the same day.',
  ],
  number_from_search: [
    "I googled 'HP printer support' and called the first number at the top.",
    'Never call a support number you find on Google; use the one on the company’s own site.',
  ],
  seller_cannot_meet: [
    "Can't meet in person, I'm working out of state, but I ship FedEx same day. Zelle only.",
    'Sorry I can’t meet today; my daughter will drop the lamp off after work.',
  ],
  legit_arranged_together: [
    'I set up your login like we talked about at lunch.',
    'Just like we talked about, the lake house is booked.',
  ],
  stay_on_line: ['Stay on the line and do not hang up.', 'I will call you back after lunch.'],
  emotional_emergency: ["I'm in jail and need bail money.", 'I am at the library returning books.'],
  gift_card_payment: [
    'Buy three Google Play gift cards and read me the numbers.',
    'Thank you for the lovely scarf.',
  ],
  wire_transfer_request: [
    'Send the money by Western Union today.',
    'I sent a postcard from Maine.',
  ],
  crypto_payment: [
    'Pay the fee in Bitcoin to this wallet address.',
    'I paid the fee at the front desk.',
  ],
  crypto_atm: ['Go to the Bitcoin ATM at the gas station.', 'Go to the ATM at the bank branch.'],
  payment_app_request: ['Send it to me on Zelle.', 'Send it to me in the mail.'],
  cash_courier: ['A courier will come to pick up the cash.', 'The mail carrier came at noon.'],
  asks_ssn: [
    'Please verify your Social Security number.',
    'Social Security payments arrive on Wednesdays.',
  ],
  asks_medicare_number: [
    'Confirm your Medicare number to get a free back brace.',
    'Bring a list of your medications.',
  ],
  asks_credentials: [
    'Please confirm your online banking password.',
    'Remember to change the furnace filter.',
  ],
  asks_one_time_code: [
    'Read me the verification code we just sent.',
    "Your verification code is 12345. Don't share it.",
  ],
  remote_access_request: [
    'Please download AnyDesk so I can fix it.',
    'Please download the church newsletter.',
  ],
  asks_click_link: ['Click here to claim your reward.', 'Here is the recipe you asked for.'],
  reply_to_open_link: [
    'USPS: Reply Y, then exit and reopen this message to activate the link.',
    'Reply Y to confirm your appointment.',
  ],
  asks_call_number: ['Call us immediately at 1-888-555-0100.', 'Call me when you get home.'],
  asks_personal_details: [
    'Verify your account information today.',
    'Your account information is in the folder.',
  ],
  changed_payment_details: [
    'Please send the payment for invoice 4471 to our new bank account.',
    'Thanks for opening your new account with us.',
  ],
  upfront_fee: [
    'You must pay a processing fee to receive your prize.',
    'The museum has no entry fee on Sundays.',
  ],
  payment_demand: ['You must pay $500 to settle the debt.', 'The concert was $15 a ticket.'],
  move_money_safe_account: [
    'Move your savings to a safe account to protect it.',
    'I keep my savings at the credit union.',
  ],
  go_to_store_or_atm: [
    'Go to the Walmart and buy cards.',
    'We went to the park and fed the ducks.',
  ],
  prize_claim: ["Congratulations, you've won a free cruise!", 'We had a nice cruise on the lake.'],
  lottery_claim: ['You won the international lottery.', 'We played bingo at the community center.'],
  inheritance_claim: [
    'You are the next of kin to an unclaimed inheritance.',
    'My aunt left me her recipe box.',
  ],
  advance_fee_story: [
    'He died intestate, and I want to present you as his next of kin so we can share the money 50/50.',
    'My father died without a will, and probate took a year.',
  ],
  guaranteed_returns: [
    'Guaranteed returns of 30% daily on our trading platform.',
    'Interest rates went up a little this year.',
  ],
  job_offer: ['Work from home and earn $500 per day.', 'I retired from the post office in 2010.'],
  task_scam_pitch: [
    'Earn a commission by rating products online, 30 minutes a day.',
    'Please rate your recent purchase when you have a moment.',
  ],
  high_daily_pay: [
    'Remote part-time job, $300/day, interested? reply YES',
    'The rental car was $200 a day at the airport, so we took a taxi.',
  ],
  overpayment_refund: [
    'I overpaid you, please refund the difference.',
    'I paid you back for lunch.',
  ],
  refund_or_grant_offer: [
    'You are eligible for a government grant.',
    'The government building is on Main Street.',
  ],
  charity_appeal: [
    'Please donate to the hurricane relief fund.',
    'The hurricane passed far to the east.',
  ],
  sextortion_claim: [
    'I have a compromising video of you.',
    'I have a video of the grandkids at the beach.',
  ],
  marketplace_context: [
    'I saw your listing on Facebook Marketplace.',
    'I saw your sister at the market.',
  ],
  unsolicited_call: [
    'I got a call from someone saying he was from my bank.',
    'I called my sister this morning.',
  ],
  press_one: ['Press 1 to speak to an agent.', 'Press the flowers between two books.'],
  caller_id_claim: [
    'The caller ID showed the police department.',
    'The phone was ringing during dinner.',
  ],
  generic_greeting: ['Dear customer, we have an update.', 'Dear Margaret, thank you for dinner.'],
  account_problem_alert: [
    'We detected unusual activity on your account.',
    'The activity center opens at nine.',
  ],
  fake_invoice: [
    'Your subscription has been renewed and charged $299.',
    'Your magazine arrived in the mail.',
  ],
  mailbox_full_lure: [
    'Your mailbox has reached its storage limit. Click below to increase your storage.',
    'The mailbox at the end of our road is full of leaves.',
  ],
  agent_will_call: ['Reply NO and our agent will call you.', 'Reply when you can, no rush.'],
  rental_too_good: [
    'The owner is out of the country so he will mail you the keys.',
    'The owner lives next door.',
  ],
  moves_to_chat_app: [
    'Please contact me on WhatsApp for details.',
    'Please contact me by phone for details.',
  ],
  named_rep_opener: [
    'Hi, this is Dana with the Medicare benefits office. Your new card is ready. Is this still the best number to reach you?',
    'Hi, this is Dana from the library. Your hold is ready for pickup until Friday.',
  ],
  filing_solicitation: [
    'Trademark Renewal Notice: to complete the filing and monitoring service, remit $1,875.00.',
    'Your trademark application was received; check its status at uspto.gov.',
  ],
  wrong_number_opener: ['Sorry, wrong number! But can we be friends?', 'Sorry I missed your call.'],
  repair_payment_pressure: [
    'He needs the full payment up front and said to write the check to him personally.',
    'We send an invoice once the job is done; pay by check to the company.',
  ],
  door_to_door_repair: [
    'A man knocked on my door and said he was working on my neighbor’s roof and noticed damage on mine.',
    'I called three roofers for quotes after the storm and picked the one with the best reviews.',
  ],
  link_lookalike_domain: [
    'Sign in at http://paypa1-login.com now',
    'Sign in at https://www.paypal.com',
  ],
  link_brand_in_subdomain: [
    'Visit http://amazon.account-update.net today',
    'Visit https://www.amazon.com today',
  ],
  link_brand_on_shared_page: [
    'Confirm your account at https://sites.google.com/view/paypal-support',
    'Our reunion photos are at https://sites.google.com/view/smith-reunion',
  ],
  sender_random_address: [
    'From: "Chelsea Mccormick" <uhguqzqftkh@schostok.com>\nSubject: We cannot cancel your payment',
    'From: "Jan Szczepanski" <szczepanski@example.com>\nSubject: Lunch on Friday',
  ],
  sender_name_other_address: [
    'From: "service@paypal.com" <billing@secure-mail.ru>\nSubject: Your account',
    'From: "PayPal" <service@paypal.com>\nSubject: Your receipt',
  ],
  is_this_you_lure: [
    'omg is this you in this video?? https://vid-share.example/v/8fK2q',
    'Is this you in the photo from the reunion? I scanned the old album.',
  ],
  sender_name_not_brand_domain: [
    'From: DocuSign Notification <docusign@notify-agreements.org>\nSubject: Completed',
    'From: IRS <irs@service.govdelivery.com>\nSubject: IRS Tax Tip',
  ],
  sender_brand_on_webmail: [
    'From: Walmart <walmartcustomer.care88@gmail.com>\nSubject: Hello',
    'From: Edward Norton <edward.norton@gmail.com>\nSubject: Lunch on Friday',
  ],
  sender_lookalike_domain: [
    'From: "Zelle" <notification@zellepay-service.com>\nSubject: Payment of $850.00 pending',
    'From: "Zelle" <alerts@zellepay.com>\nSubject: You received $40',
  ],
  subject_random_tag: [
    'From: "Mandy" <mandy@example.com>\nSubject: are you in the mood XGHTMTGGC\n\nHello',
    'From: "United Airlines" <notifications@united.com>\nSubject: Your booking code KXJRTP\n\nHello',
  ],
  link_ip_host: ['Open http://192.168.10.20/login', 'Open https://www.irs.gov/refunds'],
  link_punycode: ['Go to https://xn--pypal-4ve.com/verify', 'Go to https://www.ssa.gov/myaccount'],
  link_shortener: ['Details: https://bit.ly/3abcXYZ', 'Details: https://www.usps.com/track'],
  link_risky_tld: [
    'Pay at https://toll-services.xyz/pay',
    'Pay at https://www.duke-energy.com/billing',
  ],
  link_service_words: [
    'View ticket & pay: https://denver-parkingpay.com/c/4471920',
    'Questions? Visit https://www.duke-energy.com/billing or https://seattle-tacoma.com',
  ],
  legit_fraud_bulletin: [
    'Scammers may call and say your account is frozen and ask you to buy gift cards. Hang up and call the number on your card.',
    'Your account is frozen. To unfreeze it, buy gift cards and call us back at 1-888-555-0101.',
  ],
  legit_never_ask_notice: ['We will never ask for your password.', 'Please send your password.'],
  legit_informational_only: [
    'No action is required on your part.',
    'Immediate action is required.',
  ],
  legit_appointment_or_pharmacy: [
    'Your prescription is ready for pickup.',
    'Your prize is ready to claim.',
  ],
  legit_verify_directly: [
    'Call the number on the back of your card.',
    'Call the number in this message.',
  ],
  legit_opt_out_notice: [
    'Reply STOP to opt out. Msg&data rates may apply.',
    'Reply with your PIN.',
  ],
  legit_code_notice: [
    'Your Chase verification code is 482913. Do not share it with anyone.',
    'Please read me the verification code 482913 we just sent you.',
  ],
  legit_order_update: [
    'Target: your order has shipped and will arrive Friday.',
    'Your neighbour said the package looked heavy.',
  ],
  legit_complaint_narrative: [
    'I disputed a late fee on my mortgage statement with the servicer three times and they refused to take it off my credit report.',
    'I went to the park with my grandson and we fed the ducks by the pond.',
  ],
  legit_no_request: [
    'See you at church on Sunday.',
    'Click here to verify your account: http://x.example.top',
  ],
  legit_short_conversational: [
    'Thanks for your message',
    'Call 1-800-555-0199 now about your account.',
  ],
  legit_official_links_only: [
    'Your benefits letter is at https://www.ssa.gov/myaccount',
    'Your benefits letter is at http://ssa-letters.top',
  ],
  qr_code_lure: [
    'I scanned a QR code on the parking meter and paid there.',
    'The menu has a QR code on every table.',
  ],
  legit_official_number: [
    'Questions about your benefits? Call Social Security at 1-800-772-1213.',
    'Questions about your benefits? Call Social Security at 1-888-555-0143.',
  ],
  legit_customer_called: [
    'A: Thank you for calling Chase, this is Maria. B: Hi. A: For verification, your date of birth? B: March 2nd.',
    // The company called first: the person is returning its call.
    'A: Wells Fargo fraud department, this is James. B: Hi, I am returning your call. A: Please verify your card number.',
  ],
  legit_fraud_check_reply: [
    'Chase Fraud Alert: Did you attempt a $412.76 purchase at BESTBUY.COM? Reply YES or NO.',
    // The same question, then a call and a PIN: the lure's shape.
    'Reply YES if you made this purchase. A fraud agent will call to verify your card number and PIN.',
  ],
  legit_account_alert: [
    'Regions: A password change was made on your online banking profile. If you did not make this change, contact us at 1-800-734-4667.',
    // Chase's numbers are in the directory: this one is not among them, so it is no reassurance.
    'Chase: A wire transfer of $4,980.00 was initiated. If you did not initiate this, call our fraud line at 866-555-0148.',
  ],
  premium_rate_text: ['Text WIN to 80086 now. 150p/msg.', 'Text me when you arrive.'],
  free_offer: ['Claim your free ringtones today!', 'The concert in the park is free for everyone.'],
  promotional_pitch: ['Limited time offer, order now and save 50%!', 'Our order of books arrived.'],
  adult_or_pharma: [
    'Buy cheap Viagra without a prescription.',
    'My prescription refill is at the pharmacy.',
  ],
  loan_or_credit_offer: [
    'Bad credit? Get pre-approved for a cash advance.',
    'I paid off the car loan last year.',
  ],
  bulk_mail_footer: [
    'You are receiving this email because you joined our list. Click here to unsubscribe.',
    'I removed the weeds from the garden.',
  ],
  spam_removal_instruction: [
    'To be removed from future mailings, simply reply with REMOVE in the subject.',
    'Please remove the casserole from the oven at six.',
  ],
  money_making_pitch: [
    'Be your own boss and make money from home.',
    'My son started a new job at the bank.',
  ],
};

function signalIdsOf(text: string): string[] {
  return prepareMessage(text, undefined, 'text').hitIds;
}

describe('signals', () => {
  it('has a positive and a negative case for every signal, and no case for a signal that does not exist', () => {
    expect(Object.keys(CASES).sort()).toEqual(SIGNALS.map((signal) => signal.id).sort());
  });

  it('has at least 40 named signals, each with an English explanation', () => {
    const catalog = flattenCatalog(english);
    expect(SIGNALS.length).toBeGreaterThanOrEqual(40);
    for (const signal of SIGNALS)
      expect(catalog[`engine.signal.${signal.id}`], signal.id).toBeTruthy();
  });

  it('gives legitimacy signals negative priors and warning signals positive ones', () => {
    for (const signal of SIGNALS) {
      expect(signal.prior < 0, signal.id).toBe(signal.category === 'legitimacy');
    }
  });

  describe.each(Object.entries(CASES))('%s', (id, [positive, negative]) => {
    it('is raised by the positive case', () => {
      expect(signalIdsOf(positive)).toContain(id);
    });
    it('is not raised by the negative case', () => {
      expect(signalIdsOf(negative)).not.toContain(id);
    });
  });
});
