import { describe, expect, it } from 'vitest';
import { detectHarm } from '../harm/detect-harm.js';
import { prepareMessage, ruleOutcome } from '../pipeline.js';
import { UNEXPLAINED_CAP } from '../scoring/caps.js';
import { DID_NOT_FALL_FOR_IT, PROTECTIVE_ADVICE, SCAMMERS_DESCRIBED } from './legitimacy.js';
import { SIGNALS } from './catalog.js';
import { FURTHER_READINGS } from './further-readings.js';

/**
 * Wordings of today's US scams that a probe of new paraphrases (issue 17) showed the signals
 * missing, each paraphrased from the kind of message FTC and FBI consumer alerts describe; and the
 * ordinary messages nearest to them, which must stay clear.
 */
const ids = (text: string): string[] => prepareMessage(text, undefined, 'text').hitIds;

describe('scam wordings of today', () => {
  it.each([
    [
      "Capital One: unusual activity. Reply with your card's expiration date and CVV.",
      'asks_credentials',
    ],
    ['To keep your card active, text us the CVC on the back.', 'asks_credentials'],
    [
      'If you have questions, call our billing department at +1 (855) 555-0117.',
      'asks_call_number',
    ],
    ['Please call the Amazon Prime cancellation line at 1-888-555-0156.', 'asks_call_number'],
    [
      'You have a new invoice for $398.99. If you have questions or did not authorize this purchase, call us.',
      'fake_invoice',
    ],
    ['If you did not request this renewal, contact us.', 'fake_invoice'],
    ["We've been trying to reach you about your car's extended warranty.", 'fake_invoice'],
    ['Your traffic ticket is unpaid. Pay before 11/30 to avoid added fees.', 'unpaid_toll'],
    ['DMV notice: outstanding fine on your record, license suspension on 12/1.', 'unpaid_toll'],
    ['Pay the outstanding parking citations at https://example.test/pay today.', 'unpaid_toll'],
    ['Pay at https://dmv-ca.gov-ticket.cc/pay', 'link_lookalike_domain'],
    ['Claim at http://irs.gov.refund-status.com/claim', 'link_lookalike_domain'],
    [
      'You earn commission by rating products online. Recharge your account with $100 to unlock higher tasks.',
      'task_scam_pitch',
    ],
    ['Complete 3 sets of tasks to withdraw your commission.', 'task_scam_pitch'],
    ['Kindly process the wire transfer to our new bank account today.', 'changed_payment_details'],
    [
      'Our banking details have changed; see the new remittance details below.',
      'changed_payment_details',
    ],
    ['Your mailbox has reached 99% of its storage limit.', 'mailbox_full_lure'],
    ['Release your 12 pending messages by signing in below.', 'mailbox_full_lure'],
    ['Your email account will be deactivated today.', 'mailbox_full_lure'],
    ['Call now to get your free solar panels before funds run out.', 'urgency'],
    ['Your Facebook page will be permanently disabled.', 'account_suspension_threat'],
    ['Verify at https://meta-business-support.net/appeal', 'link_lookalike_domain'],
    ['Your vehicle has an unpaid parking session. Pay now to avoid a tow.', 'unpaid_toll'],
    ['Call before Friday to enroll, a $299 processing fee applies.', 'upfront_fee'],
    ["It's free, you only pay the moving company's $350 delivery fee.", 'upfront_fee'],
    ["I'll share the gold with you if you pay the shipping fee.", 'upfront_fee'],
    ['To accept the payment you need to upgrade to a business account for $50.', 'upfront_fee'],
    ['Your student loan is eligible for 100% forgiveness.', 'refund_or_grant_offer'],
    ['You qualify to have up to $40,000 of credit card debt erased.', 'refund_or_grant_offer'],
    ["I'm working abroad, so send the deposit and I'll mail you the keys.", 'payment_demand'],
    ['Your son was arrested and needs bail tonight.', 'payment_demand'],
    ['A bondsman will come to your house to collect it in cash.', 'cash_courier'],
    ['We need you to read us the code we are sending to your phone.', 'asks_one_time_code'],
    ['I am a doctor with the UN overseas. Can we talk on Google Chat?', 'moves_to_chat_app'],
    ['Submit your bank account and routing number to receive the deposit.', 'asks_credentials'],
    ['The man asked me to log in to my bank so he could refund it.', 'asks_credentials'],
    ['To cancel it, send the same amount to yourself.', 'move_money_safe_account'],
    ['Dear taxpayer, you are eligible for a refund.', 'generic_greeting'],
    [
      'Contact our billing team at 1 (888) 555-0108 if you have any questions about this charge.',
      'asks_call_number',
    ],
    [
      'Contact our billing team at 1 (888) 555-0108 if you have any questions about this charge.',
      'fake_invoice',
    ],
    ['Access the document with your company email credentials here.', 'asks_credentials'],
    ['They said to read them the code to block it.', 'asks_one_time_code'],
    ['Experian: Your SSN was found on the dark web. Call now.', 'account_problem_alert'],
    ['Your ticket was cancelled due to a payment error.', 'account_problem_alert'],
    ['To get your refund, contact the host on WhatsApp.', 'moves_to_chat_app'],
    ['To get your refund, contact the host on WhatsApp.', 'refund_or_grant_offer'],
    ['Your test results are pending. Pay to release your results.', 'upfront_fee'],
    ['He said my power would be shut off unless I paid in cash.', 'shutoff_threat'],
    ['He said to move my money to a safe government account.', 'move_money_safe_account'],
    ['She had me read her a code from a text to confirm it was me.', 'asks_one_time_code'],
    ['They would lower my rate if I paid a $1,000 fee up front.', 'upfront_fee'],
    ['A company said they could reduce my credit card interest.', 'loan_or_credit_offer'],
    ['Your Apple ID was used for a $249 purchase. If this was not you, call us.', 'fake_invoice'],
    ['If this was not you, call Apple Support at 1-888-555-0137.', 'asks_call_number'],
    ['Reply YES with your bank info to get it deposited today.', 'asks_personal_details'],
    ['WhatsApp: your account will be banned for violating terms.', 'account_suspension_threat'],
    ['Call 1-866-555-0123 and have your SSN ready.', 'asks_ssn'],
    ['Your Windows license has expired and your files will be encrypted.', 'tech_problem_claim'],
    ['Pay the fine with gift cards today or be taken into custody.', 'gift_card_payment'],
    ['Access your document with your Microsoft 365 email and password.', 'asks_credentials'],
    ["I'll text you a code; please read it back to me.", 'asks_one_time_code'],
    ['Due to recent changes, your loans may be forgiven.', 'refund_or_grant_offer'],
    [
      'To reverse it I need you to send $900 back to the account we give you.',
      'move_money_safe_account',
    ],
    ['The IRS lien is lifted if you pay with gift cards or Bitcoin.', 'crypto_payment'],
    ['She showed me how she makes money trading crypto on an app.', 'crypto_payment'],
    ['All bitcoin sent to the address below comes back doubled.', 'crypto_payment'],
    ['Ask about our tax-free crypto program.', 'crypto_payment'],
    ['Deposit $500 into your Coinbase wallet to start.', 'crypto_payment'],
    [
      'A withdrawal of 0.42 BTC was requested. If you did not request this, call 1-888-555-0143.',
      'fake_invoice',
    ],
    ['Coinbase: Withdrawal of 0.85 BTC initiated. If this was not you, call us.', 'fake_invoice'],
    ['PayPal: You sent $749.00 to Coinbase. Not you? Call PayPal support.', 'fake_invoice'],
    ['Someone tried to withdraw funds from your wallet.', 'account_problem_alert'],
    ['I need you to wire $1,500 through Western Union.', 'wire_transfer_request'],
    [
      'Your Zelle payment was sent. If you did not authorize it, call 1-877-555-0143.',
      'asks_call_number',
    ],
    ['Please donate today through our Cash App $HurricaneHelpNow.', 'payment_app_request'],
    [
      "Send the first month's rent and deposit by Zelle and I will mail you the keys.",
      'payment_app_request',
    ],
    ['A retainer fee of $1,500 is required to begin the recovery process.', 'upfront_fee'],
    ['Text our manager on Telegram @walmart_hr_kate to start.', 'moves_to_chat_app'],
    ["You've been preselected for a remote customer service job paying $45/hour.", 'job_offer'],
    ['Reply YES or NO. If NO, our agent will call you to verify your identity.', 'agent_will_call'],
    ['Scan the QR code below to re-authenticate your mailbox.', 'qr_code_lure'],
    ['To avoid a freeze, contact support on Telegram @binance_support_desk', 'moves_to_chat_app'],
    ['Our Telegram ID: crypto_mentor_88', 'moves_to_chat_app'],
    ['Access it with your Microsoft 365 credentials.', 'asks_credentials'],
    ['You will be asked to sign in with your email password.', 'asks_credentials'],
    ['Open: https://sharepoint-docs-view.com/q4bonus', 'link_lookalike_domain'],
    ['Verify your wallet by entering your 12-word recovery phrase below.', 'asks_credentials'],
    ['They said his Social Security number was used in a crime in Texas.', 'ssn_suspended'],
    ['Someone said they were from Social Security and needed to talk.', 'impersonates_ssa'],
    ['They told him to withdraw cash and keep it a secret.', 'go_to_store_or_atm'],
    ['I will guide you to download a support tool so we can fix it.', 'remote_access_request'],
    ['We are getting error reports from your computer.', 'tech_problem_claim'],
    ['Your student loans qualify for 100% forgiveness.', 'refund_or_grant_offer'],
    ['Apply at https://studentaid-forgiveness.org', 'link_lookalike_domain'],
    ['Hi, is this Grace? We met at the wine tasting last week.', 'wrong_number_opener'],
    ['We noticed a suspicious purchase of a MacBook Pro ($1,899).', 'account_problem_alert'],
    ['Reply with your Medicare number and address to receive it.', 'asks_medicare_number'],
    ['Buy three Target gift cards and send me the codes.', 'gift_card_payment'],
    [
      'My boss wants me to buy gift cards for a birthday and send him the codes.',
      'gift_card_payment',
    ],
    ['I bought the gift cards he asked for.', 'gift_card_payment'],
    ['Call our 24/7 support at +1 (888) 555-0136 to unlock it.', 'asks_call_number'],
    // Probe 15 (decision 0065).
    [
      "I sent you a Google verification code by mistake, can you send it back? It's the 6 digit number.",
      'asks_one_time_code',
    ],
    [
      'Your Apple ID was used to sign in on a PC. If this was not you, reply 1 and an Apple representative will contact you.',
      'agent_will_call',
    ],
    ['Your Apple ID was used to sign in on a Windows PC in Lagos.', 'account_problem_alert'],
    ['Our fund has made 4% per week for our clients since 2021.', 'guaranteed_returns'],
    ['Your capital is fully protected.', 'guaranteed_returns'],
    ['Reply to this email and I will send the wire instructions.', 'wire_transfer_request'],
    ['To keep your current password, click below and sign in.', 'mailbox_full_lure'],
    ["Call Officer Daniels at the Clerk's Office at 202-555-0184 today.", 'asks_call_number'],
    ['A bond payment will be required.', 'payment_demand'],
    ['They can erase the loans for a one time $699 fee.', 'payment_demand'],
    ['You have an outstanding toll balance, pay now to avoid legal action.', 'payment_demand'],
    ['Hello mom, this is my temporary number.', 'new_number_claim'],
    ['I need you to handle a quick task for me.', 'favor_request'],
    ['Can you text me back here? I need to ask you something.', 'favor_request'],
    ['Payment by Zelle or Venmo friends and family only please.', 'marketplace_context'],
    ["I have 2 Taylor Swift tickets I can't use.", 'marketplace_context'],
    // Probes 16–18 (decision 0065).
    ["You'll need to sign in with your Microsoft 365 account to view it.", 'asks_credentials'],
    ['Claim your refund here: geico-refund-claims.com', 'asks_click_link'],
    [
      'Turn on your computer and go to a website so I can connect and remove it.',
      'remote_access_request',
    ],
    ['I changed banks and would like to update my direct deposit.', 'changed_payment_details'],
    ['They want me to pay a $300 application fee by Zelle first.', 'upfront_fee'],
    ['A tremendous investment opportunity has presented itself.', 'guaranteed_returns'],
    ['Your trading profits are ready to withdraw.', 'guaranteed_returns'],
    ['It is confidential; do not discuss this with anyone in the office.', 'secrecy_demand'],
    ['Reply to this email only, I am in a board meeting.', 'cannot_talk_excuse'],
    // Probe 19 (decision 0065).
    ['We have suspended your Social Security number due to suspicious activity.', 'ssn_suspended'],
    ['Hello, this is the Department of Social Security.', 'impersonates_ssa'],
    ['Call us back immediately at 1-888-555-0190.', 'asks_call_number'],
    ['The police are holding me and I need you to send money for bail.', 'payment_demand'],
    // Probe 20 (decision 0065).
    ['They talked her into reading them the code that came to her phone.', 'asks_one_time_code'],
    ["He had me move $15,000 to a 'safe' account he gave me.", 'move_money_safe_account'],
    // Probe 21 (decision 0065).
    ['Congratulations! You have been selected for a $500 gift card.', 'prize_claim'],
    ['Congratulations on your new job offer: reply to accept.', 'prize_claim'],
    [
      "Don't tell anyone. Buy three Google Play gift cards and send me the codes.",
      'gift_card_payment',
    ],
    ['If you do not pay today by prepaid debit card, we will sue.', 'gift_card_payment'],
    // Probe 22 (decision 0065).
    ['Congratulations ur awarded 500 of CD vouchers', 'prize_claim'],
    ['I paid the $400 deposit for the puppy and then she blocked me.', 'vanished_after_payment'],
    // Probe 24 (decision 0065).
    [
      'They are sending me a check to buy my computer equipment from their approved vendor.',
      'overpayment_refund',
    ],
    ['Please reply with your Social Security number for direct deposit.', 'asks_ssn'],
    ["Reply with a photo of your driver's license.", 'asks_personal_details'],
    // Probe 25 (decision 0065).
    [
      'On moving day nobody came and their website is gone. I paid $1,500 by Zelle.',
      'vanished_after_payment',
    ],
    ['They want $500 upfront in Bitcoin to recover my money.', 'upfront_fee'],
    ['They want $500 upfront in Bitcoin to recover my money.', 'crypto_payment'],
    [
      "A debt collector sent me a letter saying I owe $3,200. I don't recognize the debt. I sent a dispute letter.",
      'legit_complaint_narrative',
    ],
    ['You won $2.5 million and a new Mercedes in the Jamaica lottery.', 'lottery_claim'],
    ['Your phone number won the $2.5M Mega Millions draw.', 'lottery_claim'],
    [
      "He took a $5,000 deposit in cash and never came back. His phone number doesn't work now.",
      'vanished_after_payment',
    ],
    [
      'Someone called pretending to be my nephew and said he was in a car accident.',
      'claims_family_member',
    ],
    ['He asked me to send it by Walmart to Walmart.', 'wire_transfer_request'],
    ['Please remit payment today via the attached wire instructions.', 'wire_transfer_request'],
    ['I just need fifteen hundred dollars in Bitcoin to release it.', 'crypto_payment'],
    [
      'If you did not authorize this purchase, press 1 to speak with a representative.',
      'press_one',
    ],
    ['Your MFA token will be deactivated in 24 hours.', 'account_suspension_threat'],
    [
      'Sign in to re-enroll, or you will lose access to company e-mail.',
      'account_suspension_threat',
    ],
    ["I need a copy of all employees' 2025 W-2s in PDF.", 'asks_ssn'],
    [
      'All staff must re-enter their direct deposit information before Friday.',
      'asks_personal_details',
    ],
    ['If NO, a fraud specialist will call you shortly to secure your account.', 'agent_will_call'],
    ['Congrats! Your number was selected for a $100 reward.', 'prize_claim'],
    ['Update within 24h: lowes-deliverycenter.com', 'deadline'],
    ['Update within 24h: lowes-deliverycenter.com', 'asks_click_link'],
    [
      'Renew now to keep your website. Payment: https://domain-renew.example/pay',
      'asks_click_link',
    ],
    ['I answered an ad for a puppy and paid the deposit through Zelle.', 'marketplace_context'],
    ['I paid the $400 deposit through Zelle. The puppy never came.', 'vanished_after_payment'],
    ['Text back your card number and expiration to donate $10 today.', 'asks_credentials'],
    ["You're eligible for a $500 refund. Reply YES to claim.", 'refund_or_grant_offer'],
    ['You won our holiday sweepstakes! Claim your prize today.', 'prize_claim'],
    ['Call regarding your Sweepstakes Entry! 1-800-401-4948', 'prize_claim'],
    ['Claim your free gift today, just pay shipping.', 'prize_claim'],
    ['Buy five $100 gift cards and send me the codes.', 'gift_card_payment'],
    ['He asked me to read him the code they just texted me.', 'asks_one_time_code'],
    ['She says to read the code from Google back to her.', 'asks_one_time_code'],
    ['My Norton antivirus renewed for $389 and they said to call for a refund.', 'fake_invoice'],
    ['He wants me to install something so he can see my screen.', 'remote_access_request'],
    ['You need a new plastic Medicare card. Give me your number.', 'asks_medicare_number'],
    ['Could you give $25 to help the flood victims today?', 'charity_appeal'],
    ['Congratulations, you won a $1,000 gift card!', 'prize_claim'],
    ['The job is simple, you can earn 800-1500 USD daily.', 'job_offer'],
    ['E-ZPass: you have an unpaid toll. Pay now to avoid a violation fee.', 'unpaid_toll'],
    ['Your service is scheduled for disconnection in one hour.', 'shutoff_threat'],
    ['Press one to make an immediate payment with our billing department.', 'payment_demand'],
    ['I need you to process a wire of $48,500 for a vendor today.', 'wire_transfer_request'],
    [
      'The payment is pending. To accept it, upgrade to a Venmo Business account for $50.',
      'upfront_fee',
    ],
    [
      'Your incoming payment is on hold. To release it, send $85 to verify your account.',
      'upfront_fee',
    ],
    ['He wants me to go to walmart and buy cards.', 'go_to_store_or_atm'],
    ["They'll arrest me today if I don't pay.", 'payment_demand'],
    // Probes 43–54 (decision 0067).
    [
      'USPS: Your package cannot be delivered. Reply 1 and reopen the message to get the link.',
      'reply_to_open_link',
    ],
    ['Reply Y then reopen this message to activate the link.', 'reply_to_open_link'],
    ['Pay at https://dmv-renewal-online.com to avoid towing.', 'link_lookalike_domain'],
    ['Update here: cvs-rx-delivery.com/update', 'link_lookalike_domain'],
    [
      'Department of Motor Vehicles: a penalty of $250 will apply to your registration.',
      'unpaid_toll',
    ],
    [
      'This is card services calling about lowering your credit card interest rate.',
      'loan_or_credit_offer',
    ],
    ['Call our credit protection team at 1-844-555-0133.', 'loan_or_credit_offer'],
    ['A job liking videos on YouTube for money.', 'task_scam_pitch'],
    ['Deposit $500 in crypto to unlock my earnings.', 'task_scam_pitch'],
    [
      'Sorry I sent $300 to you by mistake on Cash App. Can you please send it back?',
      'overpayment_refund',
    ],
    ['I will pay with a check and have my shipping agent pick him up.', 'overpayment_refund'],
    [
      'To avoid a fee, verify your insurance details at health-portal-verify.net today.',
      'asks_click_link',
    ],
    ['He died intestate and left $12.8 million in a bank here.', 'advance_fee_story'],
    ['You will receive 40% of the total for your assistance.', 'advance_fee_story'],
    ['You must obtain an anti-terrorism certificate for $420.', 'advance_fee_story'],
    ['The United Nations approved a compensation payment of $1,500,000.00.', 'inheritance_claim'],
    ['I must solicit your strictest confidence in this transaction.', 'secrecy_demand'],
    ['My nephew messaged on WhatsApp from a new number.', 'new_number_claim'],
    ["My 'nephew' says he needs rent money.", 'claims_family_member'],
    ['Hi, this is Windows technical department.', 'impersonates_microsoft'],
    ['Your computer is sending us error messages.', 'tech_problem_claim'],
    [
      'Go to your computer and type the web address I give you so I can connect.',
      'remote_access_request',
    ],
    [
      'Your Coinbase account was accessed. If this was not you, call Coinbase support at 1-855-555-0187.',
      'fake_invoice',
    ],
    ['The job is simple, you can earn 800-1500 USD daily.', 'money_making_pitch'],
    // Probes 55–58.
    [
      'Sign in with your e-mail password to view: https://docs-share-secure.com/view',
      'asks_credentials',
    ],
    [
      'Sign in with your e-mail password to view: https://docs-share-secure.com/view',
      'asks_click_link',
    ],
    ['He asked me to read back a code that was texted to me.', 'asks_one_time_code'],
    ['Send money for the customs fees.', 'upfront_fee'],
    ['A woman on Facebook who says she is a widow in the army.', 'overseas_partner_story'],
    // Probe 59.
    ["I'm stuck abroad and lost my wallet.", 'emotional_emergency'],
    ['Could you wire me $500 for a hotel?', 'wire_transfer_request'],
    ["Hi Aunt Sue, it's Emily. New number! I'm in a bind.", 'new_number_claim'],
    ["I'm collecting for a family whose house burned down.", 'charity_appeal'],
    // Probe 60.
    ['He wants me to pay for his leave, 3000 in bitcoin.', 'crypto_payment'],
    ['A lawyer said to get 9000 cash and someone would pick it up.', 'cash_courier'],
    ['They said I need to move my money to protect it.', 'move_money_safe_account'],
    ['My computer froze and a message said call Microsoft.', 'tech_problem_claim'],
    ['He said he was from the water company.', 'impersonates_utility'],
    // Probes 189-204.
    ['Two men knocked on my door and said they had leftover asphalt.', 'door_to_door_repair'],
    ['A contractor who was going door to door after the tornado.', 'door_to_door_repair'],
    ['He offered to do my driveway for $1,500 cash, today only.', 'repair_payment_pressure'],
    ['He said to write the check to him personally, not the company.', 'repair_payment_pressure'],
    ["He wouldn't leave until I paid.", 'repair_payment_pressure'],
    [
      "Your son was in a serious motorcycle accident and he's in emergency surgery.",
      'emotional_emergency',
    ],
    ["Your grandson has been in an accident and he's being held.", 'emotional_emergency'],
    ['Your daughter hit my car. Send $2,000 and I let her go home.', 'emotional_emergency'],
    [
      'Somebody stole my wallet and passport and the embassy says I need $1,800.',
      'emotional_emergency',
    ],
    [
      'I need 5 Google Play gift cards. Once you have them, take a clear picture of the back.',
      'gift_card_payment',
    ],
    ["I'm sending a code to your phone, just text me back the 6 digits.", 'asks_one_time_code'],
    ['I got a 6 digit code from Google and I sent it to him.', 'asks_one_time_code'],
    ['Do you have WhatsApp or Telegram so we can chat better?', 'moves_to_chat_app'],
    ["Please let's talk on Google Chat, here on Facebook is not safe.", 'moves_to_chat_app'],
    [
      'My boss gave me this number, I guess he wrote it wrong. I hope we can be friends.',
      'stranger_befriends',
    ],
    ['My uncle is a senior analyst and gives me signals every afternoon.', 'guaranteed_returns'],
    ['Part time, can be done at home, daily salary $200-$500.', 'high_daily_pay'],
    ['Vehicle citation #HOU-77120 unpaid $65.00. Late penalty posts tonight.', 'unpaid_toll'],
    ['Call 800-555-0143 or the number on the back of your card.', 'legit_verify_directly'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
});

describe('the ordinary messages nearest to them', () => {
  it.each([
    ['Call me at 555-0100 when you land.', 'asks_call_number'],
    // Probes 189-204.
    [
      'A kid knocked on my door selling lawn aeration; no money up front.',
      'repair_payment_pressure',
    ],
    ['You won $1,000 cash in our sweepstakes!', 'repair_payment_pressure'],
    [
      'Be cautious of anyone asking for full payment before the job starts.',
      'repair_payment_pressure',
    ],
    ['We had a pretty serious crash on the list host over the weekend.', 'emotional_emergency'],
    ['Your message is being held until the list moderator can review it.', 'emotional_emergency'],
    ['Take a picture of the back of the check to deposit it in the app.', 'gift_card_payment'],
    ['A woman messaged me on Facebook Marketplace about the bookcase.', 'overseas_partner_story'],
    ['Can you text me back when you get home?', 'asks_one_time_code'],
    ['I got a parking ticket downtown, ugh.', 'unpaid_toll'],
    ['Your DMV appointment is on Tuesday at 10 am.', 'unpaid_toll'],
    ['Renew your registration at https://www.dmv.ca.gov/portal', 'link_lookalike_domain'],
    ['Read more at https://www.gov.uk/guidance', 'link_lookalike_domain'],
    ['Subscribe at https://public.govdelivery.com/accounts', 'link_lookalike_domain'],
    ['Please rate your driver after the ride.', 'task_scam_pitch'],
    ['I topped up my phone yesterday.', 'task_scam_pitch'],
    ['Thanks for opening your new bank account with us.', 'changed_payment_details'],
    ['Update your payment details in the app before your next bill.', 'changed_payment_details'],
    ["The recipient's mailbox full error keeps bouncing my mail.", 'mailbox_full_lure'],
    ['Your order ships while supplies last.', 'urgency'],
    ['Our rental application fee of $40 is paid at the office.', 'upfront_fee'],
    ['You qualify for free shipping on this order.', 'refund_or_grant_offer'],
    ['Our meta-analysis is at https://example.org/paper', 'link_lookalike_domain'],
    ['See Configure.help in the kernel sources.', 'link_risky_tld'],
    ['Please read me the recipe again.', 'asks_one_time_code'],
    [
      'If you have questions about this charge, call the number on the back of your card.',
      'asks_call_number',
    ],
    ['We reversed the charge and sent the refund to your card.', 'move_money_safe_account'],
    ['My identity was stolen, so I filed a police report.', 'account_problem_alert'],
    ['I read her the recipe from a text my mother sent.', 'asks_one_time_code'],
    ['Officers will never ask you to pay with gift cards or a Bitcoin ATM.', 'gift_card_payment'],
    ['Officers will never ask you to pay with gift cards or a Bitcoin ATM.', 'crypto_atm'],
    ['Never buy gift cards for someone who calls you.', 'gift_card_payment'],
    ['Please read it back to me so I know I have your address right.', 'asks_one_time_code'],
    ['A new device signed in. If this was not you, change your password.', 'fake_invoice'],
    ['The plumber wants a deposit before he orders the parts.', 'upfront_fee'],
    ['The dentist needs your new insurance card at the visit.', 'payment_demand'],
    ['Coinbase: You received 0.015 ETH. View your balance in the Coinbase app.', 'crypto_payment'],
    [
      'You sent 0.01 BTC to an external address. Review it in your Coinbase account.',
      'crypto_payment',
    ],
    ['Your verification code for Coinbase is 482913.', 'crypto_payment'],
    ['Has anyone used the crypto library with Red Hat 8.0?', 'crypto_payment'],
    ['Western Union: Your money transfer has been picked up.', 'wire_transfer_request'],
    // The sourced directory's numbers (data/contacts.json): calling them reaches the bank itself.
    [
      "Bank of America: Zelle payment of $75.00 was sent. If you didn't authorize this, call 877.366.1121.",
      'asks_call_number',
    ],
    [
      "Bank of America: Zelle payment of $75.00 was sent. If you didn't authorize this, call 877.366.1121.",
      'fake_invoice',
    ],
    ['Medicare: Open Enrollment ends Dec 7. Questions? Call 1-800-MEDICARE.', 'asks_call_number'],
    [
      'Social Security will never ask you to pay by gift card or wire transfer.',
      'wire_transfer_request',
    ],
    ['We will never ask you to send money by Zelle to yourself.', 'payment_app_request'],
    ['Wells Fargo: You received a Zelle payment of $150.00 from MICHAEL B.', 'payment_app_request'],
    ['Our lawyer sent over the retainer agreement to sign.', 'upfront_fee'],
    ['Our store manager is on vacation this week.', 'moves_to_chat_app'],
    ['My grandson got a job paying well at the plant.', 'job_offer'],
    ['Scan the QR code at the counter to see the menu.', 'qr_code_lure'],
    ['Join our Telegram channel for updates.', 'moves_to_chat_app'],
    ['You can now sign in with your new password.', 'asks_credentials'],
    [
      'Open in OneDrive: https://contoso-my.sharepoint.com/personal/calendar',
      'link_lookalike_domain',
    ],
    ['Never share your 12-word recovery phrase with anyone.', 'asks_credentials'],
    ['Never share your gift card numbers with someone you do not know.', 'gift_card_payment'],
    ['Apply at https://studentaid.gov/manage-loans', 'link_lookalike_domain'],
    ['Hi, is this the pharmacy? I need a refill.', 'wrong_number_opener'],
    ['I took out cash at the bank for the trip.', 'go_to_store_or_atm'],
    ['You purchased a $25 Google Play gift card. Order number GPA.3321.', 'gift_card_payment'],
    ["I want to buy a gift card for my granddaughter's birthday.", 'gift_card_payment'],
    ['Is it better to get a Visa gift card or one for a specific store?', 'gift_card_payment'],
    ['My son asked me to send it through Zelle for his rent.', 'charity_appeal'],
    // Probe 15 (decision 0065).
    ['Using -lm 4 is yielding an extra 20% a day.', 'guaranteed_returns'],
    ['The card charges 2% a month on unpaid balances.', 'guaranteed_returns'],
    [
      'I got a letter from the IRS. Should I call the number on the letter or go to an office?',
      'asks_call_number',
    ],
    ["I didn't call the number on the letter, I looked it up on irs.gov.", 'asks_call_number'],
    ['You will be asked to change your password every 90 days.', 'mailbox_full_lure'],
    ['Thanks for the favor last week, dinner is on me.', 'favor_request'],
    ['Call me back when you get a chance, I am home all evening.', 'favor_request'],
    ['The overdraft fee was $35 and they would not reverse it.', 'marketplace_context'],
    // Probes 16–18 (decision 0065).
    ['Trading profits on the west power desk came in at $4.2 million.', 'guaranteed_returns'],
    ['Your investment account statement is ready.', 'guaranteed_returns'],
    ['The trading account for the gas desk was reconciled.', 'guaranteed_returns'],
    ['Discover: A $1,000.00 payment was received on your account.', 'payment_demand'],
    ['Ally Bank: Transfer of $500.00 from savings to checking completed.', 'payment_demand'],
    ['Our rental application fee of $40 is paid at the office.', 'upfront_fee'],
    ['I am in a meeting until 3, then I will call you.', 'cannot_talk_excuse'],
    ['I need you to send me the photos from the party.', 'payment_demand'],
    ['My Social Security benefits letter came today.', 'ssn_suspended'],
    ['My old friend never came back to the neighborhood.', 'vanished_after_payment'],
    ["Congratulations to this year's raffle winners!", 'prize_claim'],
    ['Congratulations on your promotion, well deserved.', 'prize_claim'],
    ['Do not reply and do not buy any gift cards.', 'gift_card_payment'],
    [
      'Congratulations, Louise! Please join me in congratulating her on her promotion.',
      'prize_claim',
    ],
    [
      'The Powerball jackpot is up to $400 million! Give Sheila $5 for the office pool.',
      'lottery_claim',
    ],
    ['We will never ask you to verify your account by clicking a link.', 'asks_personal_details'],
    ['Bring a wrapped gift worth about $20. Gift cards are fine.', 'gift_card_payment'],
    ['The bank blocked me from logging in after I paid the bill.', 'vanished_after_payment'],
    ["On the vendor's secure site you'll be asked for your Social Security number.", 'asks_ssn'],
    ['I deposited my paycheck and bought a new laptop.', 'overpayment_refund'],
    [
      'We advertised for his next of kin, but nobody came to apply for the claim.',
      'vanished_after_payment',
    ],
    [
      'The store never delivered the sofa I paid for; they say it is backordered.',
      'vanished_after_payment',
    ],
    ['My nephew was in a car accident last week, but he is fine.', 'claims_family_member'],
    ['I bought groceries at Walmart and then went to the bank.', 'wire_transfer_request'],
    ['The title company e-mailed the closing date and the agenda.', 'wire_transfer_request'],
    ['My grandson spent fifteen hundred dollars on a new laptop.', 'crypto_payment'],
    [
      'We are calling to confirm a purchase of $45.60 at Target. If yes, press 1. If no, press 2.',
      'press_one',
    ],
    ['Your MFA token was set up successfully.', 'account_suspension_threat'],
    ['I need a copy of the 2025 W-2 you mailed me; mine got lost.', 'asks_ssn'],
    ['Hi HR, I changed banks and need to update my direct deposit.', 'asks_personal_details'],
    ['Our specialist will be at the front desk from nine to five.', 'agent_will_call'],
    ['Was great to see you. So when are you leaving? Congrats dear.', 'prize_claim'],
    ['Thanks for your payment. Payment: $85.00 received on 11/20.', 'asks_click_link'],
    ['Please update the spreadsheet: the totals in tab 3 are off.', 'asks_click_link'],
    ['I saw an ad for a new car dealership on TV last night.', 'marketplace_context'],
    [
      'The puppy never came inside when it rained, so we built a doghouse.',
      'vanished_after_payment',
    ],
    [
      "Good news! You're eligible for a free speed upgrade at no extra cost.",
      'refund_or_grant_offer',
    ],
    ["You're eligible for a flu shot at no cost with your insurance.", 'refund_or_grant_offer'],
    ["Sweepstakes entry confirmed! You're entered to win. Winners drawn 12/31.", 'prize_claim'],
    [
      'Enter for a chance to win a $5,000 gift card in our member sweepstakes; no purchase necessary.',
      'prize_claim',
    ],
    ['Free gift wrapping on all purchases this week!', 'prize_claim'],
    [
      'Buy 5 save $5 on participating items, and 4x fuel points on gift cards this weekend.',
      'gift_card_payment',
    ],
    ['I received my new Medicare card in the mail.', 'asks_medicare_number'],
    ['I bought the gift card and gave him the code on the back.', 'asks_one_time_code'],
    ['Your Norton 360 subscription renewed on Nov 25 for $109.99.', 'fake_invoice'],
    ["I can't see my screen well, so I made the text larger.", 'remote_access_request'],
    ["You won't be responsible for the charge; we'll send a new card.", 'prize_claim'],
    ['For security, can you give me the account PIN?', 'charity_appeal'],
    [
      'FasTrak: Your balance is low. Add funds in the FasTrak app to avoid violations.',
      'unpaid_toll',
    ],
    ['Your service is scheduled for disconnection on 12/03 for nonpayment.', 'shutoff_threat'],
    ['If you did not make this change, contact us at 1-800-734-4667.', 'legit_no_request'],
    [
      'This confirms the outgoing wire of $48,250.00 to Baker Construction was released today.',
      'wire_transfer_request',
    ],
    ['Cash App: You received $40 from Amanda R. Your balance is $112.33.', 'upfront_fee'],
    ['I go to Walmart on Tuesdays with my neighbor.', 'go_to_store_or_atm'],
    // Probes 43–54 (decision 0067).
    [
      'E-ZPass NY: Your balance is low. Replenish at e-zpassny.com to avoid toll violations.',
      'unpaid_toll',
    ],
    ['TxTag: A payment of $25.00 was applied to your account.', 'unpaid_toll'],
    ['Renew online at dmv.ca.gov or at any DMV office.', 'link_lookalike_domain'],
    [
      'Did you attempt a purchase of $842.17? Press 1 if you made this purchase, press 2 if you did not.',
      'press_one',
    ],
    [
      'Please update your billing information at hulu.com/account to keep watching.',
      'asks_click_link',
    ],
    ["I've named your niece as beneficiary of the IRA.", 'inheritance_claim'],
    ['Mom, I have an inheritance question about the savings account.', 'inheritance_claim'],
    ['Try our stock newsletter for six months 100% RISK-FREE.', 'advance_fee_story'],
    ['Please keep this confidential until the announcement on Monday.', 'secrecy_demand'],
    ['Congratulations! Your personal loan application has been approved.', 'prize_claim'],
    ['I make 100 trips a day to the fridge.', 'money_making_pitch'],
    ["I won a raffle at my church's fall festival.", 'prize_claim'],
    ['Please call us back about your test results. Nothing urgent.', 'urgency'],
    ['Use code 482019 to confirm your new phone.', 'new_number_claim'],
    ['The exchange rate in 2021 was different.', 'crypto_payment'],
    ['I moved my money to a new bank last year.', 'move_money_safe_account'],
    ['The contractor wants to view the roof before he quotes.', 'asks_click_link'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

describe('reminders and alerts that keep their reassurance (decision 0067)', () => {
  it.each([
    [
      'Walgreens: Your prescription refill is ready. Pickup within 7 days.',
      'legit_appointment_or_pharmacy',
    ],
    [
      "A: Dr. Patel's office. B: I need to reschedule my appointment on Tuesday. A: What's your date of birth?",
      'legit_appointment_or_pharmacy',
    ],
    [
      'Wells Fargo: Your card has been locked after a suspicious purchase. Reply 1 if you made the purchase, or 2 if not.',
      'legit_fraud_check_reply',
    ],
    ['Chase: Did you use your debit card for $312.45? Reply YES or NO.', 'legit_fraud_check_reply'],
    [
      "Your Venmo password was changed. If you didn't make this change, contact Venmo support through the app.",
      'legit_verify_directly',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Your appointment is confirmed. To avoid a fee, verify your insurance details at health-portal-verify.net.',
      'legit_appointment_or_pharmacy',
    ],
    [
      'BECU Alert: Reply YES if you made this purchase. A fraud agent will call to verify your card number and PIN.',
      'legit_fraud_check_reply',
    ],
    ['Santander: Reply YES if this was you, or call 1-888-555-0101.', 'legit_fraud_check_reply'],
    // A yes that is not about a purchase of one's own: a prize's "reply YES if you want it".
    [
      'Congratulations, you won $1,000! Reply YES if you want to claim it.',
      'legit_fraud_check_reply',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 61–66 (decision 0068): messages written by helpers who had not read the signals.
describe('wordings of probes 61–66', () => {
  it.each([
    [
      'If NO, a Chase fraud specialist will call you shortly to secure your account.',
      'agent_will_call',
    ],
    [
      'Go to your computer right now and turn it on and I will guide you so that we can fix it.',
      'remote_access_request',
    ],
    [
      'Scan the QR code below with your phone camera to complete MFA re-enrollment.',
      'qr_code_lure',
    ],
    [
      'Accounts that are not re-enrolled by Friday will be temporarily suspended.',
      'account_suspension_threat',
    ],
    ['Call me back today at two one four five five five zero one eight eight.', 'asks_call_number'],
    ['You can take care of the fine today and avoid being taken into custody.', 'payment_demand'],
    ['It has to be paid right now. Do you have Cash App or Zelle?', 'payment_app_request'],
    ["You'll purchase them at Walgreens or CVS, and read me the numbers.", 'gift_card_payment'],
    ["Don't tell the store clerk what it's for.", 'secrecy_demand'],
    [
      'Your account needs to be upgraded to a business account to receive it. Pay the $300 upgrade fee.',
      'upfront_fee',
    ],
    [
      'The buyer sent me a check for $2,300 when it was only $300 and asked me to deposit it and Zelle back the difference.',
      'overpayment_refund',
    ],
    [
      "I got $150,000 from the Federal Community Assistance Grant and I didn't have to pay it back!",
      'refund_or_grant_offer',
    ],
    [
      'You give $5,000 and in a few weeks you get back $40,000 from new members joining.',
      'guaranteed_returns',
    ],
    ['Hurricane Helene Relief: every $25 feeds a family for a week.', 'charity_appeal'],
    [
      'Please sign the settlement statement and updated wire instructions for 1042 Ridgeview Dr.',
      'changed_payment_details',
    ],
    [
      'Points expire tonight. Redeem: https://tmobile.rewards-pts.co/redeem',
      'link_brand_in_subdomain',
    ],
    ['Keep your password: https://login.m365-accountsecurity.com/keep', 'link_lookalike_domain'],
    [
      'If you made this purchase press 1 if you did not make this purchase press 2.',
      'legit_fraud_check_reply',
    ],
    [
      'SSA will never send you a link to download a file or ask you to pay by gift card.',
      'legit_never_ask_notice',
    ],
    ['Thanks for your message', 'legit_order_update'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['If you made this purchase press 1 if you did not make this purchase press 2.', 'press_one'],
    [
      'Wells Fargo will never ask for your PIN or a one time passcode. You can also call the number on the back of your card.',
      'asks_one_time_code',
    ],
    [
      'Visit Docusign.com, click Access Documents, and enter the security code: 4B8E1D0F2A7C4E93B1A5C6D7E8F90123',
      'asks_credentials',
    ],
    [
      'SSA will never send you a link to download a file or ask you to pay by gift card.',
      'gift_card_payment',
    ],
    ["Hi Mom, it's Jen! … Of course, sweetheart. Could you send me $50?", 'romantic_partner'],
    ['Thank you for your cooperation, IT Service Desk', 'legit_order_update'],
    [
      'I thought all the accounts had been closed after I froze my credit.',
      'account_suspension_threat',
    ],
    ['I called three roofers for quotes after the hail storm.', 'door_to_door_repair'],
    ['My son will call me back at five.', 'asks_call_number'],
    ['Pay your bill at https://www.t-mobile.com/pay', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 67–70 (decision 0068).
describe('wordings of probes 67–70', () => {
  it.each([
    [
      'From: Zelle <notification@zellepay-service.com>\nSubject: Payment pending',
      'sender_lookalike_domain',
    ],
    ['From: Chase <alerts@chase-secure.net>\nSubject: Card locked', 'sender_lookalike_domain'],
    [
      'To receive these funds you must upgrade to a Zelle Business account. The $300 upgrade fee is refunded.',
      'upfront_fee',
    ],
    [
      'Please have your card number and security code ready to verify your identity.',
      'asks_credentials',
    ],
    ['Your principal is never at risk with a Gold IRA.', 'guaranteed_returns'],
    ['I made $18,000 last month just following his signals.', 'guaranteed_returns'],
    ['he wants me to download somthing so he can fix it', 'remote_access_request'],
    ['man on phone says my computer has virus', 'tech_problem_claim'],
    ['someone from social security says my number suspended', 'ssn_suspended'],
    ["Hey it's Danielle, your cousin! New number, save this one.", 'new_number_claim'],
    ["Hey it's Danielle, your cousin! New number, save this one.", 'claims_family_member'],
    ["I'll pay you back on the 15th. Please don't tell Aunt Rose", 'secrecy_demand'],
    ['I just received $50,000 from the Federal Community Grant program!', 'refund_or_grant_offer'],
    ['I saw your name on the list of winners too.', 'prize_claim'],
    [
      'Social Security will never threaten you, suspend your number, or demand payment by gift card.',
      'legit_never_ask_notice',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'From: "Sven Willenberger" <sven@dmv.com>\nSubject: Change timeout setting',
      'sender_lookalike_domain',
    ],
    [
      'From: Alexander Skwar <lists.askwar@email-server.info>\nSubject: Re: apt',
      'sender_lookalike_domain',
    ],
    [
      'From: Tom Alvarez (via SharePoint) <no-reply@sharepointonline.com>\nSubject: Budget.xlsx',
      'sender_lookalike_domain',
    ],
    [
      'From: Bob Hale <bob@metalworks.com>\nSubject: Quote for the railing',
      'sender_lookalike_domain',
    ],
    [
      'Social Security will never threaten you, suspend your number, or demand payment by gift card.',
      'gift_card_payment',
    ],
    ['Go to www.ssa.gov/myaccount and sign in with your Login.gov account.', 'asks_credentials'],
    ['Light refreshments will be served, and a door prize drawing will be held.', 'prize_claim'],
    ['Total: $406.31\nPayment method: PNC Bank ****2291', 'payment_demand'],
    [
      'Your annual membership fee will be charged on 02/28. To cancel, please call us.',
      'legit_appointment_or_pharmacy',
    ],
    ['Please have your account number ready when you call.', 'asks_credentials'],
    ['The newspaper printed the list of winners of the science fair.', 'prize_claim'],
    ['He applied for a Federal Pell Grant for college.', 'refund_or_grant_offer'],
    ['Tell your aunt Rose I said hello!', 'secrecy_demand'],
    ['Is your new phone working? Save my number if not.', 'new_number_claim'],
    ['Learn more at https://www.aarpmedicaresupplement.com/plans', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 71–72 (decision 0068).
describe('wordings of probes 71–72', () => {
  it.each([
    ['omg is this you in this video?? https://vid-share.example/v/8fK2q', 'is_this_you_lure'],
    [
      'This notice is not a bill. This is a solicitation. You are under no obligation to pay.',
      'fake_invoice',
    ],
    [
      'Before sending any funds, call our office at a phone number you have verified independently.',
      'legit_verify_directly',
    ],
    ['Send your reply to PO Box 4410 to claim your prize.', 'premium_rate_text'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Harborview Settlement Administrator, PO Box 5324, New York, NY 10150-5324',
      'premium_rate_text',
    ],
    ['A settlement has been reached in a class action lawsuit.', 'arrest_threat'],
    ['To file a claim, enter your Claim ID and PIN above.', 'asks_credentials'],
    ['Your domain expires on March 2, and auto-renew is turned off.', 'fake_invoice'],
    ['Sign in and turn on auto-renew to keep it from expiring.', 'fake_invoice'],
    [
      'If you receive an e-mail that appears to be from us with wiring instructions, do not act on it.',
      'wire_transfer_request',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 73–74 (decision 0068).
describe('wordings of probes 73–74', () => {
  it.each([
    [
      'They told me to stop paying my credit cards and instead send them $410 a month.',
      'upfront_fee',
    ],
    [
      'I have been talking with a man I met on a dating site since last spring.',
      'romantic_partner',
    ],
    ['He had me send the money out by wire to different people.', 'payment_demand'],
    ['This is confidential so no need to loop in anyone else.', 'secrecy_demand'],
    [
      'If you believe this invoice is in error, contact us within 3 days; otherwise the charges will be considered accepted.',
      'fake_invoice',
    ],
    ['Here is the site. You can start small, even $500.', 'payment_demand'],
    ['someone from social security says my number suspended', 'ssn_suspended'],
    ['text says my amazon acct locked click link', 'account_suspension_threat'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'There is a 1.5% monthly charge on balances past 30 days per our credit agreement.',
      'guaranteed_returns',
    ],
    ['If you get any pop-ups asking you to restart, stop and call me.', 'impersonates_delivery'],
    ['I bought the gift cards for the staff holiday party raffle yesterday.', 'gift_card_payment'],
    ['Cancellation: Full refund less $75 fee through January 31.', 'payment_demand'],
    ['My daughter met her husband on a dating app.', 'romantic_partner'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 75–76 (decision 0068).
describe('wordings of probes 75–76', () => {
  it.each([
    ['Please verify your password at the link below.', 'asks_credentials'],
    ['He asked me for the six-digit code that came to my phone.', 'asks_one_time_code'],
    ['Click here to remove your name from our mailing list.', 'spam_removal_instruction'],
    ['To receive your prize you must pay a processing fee of $25.', 'upfront_fee'],
    ['You have to pay the fine today.', 'payment_demand'],
    ['Act now, as soon as possible, or lose your account.', 'urgency'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'This email confirms that the password for your Amazon account was changed.',
      'asks_credentials',
    ],
    [
      'It asked for my phone number and sent a six-digit code by text, and he typed it in.',
      'asks_one_time_code',
    ],
    [
      "If you don't recognize the Microsoft account, you can click here to remove your email address from that account.",
      'spam_removal_instruction',
    ],
    [
      'The Pennsylvania Lottery will NEVER ask you to pay a fee or buy a gift card to collect a prize.',
      'upfront_fee',
    ],
    ['With the plan you never have to pay for long distance again.', 'payment_demand'],
    ['Go to appleid.apple.com and change your password as soon as possible.', 'urgency'],
    [
      'Google will never ask for this code. If this was NOT you, reply with the 6-digit verification code.',
      'legit_never_ask_notice',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 77–92 (decision 0069): fraud paragraphs of genuine notices, and today's wordings.
describe('wordings of probes 77–92', () => {
  it.each([
    ['u won a $500 Walmart card, claim now bit.ly/3wMrt5x', 'prize_claim'],
    [
      'couch still available? need to verify ur real first, sending u a code text it back',
      'asks_one_time_code',
    ],
    ['need to verify ur real first', 'marketplace_context'],
    ["You'll need a prepaid Vanilla reload card from the Dollar General.", 'gift_card_payment'],
    [
      'Mom I broke my phone, this is a temp number. need help can u text me back',
      'claims_family_member',
    ],
    ['need help can u text me back', 'favor_request'],
    ['He can fix it this week for $6,800 but needs half up front in cash.', 'payment_demand'],
    [
      'Records show a federal matter under your name that will be forwarded to the magistrate.',
      'arrest_threat',
    ],
    [
      'I just sent you $400 on Venmo by mistake, can you please send it back?',
      'overpayment_refund',
    ],
    [
      'You qualify for a FREE at-home genetic cancer screening kit covered by Medicare.',
      'asks_medicare_number',
    ],
    ['Reply YES with your full name, date of birth and Medicare ID.', 'asks_medicare_number'],
    [
      "Did you hear about the Federal Senior Assistance Grant? I got $75,000 and you don't pay it back!",
      'refund_or_grant_offer',
    ],
    [
      'I have decided to donate this fund to a God fearing person who will use it for orphans.',
      'advance_fee_story',
    ],
    ['The underwriter wants the loan insurance paid upfront before we disburse.', 'upfront_fee'],
    ['You qualify for a loyalty reward. Just cover $3.99 shipping.', 'upfront_fee'],
    ['Prize release: federal tax prepayment required.', 'upfront_fee'],
    ['It says your account need upgrade to business to receive.', 'upfront_fee'],
    ['Since I have a business account you have to upgrade yours.', 'upfront_fee'],
    ['My movers are ready to pick up tomorrow morning.', 'marketplace_context'],
    ['$500 through Zelle holds it until Saturday.', 'marketplace_context'],
    ['Your receipt was entered in our monthly gift card drawing and was selected!', 'prize_claim'],
    ['XRP 2026 Community Airdrop: your allocation is reserved.', 'crypto_payment'],
    ['we doing cash app flips today, $100 turns into $1,000 in 30 min', 'guaranteed_returns'],
    ['To get your refund please call our refund department 1-844-302-7719.', 'asks_call_number'],
    ['hi Linda is this still your number? its Grace from the book club', 'wrong_number_opener'],
    ['hello, this is Amy. we met at the golf club last month, remember me?', 'wrong_number_opener'],
    ['Navy Federal: verify at navyfed-appupdate.com/i', 'link_lookalike_domain'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'PG&E will never ask for payment with a prepaid card, gift card or cryptocurrency, and we will never threaten to shut off your service within the hour.',
      'gift_card_payment',
    ],
    [
      'PG&E will never ask for payment with a prepaid card, and we will never threaten to shut off your service within the hour.',
      'shutoff_threat',
    ],
    ['Social Security will never threaten you with arrest or legal action.', 'arrest_threat'],
    ['Social Security will never ask you to send cash.', 'cash_courier'],
    [
      'Costco will never ask for your membership number through an unsolicited email, text, or survey promising a prize.',
      'prize_claim',
    ],
    ['You will never be asked to pay a fee or buy anything to receive a prize.', 'upfront_fee'],
    [
      'Your service has not been interrupted and there is nothing you need to pay.',
      'payment_demand',
    ],
    [
      'Criminals are calling members pretending to be from our fraud department and asking them to read back a code.',
      'asks_one_time_code',
    ],
    [
      "We'll never call, text, or email asking you to send money to yourself or to move money to protect it.",
      'move_money_safe_account',
    ],
    ['Log in to your secure account at Medicare.gov to view it.', 'move_money_safe_account'],
    [
      'If you did not do this, call us right away at the number on the back of your card.',
      'asks_call_number',
    ],
    ['Reply "unsubscribe" or update your preferences in online banking.', 'asks_credentials'],
    ['Enter the User ID printed at the bottom of your receipt.', 'asks_credentials'],
    ['You can redeem them for gift cards or travel.', 'gift_card_payment'],
    [
      'Crews will be replacing equipment and power will be temporarily turned off.',
      'shutoff_threat',
    ],
    ['It reflects fuel recovery costs, and the transition to cleaner generation.', 'upfront_fee'],
    ["Mum, i've sent you many messages since i got here.", 'claims_family_member'],
    ['The rental car was $250 a day.', 'high_daily_pay'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('keeps a threat that only says "if you get this message"', () => {
    expect(
      ids('If you get this message, call back today or a warrant will be issued for your arrest.'),
    ).toContain('arrest_threat');
  });

  it('keeps a threat of "you will never see him again"', () => {
    expect(ids('You will never see your grandson again unless you pay with gift cards.')).toContain(
      'gift_card_payment',
    );
  });
});

// Probes 93–108 (decision 0069).
describe('wordings of probes 93–108', () => {
  it.each([
    ['Reply to this message with the code to complete your upgrade.', 'asks_one_time_code'],
    [
      'Amazon: we just sent a verification code. Reply with that code to cancel the order.',
      'asks_one_time_code',
    ],
    ['Subject: Mailbox storage 98% full - action required', 'mailbox_full_lure'],
    ['Please validate your mailbox and request a free storage upgrade.', 'mailbox_full_lure'],
    ['I need you to handle something for me discreetly.', 'favor_request'],
    ["He's stuck in a conference and needs a favor.", 'cannot_talk_excuse'],
    ['Quick survey: tell us about your last visit and get a $90 reward.', 'prize_claim'],
    [
      "I'm calling because our system detected that your router has been sending error signals.",
      'unsolicited_call',
    ],
    [
      'A man with a strong accent called me this morning saying he was from Microsoft.',
      'unsolicited_call',
    ],
    ['A federal agent will come to my house to pick it up as evidence.', 'cash_courier'],
    ['He told me not to tell the branch staff why I am taking it out.', 'secrecy_demand'],
    ['She said she had the wrong number, but we got talking.', 'wrong_number_opener'],
    ['I think I put your number in by mistake when I set it up.', 'wrong_number_opener'],
    ["I want to make sure you're a real person before we meet.", 'marketplace_context'],
    [
      'Your account will be permanently removed within 24 hours unless you submit an appeal.',
      'account_suspension_threat',
    ],
    [
      'Add a current card to receive your refund: hd-refundportal.com/claim',
      'asks_personal_details',
    ],
    ['Send anything you can by Zelle. Even $20 feeds a family.', 'charity_appeal'],
    [
      'A friend told me about the Community Empowerment Grant for residents.',
      'refund_or_grant_offer',
    ],
    ['To celebrate we are giving back 5,000 BTC to the community.', 'crypto_payment'],
    ['Limited allocation: 12% guaranteed Senior Secured Note.', 'guaranteed_returns'],
    ['A young man came to my door saying he was doing free water testing.', 'door_to_door_repair'],
    [
      'Deposit the check, keep {$300.00} as my pay, and use the rest to buy money orders.',
      'overpayment_refund',
    ],
    [
      'You may qualify for a health plan with a zero-dollar premium plus a grocery allowance.',
      'free_offer',
    ],
    ['Duke Energy: claim your rebate at duke-energy-rebates.com/claim', 'link_lookalike_domain'],
    [
      'hey is this your silver camry in the walgreens lot?? they put a ticket on it, here: tinyurl-photo.net/c7Kx2',
      'is_this_you_lure',
    ],
    ['Your remaining balance of $28,412 can be cleared.', 'refund_or_grant_offer'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      "We've seen an increase in e-mails pretending to be from executives asking employees to buy gift cards.",
      'gift_card_payment',
    ],
    ['Beware of callers who ask you to buy gift cards.', 'gift_card_payment'],
    ["Did Mom's new Medicare card come, or was that the Part D letter?", 'asks_medicare_number'],
    ['A $50 fee may apply for missed appointments without 24 hours notice.', 'payment_demand'],
    ['Transfer of $500.00 from Share Savings x8803 to Checking x2217 completed.', 'payment_demand'],
    ['Especially if you promise not to tell anyone else.', 'secrecy_demand'],
    ['Your account will be removed from the mailing list.', 'account_suspension_threat'],
    ['Lock in a guaranteed 4.50% APY on a 12-month CD.', 'guaranteed_returns'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 109–124 (decision 0069).
describe('wordings of probes 109–124', () => {
  it.each([
    [
      'From: Zoom Meetings <recordings@zoom-cloudshare.com>\nSubject: Recording\n\nView it at https://zoom-cloudshare.com/rec/88',
      'sender_lookalike_domain',
    ],
    [
      'From: Microsoft Teams <noreply@teams-notifications-msft.com>\nSubject: You missed messages\n\nHi',
      'sender_lookalike_domain',
    ],
    [
      "Hi this is Kelly calling about your vehicle's factory warranty. Our records show your coverage is about to expire.",
      'fake_invoice',
    ],
    [
      'Medicare is issuing new plastic cards with a chip this year and yours has not been activated.',
      'asks_medicare_number',
    ],
    ['Please call me back and have your current Medicare number ready.', 'asks_medicare_number'],
    [
      "Please don't use the number on your card, call our dedicated dispute team directly at 888 614 2207.",
      'secrecy_demand',
    ],
    ['Call our dedicated dispute team directly at 888 614 2207.', 'asks_call_number'],
    [
      'Thanks for reaching out on Airbnb! To hold the week, send the deposit by Zelle.',
      'marketplace_context',
    ],
    [
      'Hi is this Jennifer? This is Amy from yoga, we talked about the dog groomer',
      'wrong_number_opener',
    ],
    [
      'The callers say your account has been compromised and ask you to wire funds to a safe account.',
      'account_suspension_threat',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'The callers say the account has been compromised and ask them to withdraw cash or wire funds to a "safe account."',
      'move_money_safe_account',
    ],
    [
      'Citi will never send you an email or text asking for your password, PIN or one-time passcode.',
      'gift_card_payment',
    ],
    ['Pay in MyDHL+ at dhl.com or pay the courier at the door.', 'cash_courier'],
    [
      'Your old card ending in 3390 has been closed - please destroy it.',
      'account_suspension_threat',
    ],
    [
      "Agent: That's great. Customer: I just got a little inheritance and I'm tired of the payment.",
      'inheritance_claim',
    ],
    ['Your statement is ready for your Robinhood Crypto account.', 'crypto_payment'],
    ['Your statement is ready for your Robinhood Crypto account.', 'guaranteed_returns'],
    [
      'The following changes to your Apple Account information have been updated.',
      'wire_transfer_request',
    ],
    ["You've been selected for our best offer of the season.", 'prize_claim'],
    ["Congratulations! You've unlocked FREE shipping for the next 48 hours.", 'prize_claim'],
    ["Linda, you've been selected! Extra $10 off $25 inside.", 'prize_claim'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

// Probes 125–140 (decision 0069).
describe('wordings of probes 125–140', () => {
  it.each([
    [
      "a lady on facebook wants me to send her steam cards for her son's birthday",
      'gift_card_payment',
    ],
    ['got a text that I owe a toll and a link', 'unpaid_toll'],
    [
      'A man I met online wants me to keep a package at my house and reship it to his office overseas.',
      'task_scam_pitch',
    ],
    [
      'my new boyfriend online is stuck at the airport and needs money for customs',
      'romantic_partner',
    ],
    ['my new boyfriend online is stuck at the airport and needs money for customs', 'upfront_fee'],
    [
      'Pop up on my laptop froze the screen, beeping, says call Apple support.',
      'tech_problem_claim',
    ],
    ['It says call Apple support at an 888 number or my files get deleted.', 'asks_call_number'],
    ['He begged me not to tell his mom.', 'secrecy_demand'],
    ["I'm in a bit of trouble and I don't want mom to know.", 'secrecy_demand'],
    ["I'm in a bit of trouble.", 'emotional_emergency'],
    [
      'the app shows my $5,000 doubled but I have to pay a 20% tax to withdraw',
      'guaranteed_returns',
    ],
    ['the app shows my $5,000 doubled but I have to pay a 20% tax to withdraw', 'upfront_fee'],
    ['a young man texted me by wrong number and we became friends', 'wrong_number_opener'],
    ['Oh sorry, I think I have the wrong number? Anyway you seem nice', 'wrong_number_opener'],
    ['Please use the updated details below for all future payments.', 'changed_payment_details'],
    ["I'm in meetings today so email is best.", 'cannot_talk_excuse'],
    ['Your membership will be canceled today.', 'account_suspension_threat'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['My account is locked, call the number on the website.', 'asks_call_number'],
    ['We now charge a $15 fee for no-shows without 24 hours notice.', 'payment_demand'],
    [
      'The county does not collect fines or fees by phone, text, or gift card.',
      'gift_card_payment',
    ],
    ['We are collecting gift cards for the meal train for Carla.', 'gift_card_payment'],
    ["Is it better to get a Visa gift card for my grandson's birthday?", 'gift_card_payment'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it("reads a pharmacy's recorded refill call as a reminder", () => {
    expect(
      ids('the pharmacy called about my refill, a recording said it was ready and to press 1'),
    ).toContain('legit_appointment_or_pharmacy');
  });
});

// Probes 141–156 (decision 0070).
describe('wordings of probes 141–156', () => {
  it.each([
    [
      'Hi dear, I came across your profile on Facebook and I must say you have a very kind smile.',
      'stranger_befriends',
    ],
    [
      'Sorry, I think I have the wrong number. Nice to meet you anyway! Where are you from?',
      'stranger_befriends',
    ],
    [
      'Oh I must have saved it wrong. Well, maybe it is fate, we can be friends?',
      'wrong_number_opener',
    ],
    [
      'I think my friend gave me a wrong number. But you seem like a nice person.',
      'wrong_number_opener',
    ],
    [
      'I am a widower from Houston, presently working offshore as an engineer.',
      'overseas_partner_story',
    ],
    ['I am Dr. Mark Harris, a surgeon with the UN in Yemen.', 'overseas_partner_story'],
    ['Hi Dad, new number, old phone fell in the toilet lol. Save this one.', 'new_number_claim'],
    ['Mom my phone broke this is my new number.', 'claims_family_member'],
    ['Pay now to avoid a late fee: https://willowcreek-hoa-payments.com', 'link_service_words'],
    ['Reverify now: edd-ca-claims.net/login', 'link_service_words'],
    [
      'This is Mark from Microsoft, I need remote access to your computer to remove the virus.',
      'remote_access_request',
    ],
    [
      'Go to Best Buy and buy three Google Play gift cards, then send me the numbers.',
      'gift_card_payment',
    ],
    ['You missed jury duty and a warrant has been issued for your arrest.', 'arrest_threat'],
    ['If you fail to pay today, a warrant will be issued.', 'arrest_threat'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'If you miss court, a warrant may be issued. Questions: call your lawyer or visit nycourts.gov.',
      'arrest_threat',
    ],
    [
      'Norton will never call you about a renewal or ask you to give remote access to your computer.',
      'remote_access_request',
    ],
    [
      'Geek Squad agents will never call you unexpectedly to request remote access to your computer.',
      'remote_access_request',
    ],
    ['Best Buy will never ask you to pay a refund back in gift cards.', 'gift_card_payment'],
    ['This is an automated message. Please do not reply.', 'unsolicited_call'],
    [
      'From: Facebook <security@facebookmail.com>\nSubject: 483920 is your Facebook account recovery code',
      'sender_lookalike_domain',
    ],
    ['Pay at https://www.duke-energy.com/billing', 'link_service_words'],
    ['Open your ticket at https://acme.service-now.com/sp', 'link_service_words'],
    ['I saw your post about the bake sale and signed up to bring muffins.', 'stranger_befriends'],
    ['Hi Mike! Sorry, wrong number, I meant to text my brother.', 'stranger_befriends'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('still hears a recorded robocall', () => {
    expect(ids('This is an automated message from the Social Security Administration.')).toContain(
      'unsolicited_call',
    );
  });
});

// Probes 157–172 (decision 0070).
describe('wordings of probes 157–172', () => {
  it.each([
    [
      "we're doing Apple gift cards. Can you get two $200 ones and text me the numbers?",
      'gift_card_payment',
    ],
    ['Scratch the back and send me clear pictures of the codes.', 'gift_card_payment'],
    ['Can you Zelle me $800 till Monday? Please dont mention to Linda', 'secrecy_demand'],
    ["My purse got stolen with everything in it, I can't get home.", 'emotional_emergency'],
    [
      'Residents are receiving calls from people claiming to be deputies. Hang up and call our non-emergency line.',
      'legit_fraud_bulletin',
    ],
    [
      "Scam of the Month: a polite young man says he's from their bank. If you get a call like this, hang up.",
      'legit_fraud_bulletin',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ["Your PayPal password was changed. You've updated your password.", 'asks_credentials'],
    [
      'Complete your onboarding paperwork in your secure account at roberthalf.com before Friday.',
      'move_money_safe_account',
    ],
    [
      'Scammers may say your account is frozen. Hang up. Verify your card at chase-secure-verify.com',
      'legit_fraud_bulletin',
    ],
    [
      'Criminals have accessed your account. We need to move your money to a safe account now.',
      'legit_fraud_bulletin',
    ],
    ['I lost my wallet at the mall yesterday but someone turned it in.', 'emotional_emergency'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a new number with a favour as the impostor opening, whoever it claims to be', () => {
    const text =
      'Hi, this is Pastor Mike. This is my new number. Are you available? I need a favor from you';
    expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied).toContain(
      'new_number_favor',
    );
  });

  it('holds a fraud bulletin at "not sure" though its quotes trip the rules', () => {
    const text =
      "Nixle: Sheriff's Office Alert: Residents are receiving calls from people claiming to be deputies saying you missed jury duty & have a warrant. They demand payment by gift card or Bitcoin ATM. Hang up & call our non-emergency line.";
    const outcome = ruleOutcome(prepareMessage(text, 'sms', 'text'));
    expect(outcome.applied.length).toBeGreaterThan(0);
    expect(outcome.cap).toBe(UNEXPLAINED_CAP);
  });
});

// Probes 173–188 (decision 0070).
describe('wordings of probes 173–188', () => {
  it.each([
    ['Spotify: Reactivate now: spotfy-premium-renew.com/login', 'link_lookalike_domain'],
    ['Walmart: claim your reward > wlmrt-rwds.info/nj8', 'link_lookalike_domain'],
    [
      'From: Wells Fargo Online <alerts@secure-online-banking.net>\nSubject: Account notice',
      'sender_name_not_brand_domain',
    ],
    ['Please send me your Social Security number to verify your identity.', 'asks_ssn'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'H&R Block will never ask you to send your Social Security number or bank information by email.',
      'asks_ssn',
    ],
    [
      'Tell us about your visit at survey.walmart.com for a chance to win a $1,000 gift card, with a survey code printed under it.',
      'gift_card_payment',
    ],
    [
      'Share your feedback at walgreenslistens.com for a chance to win $3,000.',
      'link_lookalike_domain',
    ],
    [
      'From: Microsoft Outlook <MicrosoftExchange329e71ec@harborviewlogistics.com>\nSubject: Undeliverable',
      'sender_name_not_brand_domain',
    ],
    [
      'From: Chase <no.reply.alerts@chase.com>\nSubject: Your statement is ready',
      'sender_name_not_brand_domain',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

describe('wordings of probes 205–220 (decision 0072)', () => {
  it.each([
    [
      'Wells Fargo Fraud Dept: Did you attempt to log in from a new device? Reply YES or NO. If NO, a specialist will call you to secure your account.',
      'agent_will_call',
    ],
    [
      "They sent the verification code to you by mistake because you're my backup contact. Can you forward it to me real quick?",
      'asks_one_time_code',
    ],
    ['Can you send me the 6 digit number you just got?', 'asks_one_time_code'],
    [
      'Please DM us your full card number, online banking username and the code we text you.',
      'asks_one_time_code',
    ],
    ['I can only take Zelle or CashApp friends & family bc of the fees', 'payment_app_request'],
    ['I can hold it for you with a $100 deposit on Venmo.', 'payment_app_request'],
    ['Can you Zelle $680 to my friend Jenna?', 'payment_app_request'],
    ['Zelle or CashApp friends & family bc of the fees', 'marketplace_context'],
    ['Season ticket holder here - have 4 Bills vs Chiefs tix, section 105.', 'marketplace_context'],
    [
      'I will mail you a cashier check for $2,050, the extra is for my mover.',
      'overpayment_refund',
    ],
    [
      'Our finance department will mail you a check for $4,650 to purchase your home-office equipment.',
      'overpayment_refund',
    ],
    ['Your iPhone has been compromised by (3) viruses. Call Apple Support.', 'tech_problem_claim'],
    ['He said my printer was offline because my router was hacked.', 'tech_problem_claim'],
    [
      'Hi, this is Officer Daniel Brooks with the Nevada Highway Patrol.',
      'impersonates_law_enforcement',
    ],
    ["He's been involved in a vehicle collision on I-15.", 'emotional_emergency'],
    ["Mum my flight got cancelled and I'm stuck at the airport.", 'claims_family_member'],
    [
      'I just need to get the full card number, expiration and the code on the back again.',
      'asks_credentials',
    ],
    ['Message me your Medicare number and date of birth.', 'asks_medicare_number'],
    [
      'This is Amazon tech support. Your account was used to purchase Norton antivirus for $399.',
      'fake_invoice',
    ],
    ['Amazon is hiring remote holiday product reviewers, $280-$650/day.', 'job_offer'],
    ['Interviews are done by text today.', 'moves_to_chat_app'],
    ['Our hiring managers conduct initial interviews on Telegram.', 'moves_to_chat_app'],
    ['To receive the bonus, please message our assistant Ms. Emily Carter.', 'moves_to_chat_app'],
    ['Last week members gained 38%.', 'guaranteed_returns'],
    ['Your posts about your garden made me smile.', 'stranger_befriends'],
    ['I must have written the number down wrong!', 'wrong_number_opener'],
    ['He said they help homeless vets get off the street for Christmas.', 'charity_appeal'],
    [
      'Knock at the door: a man with a badge said there was a gas leak reported on her street.',
      'door_to_door_repair',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Your direct deposit information was changed on your account. If you did NOT make this change, please contact your payroll department.',
      'fake_invoice',
    ],
    [
      'The password for your account was changed. If you did not make this change, call the number on the back of your card.',
      'fake_invoice',
    ],
    [
      "Scammers sometimes send fake invoices that say you've been charged for antivirus software.",
      'fake_invoice',
    ],
    [
      'Providence will never ask you to pay for equipment, and we never conduct interviews over text or chat apps.',
      'moves_to_chat_app',
    ],
    ["I'm going to have my daughter help me pay it on the IRS website.", 'violent_threat'],
    [
      "If you can't pay in full, call us. We never call to demand payment by prepaid card.",
      'gift_card_payment',
    ],
    ['We will never ask for your full card number by text or e-mail.', 'asks_credentials'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('keeps a phishing copy of a change notice that sends the reader to a link', () => {
    expect(
      ids(
        'You have added a new email address. If you did not authorize this change, please contact customer service at: http://scgi.example.test/verify',
      ),
    ).toContain('fake_invoice');
  });
});

describe('wordings of probes 221–236 (decision 0072)', () => {
  it.each([
    ['Wells Fargo: $1,450 Best Buy charge? If not you, call 555-207-3318', 'fake_invoice'],
    ['Call me back ASAP, it is about your car warranty. 555-310-4422', 'fake_invoice'],
    [
      'Grandma it is me, I am in trouble. Please call this lawyer: 555-214-0907',
      'impersonates_law_enforcement',
    ],
    [
      'Clerk of Superior Court: you failed to appear for jury service.',
      'impersonates_law_enforcement',
    ],
    ['Our server will be dispatched to your residence and place of employment.', 'arrest_threat'],
    [
      'A bench warrant will be issued unless the $489 non-appearance fine is resolved.',
      'payment_demand',
    ],
    ['Voicemail: Final notice on your Social Security number. Press 1 now.', 'ssn_suspended'],
    ['She needed to make sure I was a real person and not a scammer.', 'marketplace_context'],
    ["I'm selling my 2 floor tickets for face value.", 'marketplace_context'],
    [
      'Facebook was going to send a code to my phone to help him get back in, could I send it to him.',
      'asks_one_time_code',
    ],
    ['Please wire your cash to close of $48,210.66 to the account below.', 'wire_transfer_request'],
    [
      'I changed banks and need my direct deposit updated before Friday. New routing 071000555.',
      'changed_payment_details',
    ],
    ['In loving memory of Thomas. Donate: gofund-memorial.help/garrity', 'charity_appeal'],
    ['100% guaranteed recovery or your money back.', 'guaranteed_returns'],
    ['I help retirees earn 2-3% a week on their pension.', 'guaranteed_returns'],
    ['My uncle taught me a little trick with gold futures on an app.', 'guaranteed_returns'],
    ['DM us now or WhatsApp +1 (305) 555-0177', 'moves_to_chat_app'],
    [
      'Please DM us your account number, your account PIN and the card number you pay with.',
      'asks_credentials',
    ],
    ['A one-time activation & setup fee of $99.99 is required to link your TV.', 'upfront_fee'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'First American Title will NEVER change wiring instructions by email. If you receive an email with new or changed wiring instructions, do not respond.',
      'changed_payment_details',
    ],
    ['They told me not to give my Medicare number to anyone who calls me.', 'asks_medicare_number'],
    [
      "Verizon: A Number Transfer PIN was generated for your account. If you didn't request this, call us.",
      'fake_invoice',
    ],
    [
      'To set up direct deposit, go to Pay > Direct Deposit and add your bank routing and account number.',
      'changed_payment_details',
    ],
    [
      'The lady walked me through resetting it, never asked for my password or for money.',
      'asks_credentials',
    ],
    [
      'She never asked for a card or to get on my computer. Took about 10 minutes.',
      'remote_access_request',
    ],
    [
      'You bought 0.00152 BTC for $100.00. The funds will be available in your Coinbase account once the transfer completes.',
      'crypto_payment',
    ],
    ["If you didn't make this purchase, go to coinbase.com/settings/security.", 'crypto_payment'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a generic heading as no company whose account alert it could be', () => {
    const hits = ids(
      'ALERT: Your SIM card was changed on a new device. If this was not you, call our fraud line immediately at 1-888-555-0192.',
    );
    expect(hits).not.toContain('legit_account_alert');
  });
});

describe('home services told in people’s own words (probe 244, decision 0072)', () => {
  it.each([
    [
      "He said he'd do mine for half price, $1,800, but only if I paid cash today because the truck had to go back.",
      'repair_payment_pressure',
    ],
    [
      "They loaded everything, then said they won't unload unless we pay in cash.",
      'repair_payment_pressure',
    ],
    [
      'Guy from a pest company came by and said they were treating the neighbors for termites.',
      'door_to_door_repair',
    ],
    ['A salesman came offering a free water test.', 'door_to_door_repair'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'The plumber we booked came by on Tuesday and fixed the leak under the sink.',
      'door_to_door_repair',
    ],
    [
      'The plumber wants a $200 deposit before he orders the new water heater, is that normal?',
      'repair_payment_pressure',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});

describe('holidays, homes, charities and friends in a fresh round of probes (245-260, decision 0073)', () => {
  it.each([
    [
      'I accidently put your number in when resetting my facebook and a 6 digit code went to your phone. can you send it to me real quick?',
      'asks_one_time_code',
    ],
    ['She said a code would come to my phone, could I send it to her.', 'asks_one_time_code'],
    ['Please dont post anything about it on fb', 'secrecy_demand'],
    ['Disconnection scheduled TODAY 2:30PM.', 'shutoff_threat'],
    ['To stop shutoff call billing dept 1-855-555-0147 now.', 'asks_call_number'],
    ['Call SSA at 1-877-552-0319 today to avoid interruption.', 'asks_call_number'],
    ['The donation must be made by Walmart gift card or wire.', 'gift_card_payment'],
    ['Your driver license is scheduled for suspension on 11/02.', 'account_suspension_threat'],
    ['Your Social Security benefits are ON HOLD.', 'account_suspension_threat'],
    ['Settle the $38.50 fine now to prevent suspension.', 'payment_demand'],
    ['👀 is this u in this video?? youtube-watch-clip.net/v/8812', 'is_this_you_lure'],
    ['Are you near your computer now? It will only take 10 minutes.', 'remote_access_request'],
    ['Can you text me a photo of the front of your Medicare card?', 'asks_medicare_number'],
    ["The family can't afford to bury him. Anything helps.", 'charity_appeal'],
    ['Today only, a generous donor will MATCH every dollar up to $250,000.', 'charity_appeal'],
    [
      'Your tax-deductible gift to American Veterans Support Alliance has not been received.',
      'charity_appeal',
    ],
    ['They asked members to help a sick parishioner by buying gift cards.', 'charity_appeal'],
    ["He said he was collecting for a veterans' Christmas dinner.", 'charity_appeal'],
    ['Your account now shows a LUCKY COMBINATION ORDER.', 'task_scam_pitch'],
    [
      'Please recharge 1,240 USDT to the platform wallet to clear the negative balance.',
      'task_scam_pitch',
    ],
    ['We have a buyer lined up who is very interested in your timeshare.', 'advance_fee_story'],
    [
      "Did you know there's a federal bereavement grant for surviving spouses?",
      'refund_or_grant_offer',
    ],
    [
      'My credit guy got all of it deleted legally using a federal loophole.',
      'refund_or_grant_offer',
    ],
    [
      "I was the beneficiary of a life insurance policy from a cousin in Canada I'd never heard of.",
      'inheritance_claim',
    ],
    ['Just need the $199 setup to activate before the rate expires tonight.', 'upfront_fee'],
    ['You just contact the agent and pay the delivery fee.', 'upfront_fee'],
    ['I will add $300 for the mover who will come pick up.', 'overpayment_refund'],
    [
      'I invested $1,000 with Mrs. Whitfield on her platform and received $12,400 in just 5 days.',
      'guaranteed_returns',
    ],
    [
      'We just finished paving your neighbors driveway and got leftover asphalt on the truck.',
      'door_to_door_repair',
    ],
    [
      'We noticed some missing shingles and dented vents on your roof when we drove by.',
      'door_to_door_repair',
    ],
    [
      "He came to the door with a clipboard, said he'd handle the insurance.",
      'door_to_door_repair',
    ],
    [
      'Just need a 50% deposit to lock in materials before prices go up.',
      'repair_payment_pressure',
    ],
    ['Can do yours today for half price, $1,900 cash.', 'repair_payment_pressure'],
    [
      'I paid him a deposit. After that nobody answered the phone and the website is gone.',
      'vanished_after_payment',
    ],
    ['Kindly remit the remaining balance of $6,240.00 by wire.', 'wire_transfer_request'],
    ["If this isn't resolved by end of business today it goes to foreclosure.", 'deadline'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'If someone asked you to take out cash for bail, a family emergency, or to keep it secret, it may be a scam.',
      'secrecy_demand',
    ],
    ['Yes, gift cards are totally fine for the boys this year.', 'gift_card_payment'],
    ['Call Sarah at 409-555-0123 for anything on the Beaumont project.', 'asks_call_number'],
    [
      'UNICEF USA: Children need clean water now. Your gift will be matched today.',
      'charity_appeal',
    ],
    [
      'I clicked it and it opened the Windows Security app, which said no action was needed.',
      'asks_click_link',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it("hears \"don't hang up\" as the caller's pressure, not a bulletin's advice", () => {
    expect(
      ids(
        "This is the Wells Fargo fraud department. You'll get a code from Zelle, just read it back to me. Don't hang up, the fraudster is still active on your account.",
      ),
    ).not.toContain('legit_fraud_bulletin');
  });
});

describe('the second fresh round (261-276, decision 0073): notices read as notices, scams told afterwards', () => {
  it.each([
    [
      'If you did NOT place this order, please call Amazon Fraud Prevention immediately at +1 (888) 555-0193.',
      'asks_call_number',
    ],
    ['I logged into my Norton account directly and turned off renewal.', 'legit_verify_directly'],
    ['I called the number listed on their official website.', 'legit_verify_directly'],
    ['She needs $1,200 for the plane ticket, she will pay me back.', 'overseas_partner_story'],
    ['I met a lovely woman on Facebook about two months ago.', 'overseas_partner_story'],
    [
      "We've heard from members who received unexpected calls offering free back braces. If you get a call like this, hang up.",
      'legit_fraud_bulletin',
    ],
    ["Your entry for today's sweepstakes has been recorded.", 'legit_informational_only'],
    [
      'There is no fee or payment of any kind required to receive your prize.',
      'legit_never_ask_notice',
    ],
    [
      "Me: Hi, I'm calling because my cable bill went up by $30 this month.\nAgent: I'm sorry about that. Can I have the account number?",
      'legit_customer_called',
    ],
    ['Somebody texted me pretending to be my boss at the hardware store.', 'favor_request'],
    ['I got an email that seemed to be from Pastor Dave asking for cards.', 'favor_request'],
    ['Yesterday I pressed 1 just to tell them to stop.', 'press_one'],
    [
      'The man asked her for each card number, the expiration and the three numbers on the back.',
      'asks_credentials',
    ],
    ['Your account is missing your date of birth and last 4 of SSN.', 'asks_ssn'],
    ['Pls have ur insurance card, photo ID and SSN ready for check-in.', 'asks_ssn'],
    ['Disconnect order #DE-448120 has been issued.', 'shutoff_threat'],
    ['All employees must re-validate their payroll login.', 'asks_credentials'],
    [
      'Your U.S. passport renewal application (Locator #9982-AJ41) is currently ON HOLD.',
      'account_suspension_threat',
    ],
    ["So your debit card doesn't get deactivated Friday.", 'account_suspension_threat'],
    ['They had a new payment address because of a servicing transfer.', 'changed_payment_details'],
    [
      "I'm stuck in back to back meetings with the board and can't take calls.",
      'cannot_talk_excuse',
    ],
    ['When I clicked it, it asked me to sign in with my work email.', 'asks_click_link'],
    ['It asked for my Medicaid ID and then a fee.', 'asks_medicare_number'],
    [
      'He said the only safe thing was to send my money to myself through Zelle.',
      'move_money_safe_account',
    ],
    ['I keep getting the car warranty robocalls.', 'fake_invoice'],
    ['Not you? Call Cancellation Desk 1-888-555-0147 (Toll Free).', 'fake_invoice'],
    ['Refund will be processed only by phone.', 'fake_invoice'],
    ["There's a small processing fee but it's so worth it.", 'upfront_fee'],
    [
      'I need you to run a credit report through my partner site so I know you are serious.',
      'upfront_fee',
    ],
    ['She just needed to pay $499 in resort taxes up front.', 'upfront_fee'],
    ["Apartment still available! I'm the owner, no agents.", 'rental_too_good'],
    ["She was renting her late mother's cottage.", 'rental_too_good'],
    [
      'She asked me to send the deposit in Bitcoin through a machine at the gas station.',
      'crypto_atm',
    ],
    ['Only Zelle or Apple Cash, no PayPal.', 'payment_app_request'],
    ['She had won a free trip to Cancun.', 'prize_claim'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Import duties are payable by the receiver: pay online or pay the courier at delivery.',
      'cash_courier',
    ],
    ['You can manage auto-renew any time at account.godaddy.com/products.', 'fake_invoice'],
    ['Auto-renew is currently turned OFF.', 'fake_invoice'],
    ['Your Instacart+ annual membership renewed today.', 'fake_invoice'],
    [
      'I sent you the $200 for the plane ticket through Zelle like we talked about.',
      'overseas_partner_story',
    ],
    [
      'I used the Amazon gift card you gave me for my birthday; the code in the card worked fine.',
      'gift_card_payment',
    ],
    ["Please don't send me the card numbers, just keep the cards in the safe.", 'asks_credentials'],
    [
      'Please do NOT act on any email claiming our bank details have changed.',
      'changed_payment_details',
    ],
    [
      "The application's main focus is e-commerce, but not limited to it.",
      'account_suspension_threat',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a bank\'s automated "press 1 if you recognize a transaction" call as its fraud check', () => {
    expect(
      ids(
        'Automated call: "This is Wells Fargo calling to review activity on your debit card ending in 0983. Please press 1 if you recognize a transaction of $89.99 at Best Buy dot com earlier today. Press 2 if you do not recognize it."',
      ),
    ).toContain('legit_fraud_check_reply');
  });
});

describe('the third fresh round (277-292, decision 0073): office fraud and accounts of it', () => {
  it.each([
    ['The link went to a page with their logo and I put in my card.', 'asks_click_link'],
    ['I got a text to log in at a link to unlock it.', 'asks_click_link'],
    ['REVIEW DOCUMENT -> https://docusign-envelope.secure-viewdocs.com/q3', 'asks_click_link'],
    ['This envelope will expire after that.', 'deadline'],
    [
      'This must remain strictly confidential and must not be discussed with colleagues including your direct supervisor.',
      'secrecy_demand',
    ],
    ["Please don't loop in Accounting yet.", 'secrecy_demand'],
    ['Do NOT contact your lender during the modification process.', 'secrecy_demand'],
    ['Confirm you can process an international wire today.', 'wire_transfer_request'],
    [
      'Mark asked that you process this today through a wire rather than check.',
      'wire_transfer_request',
    ],
    ['It said their bank changed and gave a new account.', 'changed_payment_details'],
    ['It said the wiring instructions had changed.', 'changed_payment_details'],
    ['He got an email from the owner saying he was traveling.', 'favor_request'],
    [
      'We need to send the money back through Zelle to a secure holding account.',
      'move_money_safe_account',
    ],
    ["I'm calling from a friend's phone, mine got broke.", 'new_number_claim'],
    ['Was that you? Reply here so I can call you right back', 'agent_will_call'],
    [
      'Reply 1 if you attempted it, reply 2 if not. A fraud specialist will call you.',
      'agent_will_call',
    ],
    ['To secure your spot we require a one-time enrollment fee of $2,495.', 'upfront_fee'],
    [
      'Your federal student loan balance may qualify for FULL discharge under the new program.',
      'refund_or_grant_offer',
    ],
    ['Please download Telegram app and contact HR Manager Mrs. Carter.', 'moves_to_chat_app'],
    ['A man crying say he is my cousin Luis, detained at the border.', 'claims_family_member'],
    ['Confirm card details to release prescription today.', 'asks_credentials'],
    ['Our records show the pledge has not been fulfilled.', 'charity_appeal'],
    ['She said she was raising money for a family whose house burned down.', 'charity_appeal'],
    ['He was collecting for an orphanage mission in Kenya.', 'charity_appeal'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Please process the wire for the Houston office lease per the attached approval.',
      'wire_transfer_request',
    ],
    ['Yes, I was going to get him a gift card. What does he like?', 'gift_card_payment'],
    ['To get outage updates by text, text REG to 57801.', 'premium_rate_text'],
    ["Auto-renew is turned on, so we'll charge your card on file.", 'fake_invoice'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it("reads a campaign's disclaimer as no impostor's", () => {
    const hits = ids(
      'Hi, this is Congressman Tom Reilly with a telephone town hall on Social Security and Medicare. Press 1 to ask a question. This call was paid for by Reilly for Congress.',
    );
    expect(hits).toContain('legit_informational_only');
  });
});

describe('the fourth fresh round (293-308, decision 0073)', () => {
  it.each([
    [
      'Can you text the 6 digit code that was just sent to your phone so I can get in?',
      'asks_one_time_code',
    ],
    ["It said I'd get a code by text and to send it to her.", 'asks_one_time_code'],
    ['Could you vote for me real quick?', 'favor_request'],
    ['A driver came to my door and took the envelope.', 'cash_courier'],
    ["If the teller asks just tell her it's for a home repair ok?", 'secrecy_demand'],
    ['Daily pay $180-$450, no experience needed.', 'high_daily_pay'],
    ['Ur application for Remote Data Annotator was APPROVED.', 'job_offer'],
    ['Remove the original packing slip and ship them back out.', 'task_scam_pitch'],
    ['Press the Windows key and R together, and type what I tell you.', 'remote_access_request'],
    [
      'Please download the app from quicksupportnow-help.net so i can process it.',
      'remote_access_request',
    ],
    ['A one-time retainer of $3,500 is required.', 'upfront_fee'],
    ['We trace and recover stolen digital assets.', 'refund_or_grant_offer'],
    ['He shares short-term BTC contract signals with family.', 'guaranteed_returns'],
    ['Yesterday I made 38% in 40 minutes.', 'guaranteed_returns'],
    ['Oh sorry I must have saved the wrong number!!', 'wrong_number_opener'],
    ["I've noticed we have several mutual friends.", 'stranger_befriends'],
    ["I'm a widowed engineer working on a contract in the North Sea.", 'overseas_partner_story'],
    ['I met Daniel on Match a year ago.', 'overseas_partner_story'],
    ['I had to pay a $2.99 re-verification fee at a link.', 'asks_click_link'],
    [
      'Your earnest money deposit needs to be re-sent to a secondary escrow account.',
      'changed_payment_details',
    ],
    ['Updated payoff wire instructions attached.', 'wire_transfer_request'],
    ['Send me your date of birth and the last 4 of your SSN.', 'asks_ssn'],
    ['Please call me back directly at 302-555-0186.', 'asks_call_number'],
    ['A $45 verification fee through Apple Pay.', 'upfront_fee'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['You can unlock your card anytime in the Capital One Mobile app.', 'asks_personal_details'],
    [
      'If you get anything from me asking about money or a grant or gift cards IGNORE IT.',
      'gift_card_payment',
    ],
    ['Power will be turned off on Tuesday, May 6 between 9 AM and 1 PM.', 'shutoff_threat'],
    ['Your cost for this order: $18.00, charged to the card on file.', 'payment_demand'],
    ["I already bought Katie's birthday present - a $50 Amazon gift card.", 'gift_card_payment'],
    ['She gave me a check from the food bank account first.', 'impersonates_bank'],
    ['Complete IRS Form W-9 and return it.', 'impersonates_irs'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    ['You will never be asked to pay anything to receive your prize.', 'legit_never_ask_notice'],
    ['Pick up at the station, M-F 9-5 with photo ID.', 'legit_informational_only'],
    [
      "She gave me a code to type in after I'd started the chat myself from support.microsoft.com.",
      'legit_verify_directly',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
});

describe('the fifth fresh round (309-324, decision 0074)', () => {
  it.each([
    ["Still on the new phone and my banking app won't let me log in.", 'new_number_claim'],
    ["Please don't call, I'm at work and can't talk", 'cannot_talk_excuse'],
    [
      'Instagram just sent you a 6 digit code by text, could you send me a screenshot of it?',
      'asks_one_time_code',
    ],
    [
      'Please DM us your full name and the verification code we’ll text to your phone.',
      'asks_one_time_code',
    ],
    ['I accidentally put your number as my recovery.', 'wrong_number_opener'],
    ['A one-time processing and bonding fee of $295.00 must be received first.', 'upfront_fee'],
    ['A refundable compliance fee of $1,950 is required, payable in USDT.', 'upfront_fee'],
    [
      "We've moved our business accounts to a new bank, effective immediately.",
      'changed_payment_details',
    ],
    [
      'Do not send payment to the usual lockbox, as it has been updated.',
      'changed_payment_details',
    ],
    ['Please send me the 2025 W-2s (PDF) for all staff as soon as possible.', 'asks_ssn'],
    [
      'Oh no... did you see who passed away?? Video here: fb-watch-clips.com/v/88',
      'is_this_you_lure',
    ],
    [
      'The live stream is here: memorial-streamhub.live/ellison — you just need to register a free account to view.',
      'is_this_you_lure',
    ],
    [
      'As the surviving spouse you are now responsible for settling this balance.',
      'payment_demand',
    ],
    ["If we don't hear back, the file will be forwarded for legal review.", 'arrest_threat'],
    ['Regarding case #CR-2026-0418 in your name.', 'arrest_threat'],
    [
      'This is Deputy Clerk Ramirez with the Harris County district court.',
      'impersonates_law_enforcement',
    ],
    [
      'Your automatic renewal of $399.99 was charged today. If you would like to cancel and receive a full refund, please call us back.',
      'fake_invoice',
    ],
    [
      'The factory coverage on the heating and cooling system at your home has expired.',
      'fake_invoice',
    ],
    ['Someone requested a password reset for your Google Account.', 'account_problem_alert'],
    [
      'Your Medicare Advantage plan is being DISCONTINUED effective 12/07.',
      'account_suspension_threat',
    ],
    ['Members will lose all medical & drug coverage.', 'account_suspension_threat'],
    ['Call the Humana Re-Enrollment Line now: 1-844-219-6607.', 'asks_call_number'],
    ['She swabbed my cheek and made a photocopy of my Medicare card.', 'asks_medicare_number'],
    [
      'Seniors on Medicare are now getting a $6,400 Flex Card for groceries.',
      'refund_or_grant_offer',
    ],
    ['Did you see your name on the list of people getting the grant?', 'advance_fee_story'],
    [
      "I'm only holding it for someone who sends a $100 deposit by Zelle first.",
      'marketplace_context',
    ],
    [
      'Send a $50 application fee through Cash App before I set up viewings.',
      'marketplace_context',
    ],
    ['My shipping agent will come pick it up after payment is done.', 'marketplace_context'],
    ['Send Venmo (friends & family so there’s no fee).', 'marketplace_context'],
    ["I'll add $80 extra for your time.", 'overpayment_refund'],
    ['I told her wrong number and we got to chatting.', 'wrong_number_opener'],
    ['I saw your comment in the Retirement Planning Over 60 group.', 'stranger_befriends'],
    ['I started with $1,000 in August and I’m up to $23,600 now.', 'guaranteed_returns'],
    ['His annuity pays a guaranteed 12% a year with zero risk.', 'guaranteed_returns'],
    ['He gives her tips on gold futures and she made $80,000 last month.', 'guaranteed_returns'],
    ['He told us not to mention it to our son.', 'secrecy_demand'],
    [
      'You have been added to "Wall Street Elite VIP" by Assistant Emma Collins.',
      'moves_to_chat_app',
    ],
    [
      'Finish your background check ($39.99) within 2 hrs: zillow-rentalscreening.com/t/47',
      'link_lookalike_domain',
    ],
    ['Fast online renewal $78: tsa-precheck-renewal.org', 'link_lookalike_domain'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Please don’t click the link or send anything.', 'asks_click_link'],
    ['Your estimated out-of-pocket cost is $0.', 'payment_demand'],
    [
      'Did you attempt a wire of $4,200.00 to J MORRIS on 12/09? Reply YES or NO.',
      'wire_transfer_request',
    ],
    ["Medicare won't call you to ask for your Medicare Number.", 'asks_medicare_number'],
    ['Your order has shipped. Item: 1 oz Gold Bar PAMP Suisse (Qty 1).', 'cash_courier'],
    ['Your auto policy will be canceled on 12/09 for nonpayment.', 'account_suspension_threat'],
    ['Prizes include a $50 grocery card for the blackout game.', 'refund_or_grant_offer'],
    ["You won't need to pay anything for this.", 'payment_demand'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    ["She said she's in a meeting and can't talk on the phone.", 'cannot_talk_excuse'],
    ["I'm tied up at my granddaughter's recital and can't get to the bank.", 'cannot_talk_excuse'],
    ['I have a small favor I need you to handle for me discreetly.', 'favor_request'],
    ['I have a small favor I need you to handle for me discreetly.', 'secrecy_demand'],
    ['This is my new email, my school account got locked out.', 'new_number_claim'],
    ['She said she needed my checking account and routing number.', 'asks_credentials'],
    ['Retirees: you may be owed up to $32,220 from the SETC.', 'refund_or_grant_offer'],
    ['Verizon: your line will be suspended today at 6PM.', 'account_suspension_threat'],
    ['Pay now: vzw-billpay-secure.com/acct', 'link_lookalike_domain'],
    ['Give $25 now: redcross-givingmatch.org/ky', 'link_lookalike_domain'],
    ['Your name came up on our list of recipients approved for the payment.', 'advance_fee_story'],
    ['Your smile in that beach photo really caught my eye.', 'stranger_befriends'],
    ['Look how your account has grown, $18,400 to $26,950 in six weeks!', 'guaranteed_returns'],
    ["He's a structural engineer working on a project in Dubai.", 'overseas_partner_story'],
    [
      'The factory warranty on your 2019 Chevrolet Equinox has expired or is about to expire.',
      'fake_invoice',
    ],
    ['Your iPhone has been compromised! (4) viruses were detected.', 'tech_problem_claim'],
    ['1. Press Windows Button + R 2. Press CTRL + V 3. Press Enter', 'remote_access_request'],
    ['They recorded me through the webcam while I was browsing.', 'sextortion_claim'],
    [
      'I saw your Nextdoor post about the gray tabby missing near Birchwood Dr.',
      'marketplace_context',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['OPM will never call you asking for your bank account number.', 'asks_credentials'],
    ['You can also pay the courier by card at the time of delivery.', 'cash_courier'],
    ['Schedule your donation at redcrossblood.org.', 'link_lookalike_domain'],
    ['Apply at jobs-ups.com for seasonal work.', 'link_lookalike_domain'],
    ['Member pricing through costcoauto.com.', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    [
      'Hi, this is Megan from the Chase fraud prevention team. We noticed a pending Zelle payment. Are you available for a quick call to review it?',
      true,
    ],
    [
      'Hi Margaret, this is Kayla with Marriott Bonvoy guest services. Your stay has been selected for an upgrade. Is this still the best number to reach you?',
      true,
    ],
    [
      'Agent: Hi, this is Jordan with Apple Support, calling about the case you opened on the Apple Support website. Is this a good time?',
      false,
    ],
    ["Hey it's Deb, I'm home with the kids. Do you have a few minutes later?", false],
  ])('hears a representative who first asks to talk: %s', (text, expected) => {
    expect(ids(text).includes('named_rep_opener')).toBe(expected);
  });

  it.each([
    "Kroger: You WON 2,000 bonus fuel points. It's already in your account, see it in the Kroger app.",
    'Target Circle: you won a $5 reward! Find it in the Target app under Wallet > Circle offers.',
    "WXRT: You're caller 9! You won 2 tickets. Pick them up in our lobby Mon-Fri with photo ID.",
  ])('reads a prize already delivered, or picked up in person, as a notice: %s', (text) => {
    const prepared = prepareMessage(text, 'sms', 'text');
    expect(prepared.hitIds).toContain('legit_informational_only');
    expect(ruleOutcome(prepared).cap).toBeLessThanOrEqual(UNEXPLAINED_CAP);
  });

  it('vouches for a bank’s alert that gives the number on the bank’s own contact page', () => {
    const alert =
      "Bank of America: Your Zelle payment of $50.00 to John Smith was sent. If you didn't make this payment, call 800-432-1000.";
    const prepared = prepareMessage(alert, 'sms', 'text');
    expect(prepared.hitIds).toContain('legit_official_number');
    expect(ruleOutcome(prepared).applied).not.toContain('tech_support_callback');
  });
});

describe('the seventh fresh round (341-356, decision 0075)', () => {
  it.each([
    [
      'Google: If this wasn’t you, reply to this message with the 6-digit code we just sent you to cancel the request.',
      'asks_one_time_code',
    ],
    [
      'Do you see the key with the Windows flag? Press that and the letter R together.',
      'remote_access_request',
    ],
    ['Please go to your computer now.', 'remote_access_request'],
    ['Your IP address has been sending error reports to our server.', 'tech_problem_claim'],
    ['Hackers are using your computer right now.', 'tech_problem_claim'],
    ['Mom it’s Katie, this is my work phone. Can you Venmo me $450?', 'claims_family_member'],
    ['Mom it’s Katie, this is my work phone. Can you Venmo me $450?', 'new_number_claim'],
    ['Do you still have Zelle set up? I need help with a payment urgently.', 'favor_request'],
    ['Oh I’m so sorry, I thought this was my hairdresser Amy’s number.', 'wrong_number_opener'],
    ['I’m on WhatsApp too.', 'moves_to_chat_app'],
    ['He asked me to wire back the difference to his event planner.', 'overpayment_refund'],
    ['A reactivation fee of $89.00 must be paid by December 7.', 'upfront_fee'],
    ['Your rental deposit for pickup on 12/20 could not be processed.', 'account_problem_alert'],
    ['His crew had leftover asphalt from a job down the road.', 'door_to_door_repair'],
    ['I started with $5,000 and it showed $9,200 in two weeks.', 'guaranteed_returns'],
    [
      'Homeowners 65+ have been approved for a $2,150 property tax rebate.',
      'refund_or_grant_offer',
    ],
    ['We can settle your tax debt for pennies on the dollar.', 'refund_or_grant_offer'],
    ['Your driver’s license will be suspended at 5 p.m. today.', 'account_suspension_threat'],
    ['Someone texted me pretending to be my daughter from a new number.', 'new_number_claim'],
    [
      'Failure to complete your domain name search engine registration by Nov 2 may result in cancellation. Annual registration: $289.00.',
      'filing_solicitation',
    ],
    [
      'All corporations are required to keep annual minutes. Return the Annual Minutes Disclosure Statement with a fee of $243.',
      'filing_solicitation',
    ],
    [
      'Your company has not filed its Beneficial Ownership Information (BOI) report. Filing fee: $349, file now.',
      'filing_solicitation',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'My grandson wanted gift cards for Christmas so I went to CVS and bought two $50 Steam cards.',
      'gift_card_payment',
    ],
    [
      'Mom, if anybody calls saying they’re from Navy Federal fraud and tells you to move money to a “safe account,” hang up.',
      'move_money_safe_account',
    ],
    [
      'I was sure it was a scam, but it didn’t ask for gift cards or a phone payment.',
      'gift_card_payment',
    ],
    [
      'Real shopping companies never mail a big check and ask you to buy gift cards.',
      'gift_card_payment',
    ],
    ["We won't ask for your password or full bank details by email.", 'asks_personal_details'],
    [
      'Cook County homeowners may receive mailers offering a certified copy of your deed for $80.',
      'filing_solicitation',
    ],
    [
      'Your account is in good standing. Thank you for your payment of $10.00.',
      'filing_solicitation',
    ],
    [
      'He didn’t ask for money yet but wants me to download something called ScreenConnect tomorrow.',
      'legit_no_request',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('hears a remote-access request in the account above', () => {
    expect(
      ids(
        'He didn’t ask for money yet but wants me to download something called ScreenConnect tomorrow.',
      ),
    ).toContain('remote_access_request');
  });

  it.each([
    'I called Apple Support myself using the number on apple.com because my iPhone could not back up. She asked to start a screen sharing session.',
  ])('trusts a call the person made to the number on the company’s own site: %s', (text) => {
    const prepared = prepareMessage(text, undefined, 'text');
    expect(prepared.hitIds).toContain('legit_verify_directly');
    expect(ruleOutcome(prepared).applied).not.toContain('remote_access_pretext');
  });

  it.each([
    'I called Amazon myself using the number on amazonhelpdesk.com. The agent asked me to install AnyDesk so he could refund me.',
    'I called Microsoft myself using the number on techfixpros-support.com and he wanted $299.',
    'Go directly to irs-refund-center.com yourself and enter your details.',
  ])('does not trust a number or site that is not the company’s own: %s', (text) => {
    expect(prepareMessage(text, undefined, 'text').hitIds).not.toContain('legit_verify_directly');
  });

  it('reads a bank’s own payment receipt that sends you to the card, not to a callback', () => {
    const receipt =
      "You sent $150.00 to KAREN W. with Zelle. If you didn't make this payment, call us at the number on the back of your debit card. — Chase";
    expect(ruleOutcome(prepareMessage(receipt, 'email', 'text')).applied).not.toContain(
      'tech_support_callback',
    );
  });

  it.each([
    [
      "Caller: this is Jason from the American Airlines rebooking desk. I'm going to text you a verification code, just read it back to me, and then I'll need the card for the $79 fare difference.",
      'code_request_pretext',
    ],
    [
      'Mom it’s Katie, this is my work phone. Can you Venmo me $450 for rent? Send it to @katie-m-0412 not my usual one.',
      'family_emergency_money',
    ],
    [
      'Subject: Trademark Renewal Notice\nOur records indicate that the declaration of use must be filed. To complete the filing and monitoring service, remit $1,875.00 by the due date. Pay online: trademark-compliance-office.com/renew',
      'filing_solicitation_payment',
    ],
    [
      'IRS Notice: charitable contributions reported under your SSN require verification. Verify your contributions: https://irs-charity-verify.com/taxpayer',
      'deceptive_link_with_request',
    ],
  ])('raises %s to HIGH', (text, rule) => {
    expect(ruleOutcome(prepareMessage(text, undefined, 'text')).applied).toContain(rule);
  });

  it('lets an agency’s warning about filing solicitations stand without the filing rule', () => {
    const warning =
      'My dad got an official-looking letter saying he needed to file a BOI report for $399. FinCEN never charged to file anything. I told him to shred it.';
    expect(ruleOutcome(prepareMessage(warning, undefined, 'text')).applied).not.toContain(
      'filing_solicitation_payment',
    );
  });
});

describe('the eighth fresh round (357-372, decision 0075)', () => {
  it.each([
    [
      'U.S. District Court: a subpoena has been issued in your name.',
      'impersonates_law_enforcement',
    ],
    [
      'You must contact Special Agent Miller at 202-555-0188 today.',
      'impersonates_law_enforcement',
    ],
    ['Do not discuss this case with family members or bank employees.', 'secrecy_demand'],
    [
      "Please don't call the old office line, we're moving phones this week – reply here.",
      'cannot_talk_excuse',
    ],
    [
      'If we don’t get it updated by Friday your benefits could be interrupted.',
      'account_suspension_threat',
    ],
    ['I’ll also need your FSA ID and password to update the account.', 'asks_credentials'],
    ['You’re owed a refund of six hundred and twelve dollars.', 'refund_or_grant_offer'],
    ['A one-time activation and network setup fee of $99.99 is required.', 'upfront_fee'],
    ['They told me to stop paying my servicer and to send the payments to them.', 'upfront_fee'],
    ['Zelle or PayPal friends & family only please, message me!', 'payment_app_request'],
    [
      'A refundable fee of $980 must be paid. Reply for Zelle payment details.',
      'payment_app_request',
    ],
    [
      'SafePaws Pet Delivery – Shipment Update: your puppy is at our Memphis hub.',
      'marketplace_context',
    ],
    ['The seller has initiated the transfer of 2 tickets.', 'marketplace_context'],
    ['Selling for face value $150 each.', 'marketplace_context'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Service may be interrupted tonight from 12am to 6am. No action needed.',
      'account_suspension_threat',
    ],
    ['Did you already give them your card number? Call me after work.', 'asks_credentials'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a lottery prize the person collected as told afterwards', () => {
    const told =
      'I scanned my Powerball ticket with the lottery app and it said I won $150. I took it back to the counter and they paid me in cash.';
    expect(ids(told)).toContain('legit_informational_only');
  });

  it.each([
    ['Ticketmaster: accept your 2 tickets at ticketmaster-transfers.com/accept', 'ticketmaster'],
    ["Kohl's Cash expires today: kohls-cash-activate.co/r/88x1", 'kohls'],
    ['Activate your device: roku-activation-link.com', 'roku'],
  ])('reads a look-alike of a newly listed brand: %s', (text, brand) => {
    const prepared = prepareMessage(text, 'sms', 'text');
    expect(prepared.hitIds).toContain('link_lookalike_domain');
    expect(prepared.entities.urls[0]?.imitates).toBe(brand);
  });
});

describe('the ninth fresh round (373-388, decision 0076)', () => {
  it.each([
    [
      'He says he needs that code to prove I’m not a scammer and he’s getting pushy.',
      'asks_one_time_code',
    ],
    ['He read the code to them and an hour later his phone said SOS only.', 'asks_one_time_code'],
    [
      'My husband got a call Tuesday from someone who said he was with T-Mobile.',
      'unsolicited_call',
    ],
    ['There is a warrant, with a link to post bond online for $495 today.', 'payment_demand'],
    [
      'Can you make the wire transfer of $48,500 this morning? I’m in meetings.',
      'wire_transfer_request',
    ],
    [
      'Hello sir, I saw your rocking chair listed and I’m interested to buy it.',
      'marketplace_context',
    ],
    [
      'Seniors are getting a FREE “Flex Card” loaded with up to $2,900/yr for groceries.',
      'refund_or_grant_offer',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'It says “Emma sent you an Amazon Gift Card!” with a note. Nobody asked me to pay.',
      'gift_card_payment',
    ],
    [
      'We noticed a sign-in to your Navy Federal account from a new device.',
      'move_money_safe_account',
    ],
    [
      'Your outgoing domestic wire transfer has been sent. Amount: $12,500.00',
      'wire_transfer_request',
    ],
    [
      'If you did not request this wire transfer, call us at 1-800-869-3557.',
      'wire_transfer_request',
    ],
    ['Designation: Disaster Relief\nPayment method: Visa ending in 4417', 'refund_or_grant_offer'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'If you didn’t authorize this wire, call us right away using the number on the back of your card.',
    'Sign in at express-scripts.com or call the number on your member ID card.',
  ])('reads sending the person to their own card as verifying directly: %s', (text) => {
    expect(ids(text)).toContain('legit_verify_directly');
  });

  it('asks a code with a reward as a pretext (a carrier’s “loyalty discount” call)', () => {
    const call =
      'This is Jason from the loyalty department. You’ve been selected for our customer appreciation discount. I’m sending a 6-digit code to your phone, can you read that back to me?';
    expect(ruleOutcome(prepareMessage(call, 'phone', 'text')).applied).toContain(
      'code_request_pretext',
    );
  });

  it('reads a buyer who moves the chat to WhatsApp as leaving the marketplace', () => {
    const buyer =
      'Hello sir, I saw your rocking chair listed and I’m interested to buy it. I don’t check Facebook often, please text me on WhatsApp at +1 (555) 013-8842.';
    expect(ruleOutcome(prepareMessage(buyer, 'social', 'text')).applied).toContain(
      'offer_moved_to_chat_app',
    );
  });

  it('reads the plan’s own member site as UnitedHealthcare’s', () => {
    const notice =
      'UnitedHealthcare: Your 2026 plan documents are on the way. View them anytime at myUHCMedicare.com. Reply STOP to opt out.';
    expect(ids(notice)).not.toContain('link_lookalike_domain');
  });
});

describe('the tenth fresh round (389-404, decision 0076)', () => {
  it.each([
    ['Aunt Carol it’s Kevin!! I’m in London for a conference.', 'claims_family_member'],
    ['My bag got stolen with my wallet and passport.', 'emotional_emergency'],
    ['Hey Dad it’s Jess, texting from my friend’s phone. Mine died.', 'new_number_claim'],
    [
      'Please have the sealed envelope ready. Do not discuss what is inside with the driver.',
      'secrecy_demand',
    ],
    ['I have screenshot of our video call and your full follower list.', 'sextortion_claim'],
    ['Hi this is Marcus w/ Social Security Admin.', 'impersonates_ssa'],
    ['Just text a pic of your ID, SS card & last paystub to this number.', 'asks_ssn'],
    ['The $29.99 is only for the background check, it gets refunded after.', 'upfront_fee'],
    [
      'I have 4 other families interested so send the deposit by Zelle today.',
      'marketplace_context',
    ],
    [
      'I saw your post in the “Destin & 30A Vacation Rentals” group asking about March.',
      'marketplace_context',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Hi Grandma, it’s Rachel calling from my roommate’s phone because mine’s charging.',
      'new_number_claim',
    ],
    [
      'The card may be expired or the charge may have been declined by your bank.',
      'impersonates_bank',
    ],
    ['I noticed a $99.99 charge from Microsoft on my credit card statement.', 'payment_demand'],
    [
      'Hi Carol! I saw your comment in the Quilting Over 60 group and had to say hello.',
      'marketplace_context',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a state agency’s consumer alert about fake texts as a bulletin', () => {
    const alert =
      'The Ohio BMV is aware of text messages being sent to Ohioans claiming to be from the BMV regarding unpaid tolls. Do not click the link. Report the message at ic3.gov.';
    expect(ids(alert)).toContain('legit_fraud_bulletin');
  });

  it('reads a bank’s own press-1 fraud check as the bank’s', () => {
    const call =
      'This is the Bank of America Fraud Prevention Department. On January 14th, a purchase of $412.19 at BEST BUY. If you made this purchase, press 1. If you did not make this purchase, press 2.';
    const prepared = prepareMessage(call, 'phone', 'text');
    expect(prepared.hitIds).toContain('legit_fraud_check_reply');
    expect(ruleOutcome(prepared).applied).not.toContain('press_one_offer');
  });

  it('reads an agency’s call for an interview the person booked as a call they arranged', () => {
    const call =
      'SSA: Hello, this is Teresa Molina with the Social Security Administration. I’m calling for your scheduled telephone appointment at 10 a.m. about your retirement application. Can you give me your Social Security number and date of birth?';
    expect(prepareMessage(call, 'phone', 'text').hitIds).toContain('legit_customer_called');
  });
});

describe('the eleventh fresh round (405-420, decision 0077)', () => {
  it.each([
    [
      'I’m so sorry, I accidentally had a 6-digit code sent to your number instead of mine.',
      'asks_one_time_code',
    ],
    [
      'I’m so sorry, I accidentally had a 6-digit code sent to your number instead of mine.',
      'wrong_number_opener',
    ],
    [
      'I’m going to send a code to your phone number, can you tell me what it says?',
      'asks_one_time_code',
    ],
    [
      'You will receive a Google verification code by text — it starts with G. Please read it to me so I can confirm.',
      'asks_one_time_code',
    ],
    [
      'You’ll get a six-digit text from AT&T in a second, just read it back to me.',
      'asks_one_time_code',
    ],
    [
      'Before I send pics I need to make sure you’re the real owner, there’s been a lot of scams.',
      'marketplace_context',
    ],
    [
      'I invested with Mrs. Jennifer Collins just $1,000 and received $12,500 in 5 days.',
      'guaranteed_returns',
    ],
    ['“I invested $250 and in 3 weeks I had $41,000.”', 'guaranteed_returns'],
    ['I got back $8,400 on a $500 investment in one week.', 'guaranteed_returns'],
    [
      'We deposited $1,840 instead of $940 into your account. Send back the $900 difference through Zelle.',
      'overpayment_refund',
    ],
    [
      'I just need your bank’s routing number and your account number, and you’ll see it in 3 to 5 days.',
      'asks_credentials',
    ],
    ['I just need the 16-digit card number and your PIN to add it.', 'asks_credentials'],
    [
      'I just need the number on your red, white and blue card to process the order.',
      'asks_medicare_number',
    ],
    [
      'You qualify for a back brace and a knee brace at no cost through Medicare.',
      'asks_medicare_number',
    ],
    [
      '🔥 LIHEAP 2026 WINTER HEATING GRANT 🔥 up to $1,200 toward heating bills, NO repayment!',
      'refund_or_grant_offer',
    ],
    ['‼️ $2,000 TARIFF DIVIDEND CHECKS ARE HERE ‼️ Register today.', 'refund_or_grant_offer'],
    [
      'Seniors can now claim a $6,400 Health Subsidy Card to use on groceries and rent.',
      'refund_or_grant_offer',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Chase: You sent $45.00 to MARIA LOPEZ with Zelle(R). If you didn’t make this payment, call us right away at the number on the back of your card.',
      'payment_app_request',
    ],
    [
      'Chase: You sent $45.00 to MARIA LOPEZ with Zelle(R). If you didn’t make this payment, call us right away at the number on the back of your card.',
      'fake_invoice',
    ],
    [
      'Discover: A card-not-present transaction of $250.00 was made on card ending 1190. Not you? Call the number on the back of your card.',
      'fake_invoice',
    ],
    ['Grace Community Church\nDate: 10/12/2025\nPayment: Visa ending in 4417', 'payment_demand'],
    [
      'Me: Oh good, thank you. Do you need my Medicare number? Caller: No, not for a comparison.',
      'asks_medicare_number',
    ],
    [
      'Verify that you are the real owner of this account before we reset the password.',
      'marketplace_context',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    [
      'She got an email she thought was from her priest asking her to buy Target gift cards.',
      'favor_request',
    ],
    [
      'He asked for $250 in Apple gift cards for the ‘unlock fee’. Then a second charge.',
      'upfront_fee',
    ],
    [
      'Verizon is paying $100 to EVERY customer who lost service during this week’s outage!!',
      'refund_or_grant_offer',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('keeps a genuine “we couldn’t process your payment” notice off the warning list', () => {
    const notice =
      'Hulu: We couldn’t process your payment. Please update your billing information at hulu.com/account to keep watching.';
    expect(ruleOutcome(prepareMessage(notice, 'sms', 'text')).applied).toEqual([]);
  });

  it('reads a credit union’s and a utility’s scam warnings as warnings (decision 0077)', () => {
    const creditUnion =
      'Members have reported calls that show “Members 1st FCU” on caller ID asking them to verify card numbers or read back a code. This is NOT us.';
    expect(ids(creditUnion)).not.toContain('asks_one_time_code');
    const utility =
      'They may call, text, email or show up at your door claiming your service will be shut off within the hour unless you pay right away.';
    expect(ids(utility)).not.toContain('payment_demand');
    expect(ids(utility)).not.toContain('shutoff_threat');
  });

  it('still reads a request to pay by Zelle as one', () => {
    expect(ids('Can you send the $300 deposit with Zelle today?')).toContain('payment_app_request');
  });

  it('reads a card company’s own address, Mint Mobile’s site and Consumers Energy’s as official', () => {
    for (const text of [
      'From: Cash App <cash@square.com>\nSubject: Your Cash Card is on its way\n\nHelp: cash.app/help',
      'Mint Mobile: Your plan renews in 7 days. To review or change your plan, visit mintmobile.com/account.',
      'Consumers Energy: crews are working in your area. For the latest, visit ConsumersEnergy.com/outagemap.',
    ]) {
      const hits = ids(text);
      expect(hits, text).not.toContain('sender_name_not_brand_domain');
      expect(hits, text).not.toContain('link_lookalike_domain');
    }
  });
});

describe('the twelfth fresh round (421-436, decision 0078)', () => {
  it.each([
    [
      'Our system just sent a six-digit code to your phone. Please read it back to me so I can reverse the payment.',
      'asks_one_time_code',
    ],
    [
      'Seniors on Medicare can now claim a $3,600/yr Grocery & Utility Allowance card under the new rules!',
      'refund_or_grant_offer',
    ],
    [
      'To make it right, every Xfinity customer can claim a $150 bill credit. Fill out the short form.',
      'refund_or_grant_offer',
    ],
    [
      'A field technician is scheduled to disconnect service at your address today between 1:00 and 3:00 PM.',
      'shutoff_threat',
    ],
    [
      'To avoid disconnection call our Payment Resolution Dept at 1-888-555-0167 immediately.',
      'asks_call_number',
    ],
    ['Call a licensed enrollment specialist at 1-888-555-0162 today.', 'asks_call_number'],
    ['Your printer driver is corrupted or out of date.', 'tech_problem_claim'],
    [
      'Our Homeowner Protection team can stop the sale. Initial fee $1,495. Call today.',
      'upfront_fee',
    ],
    [
      'Before I can submit you, the client requires a background check. It’s $399, refunded later.',
      'upfront_fee',
    ],
    [
      'I got a text saying USPS couldn’t deliver the package and I owed a $0.30 “redelivery fee.”',
      'upfront_fee',
    ],
    [
      'Our crew is doing hail damage roof inspections in your neighborhood today, we are FEMA approved.',
      'door_to_door_repair',
    ],
    ['This Veterans Day, help a homeless vet with a $50 gift.', 'charity_appeal'],
    [
      'Fastest way is Zelle to donations@vetsheroesrelief.org - 100% goes to vets.',
      'payment_app_request',
    ],
    ['Even $20 helps!! Zelle 310-555-0184. God bless you all', 'payment_app_request'],
    [
      'Please send all December tuition payments via Zelle to our new billing account.',
      'changed_payment_details',
    ],
    [
      'Please do not contact the front desk about this change as they are not handling billing.',
      'secrecy_demand',
    ],
    ['Please don’t call the office about this, we are extremely busy.', 'secrecy_demand'],
    ['Please upload the front and back of your driver’s license.', 'asks_personal_details'],
    [
      'He took my confirmation number and said the change fee was $300 but their system was down.',
      'payment_demand',
    ],
    ['I’ll also need your bank routing and account number for the deposit.', 'asks_credentials'],
    [
      'One of the team members had been detained at the airport and needed $1,800 for a customs bond.',
      'emotional_emergency',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Once it arrives, activate it in the Mobile Banking app or at a BofA ATM with your PIN.',
      'asks_credentials',
    ],
    ['You sent $45.00 with Zelle to MARIA LOPEZ (555-0142).', 'payment_app_request'],
    ['Please call the office about this change if you have any questions.', 'secrecy_demand'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads an agency notice whose only haste is to call its own number as no demand (SSA, TTY)', () => {
    const notice =
      'From: Social Security Administration <no-reply@ssa.gov>\nSubject: Your my Social Security direct deposit information was changed\n\nWe processed a change to your direct deposit information. Your benefits will be deposited to the new account starting with your next payment.\n\nIf you made this change, you do not need to do anything. If you did NOT make this change, call us right away at 1-800-772-1213 (TTY 1-800-325-0778).';
    const prepared = prepareMessage(notice, 'email', 'text');
    expect(prepared.hitIds).toContain('legit_official_number');
    expect(ruleOutcome(prepared).applied).not.toContain('payment_to_new_account');
  });

  it.each([
    [
      'She said Google would text me a code and I should send it to her. I got a text with a code and sent it.',
      'asks_one_time_code',
    ],
    [
      'He said he needed to send a code to my phone to “verify” me. I read it to him.',
      'asks_one_time_code',
    ],
    [
      'Sorry to bother you, I accidentally gave out your number when I signed up for Google Voice.',
      'wrong_number_opener',
    ],
    ['I’m in a closing meeting with the attorneys and can’t take calls.', 'cannot_talk_excuse'],
    ['Please keep this between us until I announce it to the team Monday.', 'secrecy_demand'],
    ['A $15 delivery & activation fee is required (Cash App or Venmo only).', 'upfront_fee'],
    ['First I had to pay a $49.99 shipping and handling fee with my debit card.', 'upfront_fee'],
    [
      'You have received $750.00 from the Settlement Fund. Claim your payment before 01/31: https://cashapp-settlement-claims.com/payout',
      'refund_or_grant_offer',
    ],
    [
      'Your voicemail box is full. 3 new messages could not be delivered. Listen now: vm-inbox-play.net/msg/88213',
      'mailbox_full_lure',
    ],
    [
      'Olivia Grant shared a file with you.\n[Open] https://olivia-grant-my.sharepoint-docview.net/remit',
      'asks_click_link',
    ],
    [
      'Did you attempt a Zelle payment of $2,850.00? Reply YES or NO. If NO, our fraud team will call you at once.',
      'agent_will_call',
    ],
    [
      'I’ll also need the routing and account number where you want the $250 deposited.',
      'asks_credentials',
    ],
    [
      'She sent it to the wrong person by mistake, it was her rent money, could I please send it back to her.',
      'overpayment_refund',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Thanks again for the Target gift card, Emma already spent it on art supplies lol.',
      'gift_card_payment',
    ],
    [
      'Chase Fraud Alert: Did you attempt a wire transfer of $8,400.00 from checking ending in 3391? Reply YES or NO.',
      'wire_transfer_request',
    ],
    ['Interment: Calvary Cemetery immediately following.', 'urgency'],
    [
      'I sent money to the wrong person by mistake and the bank will not send it back.',
      'overpayment_refund',
    ],
    ['Please keep it quiet until the party on Saturday!', 'secrecy_demand'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('applies the rules this round widened, and not where the person reached Medicare', () => {
    const rules = (text: string): string[] =>
      ruleOutcome(prepareMessage(text, undefined, 'text')).applied;
    expect(
      rules(
        'Renting out my late mother’s 2BR house, $950/mo all utilities included! I’m deployed overseas with the military so I can’t show it in person, but I’ll mail the keys.',
      ),
    ).toContain('rental_deposit');
    expect(
      rules(
        'Your voicemail box is full. 3 new messages could not be delivered. Listen now before they are deleted: vm-inbox-play.net/msg/88213',
      ),
    ).toContain('mailbox_lure_sign_in');
    expect(
      rules(
        'I called 1-800-MEDICARE to ask if my new drug plan covers my inhaler. She asked for my Medicare number to look it up.',
      ),
    ).not.toContain('medicare_number_pretext');
    expect(
      rules(
        'A man called saying he was from Medicare and needed my Medicare number to send a new card today.',
      ),
    ).toContain('medicare_number_pretext');
  });

  it('reads a police department’s and an office’s scam warnings as bulletins', () => {
    const police =
      'We have received several reports of residents being scammed. Scammers ask you to read back a verification code. Never share codes sent to your phone. If you believe you were targeted, file a report at ic3.gov.';
    expect(ids(police)).toContain('legit_fraud_bulletin');
    const office =
      'Heads up – fake “Dr. Patel” emails going around. Dr. Patel will NEVER ask you to buy gift cards. If you get something odd, don’t reply – just forward it to me or IT and delete it.';
    expect(ids(office)).toContain('legit_fraud_bulletin');
  });

  it('reads an FTC alert that says “it’s not a real job” as a bulletin', () => {
    const alert =
      'Some job ads promise easy money to work from home receiving packages and reshipping them. It’s not a real job. If you’ve been asked to reship packages, stop. Report it at ReportFraud.ftc.gov.';
    expect(ids(alert)).toContain('legit_fraud_bulletin');
  });
});

describe('the fourteenth fresh round (453-468, decision 0078)', () => {
  it.each([
    [
      'We’re texting you a six-digit code right now. Please read it back to me.',
      'asks_one_time_code',
    ],
    [
      'To say thank you, we’re giving every household a $100 Publix gift card.',
      'refund_or_grant_offer',
    ],
    ['Citation #PC83392017 remains unpaid. A $120 penalty will be issued.', 'unpaid_toll'],
    [
      'Our privacy team can remove all listings for a one-time fee of $89 (Apple or Target gift cards accepted).',
      'gift_card_payment',
    ],
    [
      'Now the breeder says the shipping company needs $950 more for a climate-controlled crate.',
      'upfront_fee',
    ],
    [
      'The box I shipped her is being held at customs and she has to pay 38,000 pesos.',
      'upfront_fee',
    ],
    [
      'Your transfer is ON HOLD. Complete verification within 12 hrs: https://wu-transfer-release.com/verify',
      'link_lookalike_domain',
    ],
    [
      'He hung up and called me. Someone claiming to be a deputy asked for gift cards. Please pass this on to your parents.',
      'legit_fraud_bulletin',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Fidelity will never ask you to provide your password or security code by email or phone.',
      'asks_credentials',
    ],
    [
      'We’re confirming that the password for your Walgreens.com account was changed on Nov 14.',
      'asks_credentials',
    ],
    [
      'If someone sent you a check for more than you expected and asked you to send the difference back, don’t send any money.',
      'overpayment_refund',
    ],
    [
      '[Called Xfinity at the number on my bill] AGENT: Thanks for calling Xfinity. I’ve just sent a one-time code by text to that number. Can you read it to me?',
      'asks_one_time_code',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a ride’s charge with a number to call for a refund as a callback, not an account alert', () => {
    const lyft =
      'Lyft: A cancellation fee of $87.40 was charged to your card for ride #L39-2218. If you did not request this ride, call Lyft Support at 1-844-555-0187 for an immediate refund.';
    expect(ids(lyft)).not.toContain('legit_account_alert');
  });
});

/** Round 469–484 of the probes (decision 0079): its misses and false alarms, paraphrased. */
describe('wordings of probe round 469–484', () => {
  it.each([
    [
      'He said the payment system only takes Target gift cards for this promotion.',
      'gift_card_payment',
    ],
    [
      'Please send the wire by Thursday noon so we can keep the closing on schedule.',
      'wire_transfer_request',
    ],
    [
      'Letting them go for $650. Cash App or Zelle only since PayPal holds the money.',
      'payment_app_request',
    ],
    [
      'Please send anything you can to her mom on Zelle kaylee2025@gmail.com.',
      'payment_app_request',
    ],
    ['An agent will meet you afterward to collect the bills as evidence.', 'cash_courier'],
    ['Don’t tell her or anyone at the bank why.', 'secrecy_demand'],
    ['You MUST register your SSN and bank info at tariffrebate-usa.com.', 'asks_ssn'],
    [
      'You will need your member number, online banking username and password, and your debit card number and PIN.',
      'asks_credentials',
    ],
    [
      'Please sign in with your email address and email password to view this invitation.',
      'asks_credentials',
    ],
    ['Please have your login details ready for verification.', 'asks_credentials'],
    [
      'Google sent a 6 digit code to you instead of me. Can you text it back to me real quick?',
      'asks_one_time_code',
    ],
    [
      'They’ll text a code to your phone, just send me a screenshot of it so I can enter your vote.',
      'asks_one_time_code',
    ],
    ['Your account will be permanently disabled in 24 hours.', 'account_suspension_threat'],
    [
      'Your router (IP 73.162.x.x) has been compromised by malicious activity.',
      'tech_problem_claim',
    ],
    [
      'Apple Pay: Your card was used for $749.99 at Apple Store Online. If this was not you, call Apple Support at 1-855-555-0182.',
      'fake_invoice',
    ],
    [
      'My uncle has been sharing his crypto signals with me, I made 31% last month.',
      'guaranteed_returns',
    ],
    ['I’m taking only 20 new members this week for my free WhatsApp class.', 'moves_to_chat_app'],
    [
      'Springfield PD: Your license plate was recorded by a traffic camera.',
      'impersonates_law_enforcement',
    ],
    ['Submit your statement within 48 hrs to avoid a summons.', 'arrest_threat'],
    [
      'Your Zelle needs to be upgraded to a business account. You just have to send $300 to upgrade.',
      'marketplace_context',
    ],
    [
      'We need you to cover the transfer tax and closing fee, $1,840, by wire so we can release the money to you.',
      'upfront_fee',
    ],
    ['Caller: Hi, this is Mark with Google Account Security.', 'unsolicited_call'],
    ['Book it at airbnb-reservations-secure.com.', 'link_lookalike_domain'],
    ['Complete verification by 11/30: vanguard-rmdcenter.com/verify', 'link_lookalike_domain'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Bank of America: Rachel Owens sent you $400.00 with Zelle®. Funds will be in your account shortly.',
      'payment_app_request',
    ],
    ['They mailed me a laptop by FedEx. I didn’t have to pay anything.', 'payment_demand'],
    [
      'You do not need to pay anything or give us your bank account or Social Security number to get this refund.',
      'asks_ssn',
    ],
    [
      'No law enforcement agency will ask you to pay a fine over the phone to avoid arrest.',
      'arrest_threat',
    ],
    [
      'Anyone asking you to register, pay a fee or share your Social Security number to get in line is running a scam.',
      'asks_ssn',
    ],
    [
      'To see matured bonds registered to your Social Security number, use Treasury Hunt at TreasuryDirect.gov.',
      'asks_ssn',
    ],
    ['Our annual report is at ttivanguard.com/news.', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('lets the agent check a caller who dialled the number on the card with a code', () => {
    const call =
      'I called the number on the back of my Capital One card. / Agent: Thanks for calling Capital One. To verify you, I’ve sent a one-time code to the phone on your account; can you read it to me?';
    expect(prepareMessage(call, 'phone', 'text').hitIds).not.toContain('asks_one_time_code');
    // A number found by a search is no number of the company's own.
    const searched =
      'I called a number I found on Google for Capital One. / Agent: Thanks for calling Capital One. I’ve sent a one-time code to your phone; can you read it to me?';
    expect(prepareMessage(searched, 'phone', 'text').hitIds).toContain('asks_one_time_code');
  });

  const rules = (text: string, channel?: 'sms' | 'email'): string[] =>
    ruleOutcome(prepareMessage(text, channel, 'text')).applied;

  it('reads a text message whose only link is the company’s own as no account threat', () => {
    const netflix =
      'Netflix: Your payment was declined. Please update your payment info at netflix.com/youraccount to keep watching.';
    expect(rules(netflix, 'sms')).not.toContain('account_threat_credentials');
    // An e-mail can hide another address behind the one it shows (decision 0072).
    expect(rules(netflix, 'email')).toContain('account_threat_credentials');
    expect(
      rules(
        'Netflix: Your payment was declined. Update your payment info at netflix-billing-help.com',
        'sms',
      ),
    ).toContain('account_threat_credentials');
  });

  it('catches a police threat with a link of its own making, not one to the agency', () => {
    expect(
      rules(
        'Springfield PD: Submit your statement within 48 hrs to avoid a summons: spd-caseportal.com',
      ),
    ).toContain('agency_threat_link');
    expect(
      rules('Springfield PD: Submit your statement within 48 hrs to avoid a summons: ic3.gov'),
    ).not.toContain('agency_threat_link');
  });

  it('catches a cold caller’s fee by wire before a sale, with no clock', () => {
    expect(
      rules(
        "Caller: I'm calling from Coastal Resort Resale about your timeshare. We just need you to cover the closing fee, $1,840, by wire so we can release the money to you.",
      ),
    ).toContain('cold_call_unusual_payment');
  });
});

/** Round 485–500 of the probes (decision 0079), scored once before these were written. */
describe('wordings of probe round 485–500', () => {
  it.each([
    [
      'He’ll need the account PIN + the code we just texted you so he can activate the new gateway. Can u send both here?',
      'asks_one_time_code',
    ],
    ['The code went to you. Can you send me the 6 numbers you just got?', 'asks_one_time_code'],
    ['I think I typed your number by mistake so the code went to you.', 'wrong_number_opener'],
    [
      'It’s faster with Bitcoin. They had a QR code and said to use the machine at the gas station on Route 9.',
      'crypto_atm',
    ],
    ['Zelle is easiest, just mark it as friends and family.', 'payment_app_request'],
    [
      'To avoid a $29 overdraft fee, confirm a transfer from savings at navyfed-member-services.com/od',
      'asks_click_link',
    ],
    [
      'We run a year-end program where members can flip their money before Dec 31.',
      'crypto_payment',
    ],
    ['Every dollar buys toys and coats for local kids.', 'charity_appeal'],
    ['Marketplace message: Hi! Yes the wood pellets are still available.', 'marketplace_context'],
    ['Caller: Hi ma’am, I’m with Firefighters United Burn Children’s Fund.', 'unsolicited_call'],
    [
      'The hiring manager will conduct your interview by text on Telegram today.',
      'moves_to_chat_app',
    ],
    ['A complaint is being filed against your name and Social Security number.', 'arrest_threat'],
    [
      'A state tax lien may be filed against your property and your wages garnished.',
      'arrest_threat',
    ],
    ['Ethan was brought in after a skateboarding accident.', 'emotional_emergency'],
    [
      'Tyler was booked this morning and listed you as his emergency contact.',
      'emotional_emergency',
    ],
    ['I can take a Visa or Mastercard right now, what’s the card number?', 'asks_credentials'],
    [
      'Please call us back and have your checking account and routing number ready.',
      'asks_credentials',
    ],
    ['All that’s owed is the port and harbor fee of $59 per person.', 'upfront_fee'],
    ['Claim your $900 Medicare GIVEBACK before December 7th!', 'refund_or_grant_offer'],
    ['Hi this is Mike w/ the Xcel Energy field crew.', 'impersonates_utility'],
    ['A letter from the Bureau of Tax Enforcement, Collections Unit.', 'impersonates_irs'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Your code is 482913. We just texted you this code; never share it, not even with us.',
      'asks_one_time_code',
    ],
    [
      'Because it’s a refrigerated medication, it will ship overnight by UPS. No payment is needed today.',
      'payment_demand',
    ],
    ['Ethan got taken in by a fake store last week.', 'emotional_emergency'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Passing this on as a warning. A man called saying he was from Coinbase and wanted me to read him the code that was texted to me. I hung up and opened the app myself.',
    'Heads up to my neighbors: I got a text saying I owed $4.15 in unpaid tolls. I didn’t click the link and it showed $0 owed.',
    'Last week I got a call from someone claiming to be my grandson saying he needed bail money. Something felt off so I said I’d call him back and hung up. Please tell your grandparents.',
  ])('reads a neighbour’s warning of a scam avoided as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read a warning post that tells of money lost as a warning', () => {
    const lost =
      'Heads up to my neighbors: a man called saying my power would be cut off. I hung up, but he called back and I paid $500 in gift cards.';
    expect(ids(lost)).not.toContain('legit_fraud_bulletin');
  });
});

/** Round 501–516 of the probes (decision 0079), scored once before these were written. */
describe('wordings of probe round 501–516', () => {
  it.each([
    [
      'Facebook is going to text you a 6-digit code. Can you send it to me here as soon as you get it?',
      'asks_one_time_code',
    ],
    [
      'I’m stuck in back to back meetings and need a quick favor handled discreetly.',
      'secrecy_demand',
    ],
    [
      'I accidently sent you $300 on Cash App, it was supposed to go to my landlord. Can you please send it back?',
      'overpayment_refund',
    ],
    ['Dr. Lockwood’s AI system picked 3 stocks that rose 180% last quarter.', 'guaranteed_returns'],
    ['Send $50 and I will flip it to $500 in under an hour.', 'guaranteed_returns'],
    ['He asked me to change his direct deposit to a new account.', 'changed_payment_details'],
    ['Please reconfirm your card here so we can hold the room.', 'asks_personal_details'],
    ['Your card could not be verified for your stay on 4/18.', 'account_problem_alert'],
    ['Apple ID: A sign-in was detected on a Windows PC near Lagos.', 'account_problem_alert'],
    ['Your security freeze was temporarily lifted today at 9:42 AM.', 'account_problem_alert'],
    [
      'Thank you for renewing your Total Tech Support plan. $399.99 will be debited from your account within 24 hrs.',
      'fake_invoice',
    ],
    ['Citation PK-448120 for your vehicle remains unpaid ($35.00).', 'unpaid_toll'],
    [
      'He said if I paid him by Zelle instead of through the site, he’d knock $400 off.',
      'marketplace_context',
    ],
    ['All you need to cover is the $2,495 closing and transfer tax fee.', 'upfront_fee'],
    ['To hold your spot send $75 for uniform and badge by Zelle to our HR.', 'upfront_fee'],
    [
      'Please re-enter your autopay info at willowcreek-hoapayments.net by 3/31.',
      'asks_personal_details',
    ],
    ['We moved to a new dues system.', 'changed_payment_details'],
    ['I have a repossession order on your 2019 Nissan Rogue for tonight.', 'arrest_threat'],
    ['Treasury Dept: your next payment will be held.', 'account_suspension_threat'],
    ['Please call Apple Security at 1-888-555-0137 immediately.', 'asks_call_number'],
    [
      'Convert them before they’re gone: delta-skymiles-rewardsonline.com/redeem',
      'link_lookalike_domain',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Pay online in MySchoolBucks or send cash/check (payable to Lincoln PTA) in the envelope.',
      'cash_courier',
    ],
    [
      'My granddaughter gave me an Amazon gift card for my birthday. I typed in the claim code and it shows a $50 balance.',
      'gift_card_payment',
    ],
    [
      'You may submit a renewal application up to one year before your expiration date.',
      'asks_credentials',
    ],
    ['The City of San Diego does not use QR codes on parking meters.', 'qr_code_lure'],
    ['Hi Carmen, thanks for sending with Western Union.', 'wire_transfer_request'],
    ['From: Delta Dental <noreply@deltadentalins.com>', 'sender_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a call the person made, answered as "X customer service, this is Karen", as theirs', () => {
    const call =
      'Caller: Ohio Lottery customer service, this is Karen.\nMe: Hi, I won $1,200 on a scratch-off and the store said they can’t pay it.';
    expect(prepareMessage(call, 'phone', 'text').hitIds).toContain('legit_customer_called');
  });
});

/**
 * Rounds 517–532 and 533–548 of the probes (decision 0080), each scored once before these were
 * written: the wordings they showed missing, and the ordinary messages nearest to them.
 */
describe('wordings of probe rounds 517–548', () => {
  const rules = (text: string, channel?: 'sms' | 'email' | 'phone' | 'social' | 'web') =>
    ruleOutcome(prepareMessage(text, channel, 'text')).applied;
  const harm = (text: string): string[] => prepareMessage(text, undefined, 'text').harm;

  it.each([
    [
      'State Farm Alert: Your auto policy #SF-44-7291 will be CANCELLED tonight at 11:59pm.',
      'account_suspension_threat',
    ],
    [
      'New emails to your Gmail are being returned to sender and photos will be removed on 6/14.',
      'account_suspension_threat',
    ],
    [
      'Items & Robux will be removed in 48 hrs unless the parent reviews the case.',
      'account_suspension_threat',
    ],
    [
      'Our branch is closing and accounts that aren’t transferred will be frozen.',
      'account_suspension_threat',
    ],
    ['A disconnection crew is scheduled for your address today between 1-4pm.', 'shutoff_threat'],
    ['Otherwise your water gets shut off until it’s paid.', 'shutoff_threat'],
    [
      'I got a text that said my Netflix was on hold because the payment didn’t go through, with a link.',
      'asks_click_link',
    ],
    [
      'I saw an AMBER Alert post on Facebook about a little girl, with a link to watch the video.',
      'asks_click_link',
    ],
    ['It has a link, and the page wants my card number and expiration.', 'asks_personal_details'],
    ['I just need a pic of ur drivers license front and back.', 'asks_personal_details'],
    ['Step 3: enter card for $0.00 age check.', 'asks_personal_details'],
    ['I need the routing + acct number for direct deposit.', 'asks_credentials'],
    ['Please call me directly. Have your debit card and PIN handy.', 'asks_credentials'],
    ['We accept Zelle or an Apple gift card.', 'gift_card_payment'],
    ['We take Apple gift cards or Zelle to our manager.', 'gift_card_payment'],
    ['The fastest way is Zelle to our settlement processor.', 'payment_app_request'],
    ['Send the reward first on Cash App so I know you’re serious.', 'upfront_fee'],
    ['Before we can release it, the $500 deductible has to be paid up front.', 'upfront_fee'],
    [
      'Funds can be deposited today after a one-time refundable processing fee is confirmed.',
      'upfront_fee',
    ],
    [
      'Before the Department of the Navy can release your funds, a one-time court filing and disbursement fee of $425 must be paid.',
      'upfront_fee',
    ],
    ['Your personal loan of $4,500 has been APPROVED.', 'loan_or_credit_offer'],
    ['Your claim has been approved for a settlement of $26,750.00.', 'refund_or_grant_offer'],
    ['Recovered funds of $12,860.00 are ready for release.', 'refund_or_grant_offer'],
    ['We’re giving every household that completes it a $100 gift card.', 'free_offer'],
    [
      'We’re giving 2 round trip first class tickets to 250 lucky families! Share this post.',
      'prize_claim',
    ],
    [
      'He had her open the Zelle app and send $980 to herself so the refund could match.',
      'move_money_safe_account',
    ],
    [
      'Saw an Instagram account selling Disney World tickets for half price.',
      'marketplace_context',
    ],
    [
      'Only 40 grandstand passes remain.\n\nPayment is accepted only by Zelle or Venmo.',
      'marketplace_context',
    ],
    ['I’ll mail you a cashier’s check; the rest is for my shipping agent.', 'overpayment_refund'],
    [
      'Two men came by saying they were doing free water testing for the neighborhood.',
      'door_to_door_repair',
    ],
    [
      'Title needs the earnest money TODAY. Pls send before 3 and don’t call their office, they’re slammed today.',
      'secrecy_demand',
    ],
    ['Hi it’s Jenna texting from my personal cell, work phone is acting up.', 'new_number_claim'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Progressive: Your auto policy will be canceled on 12/09 for nonpayment. Make a payment at progressive.com.',
      'account_suspension_threat',
    ],
    [
      'Your service with your previous carrier has been canceled automatically.',
      'account_suspension_threat',
    ],
    ['GolfNow: Your tee time is confirmed. Payment due at course.', 'payment_demand'],
    [
      'Banker: has anyone contacted you and asked you to send money, or told you to keep it a secret?',
      'secrecy_demand',
    ],
    [
      'If someone insists you pay by wire transfer, gift card, payment app, or cryptocurrency, that’s a sign of a scam.',
      'gift_card_payment',
    ],
    ['Your policy number is 0948271553 for travel Jan 15 - Apr 10.', 'premium_rate_text'],
    ['Item: Candy Crush Saga – Gold Bars, $9.99', 'cash_courier'],
    [
      "Alternate Signing Method: Visit docusign.com, click 'Access Documents', and enter the security code.",
      'asks_credentials',
    ],
    [
      'Heads up: I got a text saying I owed a DMV fine with a link. I didn’t click it.',
      'asks_click_link',
    ],
    ['My receipt said to tell them about my visit at krogerfeedback.com.', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Got a text that looked like it was from our pastor asking me to buy gift cards. I knew right away it wasn’t him. I called him on his real number. Posting to warn others.',
    'Just passing this along. My dad got a call saying Medicare would send him a free knee brace if he confirmed his Medicare number. He knew better, hung up.',
    'Heads up VFW folks. Got a text saying my DD-214 request needed a $49.95 processing fee. Deleted it and reported it.',
  ])('reads a neighbour’s warning of a scam avoided as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads a harm the caller set as a condition as no harm', () => {
    expect(harm('He said my plan would be cancelled unless I gave him my SSN. I hung up.')).toEqual(
      [],
    );
    expect(harm('I gave him my SSN and my date of birth.')).toContain('gave_ssn');
  });

  it('reads a login given on a page a post led to, and a Zelle payment a caller walked through, as harm', () => {
    expect(harm('It asked me to log in to Facebook again, so I did.')).toContain('gave_bank_login');
    expect(harm('He had her open the Zelle app and send $980 to a stranger.')).toContain(
      'sent_payment_app',
    );
  });

  it('reads a call the person placed from the number on a statement or the agency’s site as theirs', () => {
    const ownStatement =
      'Me: Hi, I’d like to add money to my grandson’s 529 account. I called the number on the back of my quarterly statement. Rep: For your security I’ve sent a one-time code, can you read it back?';
    expect(prepareMessage(ownStatement, 'phone', 'text').hitIds).toContain('legit_customer_called');
    const agencySite =
      'Me: (called 1-800-318-2596, the number listed on HealthCare.gov)\nRep: Thank you for calling the Health Insurance Marketplace. Can I get your date of birth?';
    expect(prepareMessage(agencySite, 'phone', 'text').hitIds).toContain('legit_customer_called');
  });

  it.each([
    [
      'Caller: Hi, I’m with the U.S. Census Bureau. We’re giving every household that completes it a $100 gift card. Caller: I’ll need your full Social Security number.',
      'phone',
      'ssn_request_pressure',
    ],
    [
      'Caller: This is Officer Jim Taylor with Code Enforcement. The fine is $350. You can send it through Zelle to our enforcement payment account.',
      'phone',
      'government_unusual_payment',
    ],
    [
      'Caller: Hi, this is the VA pharmacy mail-order center. We’re calling because your refills are on hold. There’s an $85 activation charge for the year. If you can send that through Zelle to our vendor account today, your meds go out tomorrow.',
      'phone',
      'cold_call_unusual_payment',
    ],
    [
      'From: Sharon Whitley via OneDrive <no-reply@onedrive-shared-docs.net>\nSubject: Potluck sheet\n\nSign in with your email password to open the sheet.',
      'email',
      'deceptive_link_with_request',
    ],
    [
      'I got a text that said my Netflix was on hold, with a link. It looked just like the Netflix page so I put in my card number.',
      'web',
      'details_given_after_link',
    ],
  ] as const)('%s → rule %s', (text, channel, rule) => {
    expect(rules(text, channel)).toContain(rule);
  });

  it.each([
    [
      '(Voicemail) Hey Mom, it’s Dan. The wire to the title company went through. I called them at the number from their website first to confirm the account number, and it matched.',
      'credentials_and_identity',
    ],
    [
      'Just passing this along. My dad got a call saying Medicare would send him a free knee brace if he just confirmed his Medicare number. He knew better, hung up.',
      'medicare_number_pretext',
    ],
    [
      'Mom, the Medicaid office said you need to send your new Medicare card copy with the renewal form. Don’t give that info to anyone who calls, just me or the county office.',
      'medicare_number_pretext',
    ],
  ])('%s ↛ rule %s', (text, rule) => {
    expect(rules(text)).not.toContain(rule);
  });
});

describe('later wordings of probe round 533–548', () => {
  it.each([
    ['First I needed to prepay the balance with a Target gift card.', 'gift_card_payment'],
    ['A card is only needed to confirm you are not a bot.', 'asks_personal_details'],
    [
      'He had a supplemental life policy through his old employer that was never paid out, $48,200.',
      'refund_or_grant_offer',
    ],
    [
      'Before the state releases it there’s a one-time escheatment processing fee of $675.',
      'upfront_fee',
    ],
    [
      'When it lands in your checking, can you go to the bank and send it on to my supplier?',
      'overpayment_refund',
    ],
    [
      "I googled 'cash app phone number' and called the first one that came up.",
      'number_from_search',
    ],
    ['I found Delta’s number on Google and called it.', 'number_from_search'],
    ['A $25 background check processing fee is still owed.', 'upfront_fee'],
    ['Uber: Your driver application is on hold.', 'job_offer'],
    ['I’m blessing the first 100 people with $750 each!!', 'prize_claim'],
    ['I think I sent you $350 on Cash App by mistake.', 'overpayment_refund'],
    [
      'I need copies of the 2025 W-2s for all church staff, including Social Security numbers and addresses.',
      'asks_ssn',
    ],
    ['You’ll be asked to re-enter the card you used to pay.', 'asks_personal_details'],
    [
      'You’re going to get a text with a six digit code. Just read it back to me and I’ll put the fraud block on.',
      'asks_one_time_code',
    ],
    [
      'Our bank account is being switched over so please send the tuition by Zelle.',
      'changed_payment_details',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Target gift cards make great stocking stuffers.', 'gift_card_payment'],
    ['Comcast charged me a $10 equipment fee again for the box I returned.', 'upfront_fee'],
    [
      'You can pay online by signing in to your member account at aetnamedicare.com.',
      'link_lookalike_domain',
    ],
    ['Never call a number you find on Google; use the one on your card.', 'number_from_search'],
    [
      'I almost called the first phone number that came up on Google, but it was marked Sponsored.',
      'number_from_search',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Heads up to everyone in the group. Got a call asking me to confirm my Medicare number. I said no thank you and hung up, then called 1-800-MEDICARE myself.',
    'PSA for anyone with older parents: my dad got a call from "T-Mobile" asking him to read them the code. He said "I\'ll call you back" and hung up.',
    'Posting this so nobody else falls for it. My dad got a call about a warrant for missed jury duty. Dad said he’d call back and didn’t pay a dime.',
    'Heads up neighbors: a guy came to my door saying he was from the gas company. I called Columbia Gas on the number from my bill and they said they don’t send anyone.',
  ])('reads a warning of a scam avoided as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads an SSN asked on a call that names Medicare as the scam it is', () => {
    const call =
      'Caller: Hi, I’m calling from the pharmacy benefits team for your Medicare Part D plan. We’re doing our annual coverage review. I’ll need your Social Security number to confirm.';
    expect(ruleOutcome(prepareMessage(call, 'phone', 'text')).applied).toContain(
      'ssn_request_pressure',
    );
  });

  it('reads money passed on for a sweetheart as the romance scam’s money mule', () => {
    const call =
      'Caller (Greg, man she met on OurTime): Hi sweetheart. One of my clients is sending you $9,000. When it lands in your checking, can you go to the bank and send it on to my supplier? Don’t mention it to the teller.';
    expect(ruleOutcome(prepareMessage(call, 'phone', 'text')).applied).toContain(
      'overpayment_return',
    );
  });
});

describe('wordings of probe round 581–596', () => {
  it.each([
    ['Renew online at the state site before 11:59 PM tonight.', 'deadline'],
    ['This is the elections office, sir, and the cutoff is today.', 'deadline'],
    ['Sir, this rate is only available on this call.', 'stay_on_line'],
    ["This isn't a callback line, ma'am. The listing locks once we hang up.", 'stay_on_line'],
    [
      'The repair itself is free, but there is a parts fee. What card would you like to use?',
      'asks_credentials',
    ],
    [
      "I'll just need the card number, plus the email and password you use for your Samsung account.",
      'asks_credentials',
    ],
    [
      'Caller: Hi, is this Mrs. Patterson? This is Angela with the 700 Club prayer center.',
      'unsolicited_call',
    ],
    ['A man said he was Brother Thomas from Catholic Relief Services.', 'unsolicited_call'],
    ['The IQD revaluation is CONFIRMED for this quarter!!', 'guaranteed_returns'],
    [
      'Honestly Airbnb takes almost 20% in fees, so if you book directly with us we can do $1,150.',
      'rental_too_good',
    ],
    ["Please don't mention this in the Airbnb chat.", 'rental_too_good'],
    ['Renew at flfwc-vesselrenew.com before tonight.', 'link_service_words'],
    ['Pay here: ancestry-dnaportal.com/r/58231', 'link_lookalike_domain'],
    ['Restore your shop: https://etsy-sellerfees.com/restore/PNC', 'link_lookalike_domain'],
    ['I called the number on westernunion.com myself.', 'legit_verify_directly'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Free shipping on orders $49+ | No code needed', 'free_offer'],
    ['Returns: first return free within 35 days.', 'deadline'],
    [
      'To change your gift amount, sign in at klove.com or call the number on our website.',
      'asks_call_number',
    ],
    [
      'To update your payment method or turn off auto-renew, visit https://account.squarespace.com/domains',
      'asks_personal_details',
    ],
    ["Jess said she'd send this so we can share passwords as a family.", 'asks_credentials'],
    ["Only you will know it. 1Password can't see it or reset it for you.", 'rental_too_good'],
    [
      'Caller: Hi, may I speak with Mr. Patel? This is Jenna from Apple Support returning your call.',
      'unsolicited_call',
    ],
    ['My son called me from his usual number and asked for rent money.', 'unsolicited_call'],
    ["Caller: Dad, it's Ben, calling from my cell.", 'unsolicited_call'],
    ['Shop the sale at https://www.betsyjohnson.com/sale', 'link_lookalike_domain'],
    ['Your results are ready at https://www.ancestry.com/dna', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    "PSA for our genealogy group: a 'DNA match' wanted to move to WhatsApp and bragged about crypto. Blocked and reported.",
    "PSA for my fellow retirees: got the 'Card Member Services' robocall again. I did NOT press 1.",
    'PSA for anyone with older parents: my mom got a "new number" text asking her to pay a bill. She called my regular number first.',
  ])('reads a warning of a scam avoided as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read money sent to a brother and checked at the official number as harm from a scam', () => {
    const account =
      'I sent $300 to my brother in Honduras on Western Union and it said "on hold." I called the number on westernunion.com myself; it was a routine review.';
    expect(ruleOutcome(prepareMessage(account, 'phone', 'text')).applied).not.toContain(
      'harm_reported_with_scam_signal',
    );
  });
});

describe('wordings of probe round 597–612', () => {
  it.each([
    ['Text back the 6-digit code we just sent you.', 'asks_one_time_code'],
    [
      'A representative will call you shortly. Please have the 6-digit code we send you ready.',
      'asks_one_time_code',
    ],
    ['Update now: https://fidelity-taxdocs.info/1099', 'link_lookalike_domain'],
    ['Confirm appt & pay $49 install fee: pseg-meterupgrade.co/confirm', 'link_lookalike_domain'],
    ['Transaction status at ebaymotors-vpp-escrow.com/secure', 'link_lookalike_domain'],
    [
      'The IRS does not initiate contact with taxpayers by email or text. The IRS will never:',
      'legit_never_ask_notice',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Amazon.com Gift Cards have no fees and no expiration date.', 'gift_card_payment'],
    ['Upgrade your phone & get a $100 Best Buy e-gift card.', 'gift_card_payment'],
    ["For Dad's birthday I bought him a $100 Netflix gift card from Target.", 'gift_card_payment'],
    ['Cash or cashier’s check at my bank only, no shipping, no deposits.', 'overpayment_refund'],
    ['From: Fidelity Investments <Fidelity.Investments@fidelity.com>', 'link_lookalike_domain'],
    ['Log in at netbenefits.com to view your full statement.', 'link_lookalike_domain'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a warning told as "told him … and hung up" as a warning', () => {
    expect(
      ids(
        "Warning to the folks in our group: a man said Medicare needed my number. I told him Medicare doesn't call like that and hung up.",
      ),
    ).toContain('legit_fraud_bulletin');
  });
});

describe('later wordings of probe round 597–612', () => {
  it.each([
    [
      'Our licensed Fund Recovery Agents work with the FBI. Small processing fee only.',
      'upfront_fee',
    ],
    [
      'The government has released new Energy Relief Grants of up to $1,200 for seniors.',
      'refund_or_grant_offer',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
});

describe('wordings of probe round 613–628', () => {
  it.each([
    ['Water shutoff scheduled for tomorrow 9AM. Pay $212.40 via Cash App today.', 'shutoff_threat'],
    [
      'To finish your rebate I need the 6 digit code that was just texted to your phone.',
      'asks_one_time_code',
    ],
    [
      'You will get a 6 digit code by text in a min, just reply with it here.',
      'asks_one_time_code',
    ],
    ['For the visit log we need to re-verify her Medicare # and DOB.', 'asks_medicare_number'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Grandma - I got you a Shutterfly gift card for your birthday so you can make that photo book!',
      'gift_card_payment',
    ],
    [
      'A volunteer will explain why nobody legitimate will ever ask you to pay with gift cards, wire or crypto.',
      'gift_card_payment',
    ],
    [
      'Just sign in with your library card number and PIN. No credit card is ever required.',
      'loan_or_credit_offer',
    ],
    [
      'Please remove the equipment fee and confirm the final billing date.',
      'asks_personal_details',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Warning to my fellow members: a text asked us to buy Google Play cards. Do not buy any gift cards. I just deleted mine.',
    "PSA for the neighborhood group: another robocall about a 'free medical alert device'. I just hung up and reported the number.",
  ])('reads a warning of a scam avoided as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });
});

describe('wordings of probe rounds 629–660', () => {
  it.each([
    [
      'She asked could I pay by buying Apple gift cards for the scholarship fund.',
      'gift_card_payment',
    ],
    ['I just need a $400 retainer to hold the date, Zelle is easiest.', 'payment_app_request'],
    ['We require a small deposit, Zelle or Cash App accepted.', 'payment_app_request'],
    [
      'He said I had to pay the balance right then with a Zelle payment to Temple Services LLC.',
      'payment_app_request',
    ],
    [
      'Just a heads up we switched banks so please dont mail checks anymore.',
      'changed_payment_details',
    ],
    [
      'Please note our bank has changed. Payments should now be sent by ACH.',
      'changed_payment_details',
    ],
    [
      'If you DID NOT request this change, reply with the code to cancel it immediately.',
      'asks_one_time_code',
    ],
    [
      'Ok I just need you to send me the code google sent you so I can set up the pickup.',
      'asks_one_time_code',
    ],
    [
      'Just send me your FEMA registration number and your DisasterAssistance.gov username and password.',
      'asks_credentials',
    ],
    [
      "Comment below with the street you grew up on, your first pet's name and your mother's maiden name!",
      'asks_credentials',
    ],
    [
      "I'm at a conference and my phone is acting up so texting from this number.",
      'new_number_claim',
    ],
    ['I need a discreet favor for a family in our community.', 'favor_request'],
    ['Hope you are well. Are you available? Email is best.', 'favor_request'],
    [
      'He said not to tell my financial advisor because advisors get paid to keep you in paper.',
      'secrecy_demand',
    ],
    ["Hey it's Marcus from marketplace about the Bosch dishwasher.", 'marketplace_context'],
    ['Our children have not eaten in 2 days. Even $200 will feed 40 children.', 'charity_appeal'],
    [
      'Our records show your home qualifies for a tax-free equity payment of up to $148,000.',
      'refund_or_grant_offer',
    ],
    [
      'Millions on Medicare can now get up to $2,100 loaded onto a card for groceries.',
      'refund_or_grant_offer',
    ],
    [
      'Your home network is now unprotected from hackers. Call support to renew.',
      'tech_problem_claim',
    ],
    ['Elon is giving away overstock kits to Americans over 60!', 'prize_claim'],
    ["What's the best email for me to send your refund form to?", 'asks_personal_details'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'I wired $5,000 to my granddaughter, to the account she gave me in person at Easter.',
      'move_money_safe_account',
    ],
    [
      "When you log in next, we'll send a security code to the phone number on file.",
      'asks_one_time_code',
    ],
    [
      "When you log in next, we'll send a security code to the phone number on file.",
      'asks_credentials',
    ],
    [
      'The lady found that when we switched banks the form never went through.',
      'changed_payment_details',
    ],
    ['Water will be shut off Thurs 1/22 from 9am-1pm for main valve repair.', 'shutoff_threat'],
    ['Click below to redeem your gift card on Amazon.com.', 'gift_card_payment'],
    ['Points can be used to redeem points for travel, gift cards and more.', 'gift_card_payment'],
    ['Thanks for shopping with GiftCards.com. Your order has been delivered.', 'gift_card_payment'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    "Just want to share in case it helps somebody. She said she needed $1,200 for a plane ticket. I told her I don't send money to anyone I haven't met. Kept my money.",
    "Heads up neighbors, two guys going door to door saying they're FEMA and asking for money. I asked to see ID and they left in a hurry.",
    'SCAM ALERT from the Riverside Senior Center: members got calls saying their power will be shut off unless they pay with a prepaid card. If you get a call like this, hang up.',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });
});

describe('wordings of probe rounds 645–692', () => {
  it.each([
    [
      'We just sent a six-digit code to your phone. Can you read that back to me?',
      'asks_one_time_code',
    ],
    ["I'm sending a code to your phone. What is it?", 'asks_one_time_code'],
    ['We just texted you a 6-digit code, please reply with it here.', 'asks_one_time_code'],
    [
      "You'll receive a 6-digit verification code shortly, please reply with it.",
      'asks_one_time_code',
    ],
    ['The airline sent the confirmation code to your number by mistake.', 'favor_request'],
    ["I'm at the diocesan conference and can't talk on the phone.", 'cannot_talk_excuse'],
    [
      "Grandma its Kayla, I'm at urgent care and my insurance card isn't going through.",
      'emotional_emergency',
    ],
    [
      "Hi it's Dana with your Medicare benefits team. Can I give you a quick call today?",
      'named_rep_opener',
    ],
    [
      'The little-known Social Security Bonus pays up to $4,873 extra each year.',
      'refund_or_grant_offer',
    ],
    ['Households can receive up to $3,200 toward gas and electric bills.', 'refund_or_grant_offer'],
    [
      'We mail you a startup check for supplies, you keep your pay and forward the rest.',
      'overpayment_refund',
    ],
    ['Hi this is Brian about your china cabinet on Marketplace.', 'marketplace_context'],
    ['I have 4 tickets I cannot use. I can only take Cash App or Zelle.', 'marketplace_context'],
    [
      'Your subscription was paused because your payment method expired.',
      'account_suspension_threat',
    ],
    [
      'Annual renewal of $299.99 was charged today. If this was not authorized, call Billing.',
      'fake_invoice',
    ],
    ['This is the Spectrum disconnection department.', 'shutoff_threat'],
    ["Caller: Mom, it's Jenna. Our flight got canceled.", 'claims_family_member'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Me: Will you need my Social Security number or anything like that?', 'asks_ssn'],
    [
      'Card declined. Update payment in our emails, and we will never ask you to send card details.',
      'asks_credentials',
    ],
    ['Your $15 reward from the Buy $100 in Target GiftCards promo is ready.', 'gift_card_payment'],
    ['To use it, open the App Store and tap Redeem Gift Card.', 'gift_card_payment'],
    ['Have your account number and transfer PIN ready.', 'asks_credentials'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'PSA for everyone on Nextdoor: a caller said a courier would pick up $9,000 in cash for bail. Please share with your parents. No real court sends a courier for cash.',
    "Warning for our neighborhood group: my mother-in-law got a text asking for her card code. Uber will never ask for your card's security code by text. If you get one, delete it.",
    'Heads up neighbors: someone asked for the code Google sent me. Never share a verification code with a buyer.',
    'Westfield Police Dept: Holiday package scam warning. Residents report texts with links like usps.com-redelivery-ul.top. USPS does not text you links or ask for fees.',
    'If you get an email from me asking you to buy gift cards, IT IS NOT ME. My account was hacked. Please delete it.',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });
});

describe('wordings of probe rounds 677–708', () => {
  it.each([
    [
      "You'll get a 6 digit code from ID.me in a sec, just text it back to me and I'll finish the setup.",
      'asks_one_time_code',
    ],
    [
      'I just had the system text you a 6 digit code. Can you send it back here so I can attach it?',
      'asks_one_time_code',
    ],
    [
      "I'm sending you a verification code to prove you're legit. Just reply with the 6 digits.",
      'asks_one_time_code',
    ],
    [
      "Caller: In a moment you'll get a text with a six-digit number. That's just our system. Me: It came. Caller: Perfect, go ahead and read that to me.",
      'asks_one_time_code',
    ],
    [
      "Can't meet in person, I'm working out of state, but I ship FedEx same day with tracking.",
      'seller_cannot_meet',
    ],
    ["I'm out of state so I'll ship it. Zelle or Cash App only.", 'seller_cannot_meet'],
    [
      "Just Zelle it to my nephew's number and I'll have him ship them to you tomorrow!",
      'seller_cannot_meet',
    ],
    ['I now offer 30% off to guests who book directly with me.', 'rental_too_good'],
    [
      'Reply with the 16-digit debit card # the refund should go to and the exp date.',
      'asks_credentials',
    ],
    ['Call a loan specialist at 1-877-540-2291 with your FSA ID ready.', 'asks_credentials'],
    ['Reply 1 to accept and a loyalty specialist will call to apply it today.', 'agent_will_call'],
    ['Reply 1 to speak with an identity restoration specialist now.', 'agent_will_call'],
    [
      'Have your Medicare number and bank information ready so a licensed agent can activate your plan.',
      'asks_medicare_number',
    ],
    [
      'Tap Check Eligibility and enter your Medicare number to see if you qualify.',
      'asks_medicare_number',
    ],
    ['Truist is giving a $250 loyalty credit to every customer.', 'impersonates_bank'],
    ["Hi, I'm the buyer for your eBay listing of the Lenox china set.", 'marketplace_context'],
    [
      'Please scan the QR code attached to this message and follow the steps. You will be asked to confirm your date of birth.',
      'qr_code_lure',
    ],
    [
      'Our technicians can connect securely to your computer to repair your router.',
      'remote_access_request',
    ],
    ['Settle at probate-recordsaz.com/pay ref #PR-44718', 'asks_click_link'],
    ['Reconfirm your address at hctx-voterconfirm.org/r/88214 before Oct 5.', 'asks_click_link'],
    ['Pay securely: https://kowalski-funeral-payments.com/statement/88231', 'asks_click_link'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Tell her I sent you, I get a $25 gift card for referrals lol', 'gift_card_payment'],
    [
      "By the time I got home they'd already used my debit card to buy $600 in gift cards.",
      'gift_card_payment',
    ],
    [
      'You will never be asked to pay any fee or provide bank or credit card information to receive this prize.',
      'asks_credentials',
    ],
    [
      'DFAS will never send you an email asking you to reply with your Social Security number, password or bank information.',
      'asks_credentials',
    ],
    [
      'The data set may include your name, address, phone number, date of birth and Social Security number.',
      'asks_personal_details',
    ],
    [
      "If you'd like to update your payment method, sign in to your GoDaddy account at godaddy.com.",
      'asks_personal_details',
    ],
    [
      'Just have your Medicare card handy and we will call 1-800-MEDICARE together.',
      'asks_medicare_number',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Warning to our seniors group: several of you got this text: "reply to this message with the 6-digit code we just sent." This is a SCAM. If you got one, don\'t reply.',
    "Nextdoor PSA: a guy texted that he found our dog and wanted me to read back a 6-digit code. I didn't send it.",
    '⚠️ Heads up neighbors - my mother-in-law got this text: "Renew your plan now at icloud-storage-renew.co." It is FAKE. Please share with older family members!',
    'SCAM ALERT from the Senior Center: members got ads for Ozempic, pay by Zelle. Never pay a stranger with Zelle, Cash App or gift cards for medicine.',
    'SCAM ALERT from the Police Department: residents received texts with a link. Do not click the link. Report scam texts by forwarding them to 7726 (SPAM).',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read a relative who thinks it is a scam as a warning', () => {
    const text =
      'Paul: My son thinks this is a scam. Anna: I only share this with you because I trust you. Send the USDT.';
    expect(ids(text)).not.toContain('legit_fraud_bulletin');
  });
});

describe('wordings of probe round 709–724', () => {
  const phone = (text: string): string[] => prepareMessage(text, 'phone', 'transcript').hitIds;
  const rules = (text: string, channel: 'sms' | 'phone' | 'email'): string[] =>
    ruleOutcome(prepareMessage(text, channel, channel === 'phone' ? 'transcript' : 'text')).applied;

  it.each([
    [
      'Please send a message to our client specialist on WhatsApp with your account number.',
      'asks_credentials',
    ],
    [
      'Our bank is switching us over to a new business account this week.',
      'changed_payment_details',
    ],
    [
      'We have updated our receiving account for all incoming funds; disregard any previous instructions.',
      'changed_payment_details',
    ],
    ['Checks sent to the old address will be returned.', 'changed_payment_details'],
    ['Please use the wiring details below for the remaining $18,450.', 'wire_transfer_request'],
    ['Please wire the fee to our escrow partner by Friday.', 'wire_transfer_request'],
    [
      "There's an $89 inspection fee that we take by card over the phone to hold the appointment.",
      'upfront_fee',
    ],
    ['I had to put down a $149 refundable transport deposit on a card.', 'upfront_fee'],
    ['There is just a small delivery and clearance fee.', 'upfront_fee'],
    [
      'To reserve the truck we need a 40% deposit by tonight, Cash App or Zelle.',
      'payment_app_request',
    ],
    [
      'I just got $75,000 delivered to my house by FedEx and I never have to pay it back!',
      'advance_fee_story',
    ],
    ['I saw your name on the list of winners too!', 'advance_fee_story'],
    ['I got into an accident in Tampa and they took me in.', 'emotional_emergency'],
    ['My lawyer is going to call you and explain about the bail.', 'emotional_emergency'],
    ['It is $8,200 and somebody can come pick it up from you tonight.', 'cash_courier'],
    [
      'A federal agent would come by my house at 6 PM to collect the cash as evidence.',
      'cash_courier',
    ],
    [
      "We've set up a new secure vault wallet for you. Move your funds there now.",
      'move_money_safe_account',
    ],
    ['A crew was already scheduled to shut off my power within the hour.', 'deadline'],
    ['Failure to respond may result in wage garnishment or a property lien.', 'arrest_threat'],
    ['A lien has been filed on the property at 408 Oakmont Dr.', 'arrest_threat'],
    [
      'Resolve with the County Clerk at 1-888-614-2290 by 5pm Friday.',
      'impersonates_law_enforcement',
    ],
    [
      'Hi this is Travis, we spoke at your door this morning about your roof.',
      'door_to_door_repair',
    ],
    [
      'Hi Martha, I saw your post on the Oak Hills Community page looking for an AC repair.',
      'stranger_befriends',
    ],
    ["The VA doesn't need to know, it's a private arrangement.", 'secrecy_demand'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('reads a caller who opens with a company name as a call the person did not place', () => {
    expect(
      phone(
        'Caller: Hi Mrs. Patterson, this is Kyle with American Retirement Freedom. We help retirees.',
      ),
    ).toContain('unsolicited_call');
    expect(
      phone(
        "Caller: Hi Mrs. Patel, this is Jenna with Dr. Lee's office returning your call about your appointment.",
      ),
    ).not.toContain('unsolicited_call');
  });

  it.each([
    [
      'Thank you so much for the Visa gift card in my Christmas card! I scratched the back too hard and can not read the code.',
      'gift_card_payment',
    ],
    [
      'Your Discover account was not compromised, but we are sending you a new card.',
      'account_suspension_threat',
    ],
    ['Remember to update any automatic payments with your new card number.', 'asks_credentials'],
    ['We updated the bank account for direct deposit in Gusto.', 'changed_payment_details'],
    [
      'I received a jury summons in the mail from the county clerk.',
      'impersonates_law_enforcement',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    "FTC Consumer Advice: Avoiding Home Improvement Scams. Be cautious if a contractor says they have leftover materials. Don't pay with gift cards or payment apps to people you don't know.",
    '⚠️ HEADS UP NEIGHBORS ⚠️ A buyer said "please pay $200 to upgrade your Zelle account". Then I got a fake \'Zelle\' email. Zelle does NOT charge fees. Only take cash in person.',
    "PSA friends!! My Facebook got hacked. If you got a message from \"me\" saying you won a grant, IT'S NOT ME. Don't reply and don't click anything.",
    "PSA for the group: don't buy tickets from people in here who say they're \"season ticket holders\" and want Zelle. If they won't transfer through Ticketmaster, walk away.",
    "Auto Warranty Robocalls: Hang Up. If you get that call, it's almost certainly an illegal robocall. These callers often don't know what car you drive.",
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read a victim\'s "that\'s not me" or a company\'s "PayPal will never ask" as a warning', () => {
    expect(
      phone(
        "Caller: Your number is going to be suspended today. Me: That's not me, I've never been there. Caller: If you hang up, a warrant may be issued.",
      ),
    ).not.toContain('legit_fraud_bulletin');
    expect(
      ids(
        'Protecting yourself from fraud: PayPal will never ask for your password. Your account has been limited; log in to restore it.',
      ),
    ).not.toContain('legit_fraud_bulletin');
  });

  it("reads a store's or a station's own prize notice as asking nothing", () => {
    expect(
      ids(
        'Please pick up your tickets at our station studios. There is no cost to claim your prize.',
      ),
    ).toEqual(expect.arrayContaining(['legit_informational_only', 'legit_never_ask_notice']));
    expect(ids('To claim it, stop by the customer service desk. There is nothing to pay.')).toEqual(
      expect.arrayContaining(['legit_informational_only', 'legit_never_ask_notice']),
    );
  });

  it('holds a bank\'s recorded "press 1 if you recognize it, press 2 if not" call under HIGH', () => {
    const call = prepareMessage(
      "Caller (recorded voice): This is an automated message from Wells Fargo fraud prevention. We've detected unusual activity on your debit card ending in 4471: $312.16 at Walmart. If you recognize this transaction, press 1. If you do not recognize it, press 2.",
      'phone',
      'transcript',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['press_one', 'legit_fraud_check_reply']));
    expect(ruleOutcome(call).cap).toBeLessThanOrEqual(UNEXPLAINED_CAP);
  });

  it("leaves a relative's code request out of code_request_pretext when it was agreed beforehand", () => {
    const agreed =
      "Mom it's Jenna. I'm booking your flight on your Southwest account like we talked about at lunch. It's going to text you a code, can you send it to me?";
    expect(ids(agreed)).toEqual(
      expect.arrayContaining(['claims_family_member', 'legit_arranged_together']),
    );
    expect(rules(agreed, 'sms')).not.toContain('code_request_pretext');
    const impostor =
      "Hi Mom it's Jenna, I dropped my phone in the lake so this is a loaner number. Google is going to text you a code, can you send it to me?";
    expect(rules(impostor, 'sms')).toContain('code_request_pretext');
  });
});

describe('wordings of probe rounds 725–756', () => {
  const phone = (text: string): string[] => prepareMessage(text, 'phone', 'transcript').hitIds;
  const rules = (text: string, channel: 'sms' | 'phone' | 'email'): string[] =>
    ruleOutcome(prepareMessage(text, channel, channel === 'phone' ? 'transcript' : 'text')).applied;

  it.each([
    ["Mom it's me on the new number. Can you Zelle $1,280 to my landlord?", 'new_number_claim'],
    ['Grandma its me, new number, call me back asap pls.', 'new_number_claim'],
    ['"Mom, they have me, please help." If I called police she would be hurt.', 'violent_threat'],
    ['He wanted $15,000 sent by wire before noon.', 'wire_transfer_request'],
    ["Just forward the money to my colleague's account.", 'wire_transfer_request'],
    [
      'You would receive client payments into your personal account, then forward them.',
      'wire_transfer_request',
    ],
    [
      'A refundable closing and title fee of $2,450 must be wired to our escrow agent.',
      'wire_transfer_request',
    ],
    [
      'Can you just send me the code that came in? Need it before it expires.',
      'asks_one_time_code',
    ],
    [
      'She said she was sending a code to my phone and asked me to read it back to her.',
      'asks_one_time_code',
    ],
    ['Delete this chat after, my ex-wife monitors my accounts.', 'secrecy_demand'],
    ['Cover the $9.95 delivery insurance through the secure link in our bio.', 'upfront_fee'],
    ['Only thing is a one-time $89 starter kit so they know you are serious.', 'upfront_fee'],
    ['You just buy the $49 starter kit.', 'upfront_fee'],
    ['The Army requires the leave form fee of $2,850 be paid by a fiancée.', 'upfront_fee'],
    ['I had to pay $780 for the crate rental today, fully refunded on delivery.', 'upfront_fee'],
    ['Small deposit required to lock in shingles before prices go up.', 'upfront_fee'],
    ['$5 per like, up to $200 a day, paid instantly.', 'task_scam_pitch'],
    ['I put in $1,000 in January and I just withdrew $14,600 last week.', 'guaranteed_returns'],
    ['Retirees are turning a $250 deposit into $1,100+ per day.', 'guaranteed_returns'],
    ['Lost money to a crypto scam? We can get it back.', 'refund_or_grant_offer'],
    ['Lost funds CAN be returned. No recovery, no fee.', 'refund_or_grant_offer'],
    ['Solar panels installed at NO COST, paid for by government funds.', 'refund_or_grant_offer'],
    ['Pay your electric, gas and water bills through us and save 40%.', 'refund_or_grant_offer'],
    ['Customer support: WhatsApp only', 'moves_to_chat_app'],
    ['Ozempic pens, no prescription needed, ships discreetly.', 'adult_or_pharma'],
    ['HP Printer Offline? Call a certified technician now.', 'tech_problem_claim'],
    ['Did not place this order? Call our dispute desk at +1 (815) 609-2281.', 'fake_invoice'],
    ['Your membership has been automatically renewed for another year.', 'fake_invoice'],
    [
      'Your statement of information is due.\n\nReturn the form with the compliance processing fee of $243.',
      'filing_solicitation',
    ],
    ['Reply YES and your Medicare ID to confirm delivery.', 'asks_medicare_number'],
    ['She kept asking for my Medicare number to "lock it in".', 'asks_medicare_number'],
    ['We WAIVE your deductible, so zero out of pocket!', 'door_to_door_repair'],
    ['We are giving 2 FREE tickets to every family that shares this post.', 'prize_claim'],
    ['If you fail to appear, a default judgment may be entered against you.', 'arrest_threat'],
    [
      "Please don't call Mom, just call this number. It's the police station.",
      'emotional_emergency',
    ],
    ["I'm at the hospital visiting a member and can't talk right now.", 'cannot_talk_excuse'],
    ['We are a fintech firm hiring part-time payment agents.', 'job_offer'],
    ['I just receive packages and reship them with new labels they email me.', 'job_offer'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Nobody rushed me and nobody asked me to keep it a secret.', 'secrecy_demand'],
    ['Mom I won the office Super Bowl squares!! $400, dinner is on me', 'prize_claim'],
    [
      'I emailed you the Target gift card for the present, the code is in the email, show it at checkout.',
      'gift_card_payment',
    ],
    [
      'To opt out or change where you receive security notifications, click here.',
      'asks_click_link',
    ],
    ['She could either refund me or reship it. I took the reship.', 'job_offer'],
    ["Funds must be wired or brought as a cashier's check.", 'wire_transfer_request'],
    ['Be cautious of anyone who offers to waive your insurance deductible.', 'door_to_door_repair'],
    [
      'No one from the center will ever call asking for your Medicare number.',
      'asks_medicare_number',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'AARP.org — Romance Scams: How to Protect Yourself. Warning signs: they ask for gift cards. If this sounds familiar, call the AARP Fraud Watch Network Helpline.',
    "AARP Fraud Watch Network: Heard someone promise 'guaranteed returns'? That's a red flag. Look them up on FINRA BrokerCheck.",
    "Heads up neighbors. She was told to buy gift cards. Her bank told her the check was fake. Please share with anyone retired who's looking for side income.",
    "PSA from the HOA board: callers want a fee up front. Legitimate resale doesn't work like that.",
    "Prize scams. Real sweepstakes don't make you pay. There's no legitimate reason to pay by gift card.",
    'Heads up, neighbors. A man told her to put $2,500 on gift cards. Luckily she called me first. PCH never asks you to pay!',
    "We've been seeing fake Costco pages offering giveaways. These are not from Costco. Don't click the link.",
    'AARP Fraud Watch Network: "Grandma, can you send me the code?" If you get a message like this, STOP. Call the person on a number you already have.',
    'Neighbors, heads up. A deputy wanted gift cards. Thankfully the cashier stopped her. Please warn your parents.',
    'One tip for my friends who travel: there were voicemails saying we won a free cruise. We just laughed.',
    'Posted in Willow Creek Neighbors: Please warn your older relatives. A courier would pick up cash. No real lawyer or court sends someone to your house for cash.',
    'PSA from a neighbor. A federal agent wanted gold. Police say this is happening all over the county. NO government agency will ever send someone to pick up cash.',
    'PSA for sellers: a buyer wanted a Google code. DO NOT DO THIS. They use the code to set up a number in your name.',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads a favour agreed beforehand by time or place, and leaves such a code request alone', () => {
    const medicare =
      "Dad I set up your Medicare.gov account tonight. It's going to text a 6 digit code to your cell when I log in - just read it to me when I call at 10.";
    expect(ids(medicare)).toContain('legit_arranged_together');
    expect(rules(medicare, 'sms')).toEqual([]);
    const fireStick =
      "Mom I'm at your place setting up the Fire Stick. Amazon just sent a code to YOUR phone, can you text me the 6 numbers?";
    expect(ids(fireStick)).toContain('legit_arranged_together');
    expect(rules(fireStick, 'sms')).not.toContain('code_request_pretext');
  });

  it('reads the sender of a header pasted on one line ("Subject: … | From: …")', () => {
    expect(
      ids(
        'Subject: Your Social Security Statement is Ready | From: Social Security Administration <statements@ssa-gov-docs.com>\n\nDear Beneficiary,',
      ),
    ).toContain('sender_lookalike_domain');
  });

  it('reads a kidnapping call described afterwards as a threat with money asked', () => {
    expect(
      phone(
        'I got a call from my daughter\'s number, crying "Mom, they have me." A man said if I called police she would be hurt. He wanted $15,000 sent by wire.',
      ),
    ).toEqual(expect.arrayContaining(['violent_threat', 'wire_transfer_request']));
  });
});

describe('wordings of probe round 757–772', () => {
  it.each([
    [
      'My 6-digit code went to you by mistake. Could you please text it back to me?',
      'asks_one_time_code',
    ],
    ['Many members are now earning $3,000–$5,000 per week.', 'guaranteed_returns'],
    ['Or we can do Zelle to our billing department.', 'payment_app_request'],
    ['Only $600 deposit by Zelle to reserve your file.', 'payment_app_request'],
    [
      'Remit the records search and certification fee of $89.95 within 10 days.',
      'filing_solicitation',
    ],
    ["You'll just pay the delivery and clearance fee.", 'upfront_fee'],
    ['Secure your spot by paying the $45 reservation fee before 6PM today.', 'upfront_fee'],
    ['Please use the updated account below for your closing funds.', 'changed_payment_details'],
    ["Please don't call the office number, our phones are down.", 'cannot_talk_excuse'],
    ['We have your nephew here. You will never see him again.', 'violent_threat'],
    ['Can I get the card number you would like to use?', 'asks_credentials'],
    ['Enter a valid credit card to confirm you are 18+.', 'asks_credentials'],
    ['Your video player is out of date. Install the latest version.', 'tech_problem_claim'],
    ['To avoid a $150 citation, renew and pay the late penalty today.', 'unpaid_toll'],
    [
      'Your household qualifies for the 2025 Winter Heating Credit. Claim before 11/30.',
      'refund_or_grant_offer',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['I paid his half of the gift we got his sister.', 'violent_threat'],
    ['Track your transfer anytime at wu.com/track.', 'link_lookalike_domain'],
    [
      'Subject: Your receipt | From: Western Union <receipts@westernunion.com>',
      'wire_transfer_request',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Examples of scam messages we\'ve seen: "Your account has been suspended." If you receive a suspicious text, forward it to 7726.',
    'The IRS will never call, text or email you requesting your IP PIN. Beware of scams to steal your IP PIN.',
    'Landlords group PSA: my bank said the check was counterfeit. Rule of thumb: never refund an overpayment.',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });
});

describe('wordings of probe rounds 773–804', () => {
  it.each([
    [
      'Results will be held until payment is received: https://results.info/pay',
      'account_suspension_threat',
    ],
    ['A $29.95 lab processing balance is unpaid.', 'payment_demand'],
    ['To recall the warrant, resolve your non-appearance fine today.', 'payment_demand'],
    [
      'Due to a system upgrade, card payments are temporarily unavailable. Please remit by wire transfer.',
      'changed_payment_details',
    ],
    ['I invested $1,000 and got $9,500 back in 5 days.', 'guaranteed_returns'],
    ['Yesterday the signal brought members 31% in one day.', 'guaranteed_returns'],
    ['Returns are guaranteed by the platform.', 'guaranteed_returns'],
    ['We just did the big oaks for the Hendersons on your street.', 'door_to_door_repair'],
    ['We have leftover hot-mix sealer, so we can add yours for half price.', 'door_to_door_repair'],
    [
      'Just sign our authorization form so we can talk to your adjuster.',
      'repair_payment_pressure',
    ],
    ['He had no business card and said cash was best.', 'repair_payment_pressure'],
    ["My old account got messed up so I'm using this one now.", 'new_number_claim'],
    ['This is my new cell, the office line is down.', 'new_number_claim'],
    [
      'I have been contracted to serve you legal documents regarding a complaint that has been filed under your Social Security number.',
      'arrest_threat',
    ],
    ['Unlock your full report now for a one-time research fee of $49.95.', 'upfront_fee'],
    ['A one-time installation and equipment fee of $75.00 is required.', 'upfront_fee'],
    ['There is only a small fan card membership fee of $850.', 'upfront_fee'],
    ['Winners just need to cover the $4.99 ticket insurance fee.', 'upfront_fee'],
    ['They get people out of their contracts for a one-time fee of $4,995.', 'upfront_fee'],
    [
      'Customers who do not schedule will be subject to a surcharge and possible interruption of service.',
      'shutoff_threat',
    ],
    [
      'A government program now pays up to $35,000 in final expense coverage.',
      'refund_or_grant_offer',
    ],
    ['Seniors on Medicare can now claim a $3,600 Food Card.', 'refund_or_grant_offer'],
    ['He got my account back in under 2 hours!!!', 'refund_or_grant_offer'],
    [
      'Did you hear about the grant the church network is giving out to seniors?',
      'refund_or_grant_offer',
    ],
    ['Only 300 spots left in your state.', 'urgency'],
    [
      "I'll mail you a check to start, and you'll use part of it to buy items.",
      'overpayment_refund',
    ],
    ['We can only take donations by Cash App.', 'charity_appeal'],
    ['Every $20 saves a life.', 'charity_appeal'],
    ['Message me to hold your seat — $150 deposit by Zelle or Cash App.', 'marketplace_context'],
    ['$1,150 for both, below face.', 'marketplace_context'],
    ['Then re-label them with the prepaid shipping labels we email you.', 'task_scam_pitch'],
    ['Call us back and have your red, white and blue Medicare card ready.', 'asks_medicare_number'],
    ["Grandpa, I can't talk, the lawyer said I'm not allowed to.", 'emotional_emergency'],
    ['I am a structural engineer on an offshore oil platform.', 'overseas_partner_story'],
    ['The interview will be conducted via Microsoft Teams chat (text only).', 'moves_to_chat_app'],
    ['New members please add me privately.', 'moves_to_chat_app'],
    ['Winners will be contacted by DM.', 'prize_claim'],
    ['Can you text a photo of the front and back of your Social Security card?', 'asks_ssn'],
    ['He said he could fix it if I verified my full SSN.', 'asks_ssn'],
    ['Enter a debit or credit card only to verify you are not a robot.', 'asks_credentials'],
    ['A fraud specialist will call you from our secure line shortly.', 'agent_will_call'],
    ['Call Google Account Recovery at 1-833-418-2675 immediately.', 'asks_call_number'],
    ['Pay by bank transfer and save an extra 12%.', 'wire_transfer_request'],
    ['Only taking Apple Cash or Cash App.', 'payment_app_request'],
    [
      'Complete your onboarding and direct deposit setup at target-seasonalhire.com/onboard.',
      'asks_personal_details',
    ],
    ['Complete your onboarding at target-seasonalhire.com/onboard.', 'link_lookalike_domain'],
    ["She said I shouldn't call Diamond myself.", 'secrecy_demand'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['Nobody asked me for my PIN or my password.', 'asks_credentials'],
    ['They never ask you to pay or give a bank account number.', 'asks_credentials'],
    [
      'If your card has expired or been replaced, just enter the new card details.',
      'asks_credentials',
    ],
    ['To accept this payment, log in to your PayPal account.', 'upfront_fee'],
    ["It doesn't say anything about gift cards or arrest.", 'arrest_threat'],
    [
      "Apria: You're eligible for new CPAP supplies covered by your insurance.",
      'refund_or_grant_offer',
    ],
    [
      'If you paid by check, we may refund your purchase in cash up to $500, or on a Target GiftCard.',
      'gift_card_payment',
    ],
    [
      'The NSGA does not call athletes to collect fees or ask for payment by gift card or wire transfer.',
      'gift_card_payment',
    ],
    ['You need to bring your Social Security card and photo ID.', 'asks_ssn'],
    ['A return has already been filed using your Social Security number.', 'asks_ssn'],
    ['The agent verified my name, Social Security number and date of birth.', 'asks_ssn'],
    [
      "Chase will text a code to your phone when you first log in. That code is just for you, don't forward it to me or anyone else.",
      'asks_one_time_code',
    ],
    ['Lock & unlock your card in the app.', 'asks_personal_details'],
    [
      'Please give us a call back at the phone number printed on your statement.',
      'asks_call_number',
    ],
    [
      'The holding deposit will only be requested after your application is approved.',
      'marketplace_context',
    ],
    ['When your card is locked, we will not approve new purchases.', 'account_suspension_threat'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Heads up, neighbors. My husband got a call from "Chase fraud". Jim hung up and we drove to the branch. The manager said it\'s a very common scam.',
    'In this scam, someone calls claiming to be your grandchild. Report it to the FTC at ReportFraud.ftc.gov.',
    "PSA from a retired IT guy: that is a FAKE pop-up from a website. If it happens to you: don't call the number.",
    'Scammers sometimes send fake emails that look like they are from Facebook. If you get a suspicious email, forward it to phish@fb.com.',
    'These are all scams. Call the AARP Fraud Watch Network Helpline at 877-908-3360.',
    'WARNING neighbors: This is a well-known traveling paving scam. Call the non-emergency police line if you see them.',
    'PSA about puppy scams. My mom nearly lost $800. Please tell your parents.',
    'The DMV is aware of text messages claiming customers owe money. These messages are not from the DMV. Do not click on links.',
    'SCAM ALERT: Fake Duke Energy calls today. Duke says they never do this.',
    'Reminder: our class will cover spotting cloned friend requests and how to turn on two-factor.',
  ])('reads a warning of a scam as a warning: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read a call to a fraud helpline as a call to the company that asked the details', () => {
    const call = prepareMessage(
      'Advisor: Fraud helpline, this is Denise, how can I help?\nCaller: A man called me and said he was from Medicare. He needed me to confirm my Medicare number.',
      'phone',
      'transcript',
    );
    expect(call.hitIds).not.toContain('legit_customer_called');
    expect(call.hitIds).toContain('asks_medicare_number');
  });

  it("reads a Google alert that gives a number to call as no company's own alert", () => {
    expect(
      ids(
        "Google: Your account password was changed from a new device. If this wasn't you, call 1-833-418-2675.",
      ),
    ).not.toContain('legit_account_alert');
  });

  it("leaves a son's or daughter's own purchase for a parent out of details_given_after_link", () => {
    const note = prepareMessage(
      "Hi Mom, I signed you up for the Medical Guardian pendant. I paid for it on my card, so you don't owe anything. The box comes by FedEx Wednesday. Love, Karen",
      'email',
      'text',
    );
    expect(ruleOutcome(note).applied).not.toContain('details_given_after_link');
  });
});

describe('wordings of probe round 805–820', () => {
  it.each([
    [
      "They're going to text you a code in a minute, can you send me a screenshot of it?",
      'asks_one_time_code',
    ],
    ['Their accounting department asked for it by wire.', 'wire_transfer_request'],
    [
      'Since you are on the finance committee, can you process a payment of $8,740 to them today?',
      'payment_demand',
    ],
    ["We'd appreciate it if you could process this one by Friday.", 'payment_demand'],
    ["I'm traveling and only have email access right now.", 'cannot_talk_excuse'],
    ['Fastest is Zelle or Cash App to our processing agent.', 'payment_app_request'],
    ["For Q4 we're collecting dues through Cash App.", 'payment_app_request'],
    [
      'Our system issued the refund as $1,850.00. We ask that you return the excess by Friday.',
      'overpayment_refund',
    ],
    ['Selling them at face value, $65 each.', 'marketplace_context'],
    ['She asked me to give her my FSA ID so she could handle the paperwork.', 'asks_credentials'],
    ["I'm happy to pay you $25 a package for the favor.", 'job_offer'],
    [
      'I am a widowed engineer currently working on an offshore project in the North Sea.',
      'overseas_partner_story',
    ],
    ['I saw your kind comments in the Women of Faith prayer group.', 'stranger_befriends'],
    ["Caller: Hi, is this Mr. Holloway? I'm Mike with Sturdy Fence.", 'unsolicited_call'],
    ['Free registration required, card only for age verification.', 'asks_personal_details'],
    ['Refund goes to my account first so I can take out my fee.', 'upfront_fee'],
    [
      "Our bank switched systems and the portal is down, so for Q4 dues we're collecting through Cash App.",
      'changed_payment_details',
    ],
    ['We handle the adjuster for you and we can cover your deductible.', 'door_to_door_repair'],
    [
      'It is recommended that all property owners obtain a copy of their current grant deed, and to send $89.00.',
      'filing_solicitation',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'It says they received a tax return with my name and Social Security number and need me to verify my identity.',
      'asks_ssn',
    ],
    [
      'She said the account is on hold while I apply so it won’t go to collections.',
      'account_suspension_threat',
    ],
    [
      "She confirmed his date of birth but didn't ask for his Medicare number.",
      'asks_medicare_number',
    ],
    ['Book a free remote session with your audiologist in the app.', 'remote_access_request'],
    [
      'Thank you for using E-ZPass. This is an automated message; replies to this address are not monitored.',
      'unsolicited_call',
    ],
    [
      'If you did not request this, contact us immediately using the phone number on your account statement.',
      'asks_call_number',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'To make sure Buster gets his food on time, please sign in to your account at chewy.com, go to Autoship, and update your payment method.',
    'Please go to Your Orders on amazon.com and update your payment information.',
    'Update payment: netflix.com/youraccount. Please update your payment information so you can keep watching.',
    'To keep your domain harmonypianotuning.com, sign in to your GoDaddy account at godaddy.com and update your payment method.',
  ])(
    'reads a notice that sends the reader to the company’s own site as checking directly: %s',
    (text) => {
      const hits = ids(text);
      expect(hits).toContain('legit_verify_directly');
      expect(hits).not.toContain('asks_personal_details');
    },
  );

  it('does not read a named own site as checking directly when the message links elsewhere', () => {
    expect(
      ids(
        'Sign in to your account at chewy.com to update your payment method: https://chewy-billing-update.com/pay',
      ),
    ).not.toContain('legit_verify_directly');
  });

  it('does not read an order number as a phone number', () => {
    expect(
      prepareMessage(
        'Installment 3 of 5 for Order #8734120981 will be charged on May 20.',
        'email',
        'text',
      ).entities.phones,
    ).toHaveLength(0);
  });

  it('does not read a new password the person set after a reset as a bank login given away', () => {
    const story = prepareMessage(
      'I clicked "Forgot password" on the Amazon app and it sent a code to my email. I typed it in and made a new password.',
      'phone',
      'text',
    );
    expect(story.harm).not.toContain('gave_bank_login');
  });
});

describe('wordings of probe round 821–836', () => {
  it.each([
    [
      "Our school payment site is down for maintenance until Monday, so we're collecting through Cash App.",
      'changed_payment_details',
    ],
    [
      'I just sent you $450 on Venmo by mistake. Could you please send it back?',
      'overpayment_refund',
    ],
    [
      'Please send us a DM with your record locator and the last 4 of the card you paid with.',
      'asks_credentials',
    ],
    [
      'I was blessed to read your kind comments in the Widows & Widowers Fellowship group.',
      'stranger_befriends',
    ],
    ['Do you use WhatsApp or Google Chat? It is more private.', 'moves_to_chat_app'],
    ['My clients are getting a guaranteed 11% a year with no fees.', 'guaranteed_returns'],
    [
      'She just needed my plan username and password so she could authorize the transfer.',
      'asks_credentials',
    ],
    [
      "He said his crew was doing the Hendersons' roof two doors down and spotted hail damage on mine.",
      'door_to_door_repair',
    ],
    [
      'We are doing mandatory water heater safety checks in your neighborhood this week.',
      'door_to_door_repair',
    ],
    [
      'Please re-enter your full debit card number, expiration date, CVV, 4-digit PIN, and the last 4 digits of your Social Security number.',
      'asks_ssn',
    ],
    ["Have your SSN and driver's license ready.", 'asks_ssn'],
    [
      "I'm about to go into a grief counseling session and won't be able to take calls.",
      'cannot_talk_excuse',
    ],
    [
      'I need you to run a vehicle history report from autocheckvin-reports.com, it is $24.99.',
      'upfront_fee',
    ],
    ['Tap "Remove Now" to install the cleaner and protect your device.', 'asks_click_link'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Hi, is the recliner still available? I saw your post in the Riverside Buy & Sell group.',
      'stranger_befriends',
    ],
    [
      'Your jury service for Mon 06/09/2025 has been CANCELLED. You do not need to report.',
      'account_suspension_threat',
    ],
    ['Our 12-month CD pays a guaranteed 4.25% a year, FDIC insured.', 'guaranteed_returns'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Fake check scams. Someone sends you a check for more than the price and asks you to send back the difference by gift card. When the check turns out to be fake, you pay the bank back. No legitimate buyer will overpay and ask you to send money back.',
    'BBB warns of callers posing as Amazon "refund departments". The caller demands the difference back in gift cards. The Better Business Bureau advises hanging up and checking your account directly.',
    'Posting this for our Sun City travel club: my sister-in-law paid a fake "owner" by Zelle for a lake house. If anyone asks you to pay outside Airbnb or Vrbo, walk away.',
    'Juror Scams. There are reports of someone claiming to be a court official who says you must pay a fine by gift card or face arrest. Federal courts do not require anyone to provide sensitive information by phone.',
  ])('reads a warning page or post as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads a call the person made to an agency’s own number as theirs', () => {
    const call = (number: string): string[] =>
      prepareMessage(
        `I opened a new account, so I called Social Security at ${number} to change where my check goes. The agent asked for my Social Security number and date of birth.`,
        'phone',
        'text',
      ).hitIds;
    expect(call('1-800-772-1213')).toContain('legit_customer_called');
    expect(call('1-888-555-0148')).not.toContain('legit_customer_called');
  });

  it('reads "call us at the number on <own site>" as checking directly', () => {
    expect(
      ids(
        'If you did not make this request, please call us right away at the number on empower.com.',
      ),
    ).toContain('legit_verify_directly');
  });

  it('does not read the end of a longer number as a phone number', () => {
    expect(
      prepareMessage('Confirmation number: 2025091800417', 'email', 'text').entities.phones,
    ).toHaveLength(0);
    expect(
      prepareMessage("I'm on 07090201529", 'sms', 'text').entities.phones.length,
    ).toBeGreaterThan(0);
  });
});

describe('wordings of probe rounds 821–836 (second pass) and 853–868', () => {
  it.each([
    ['A new checking account was opened using your SSN on 11/18.', 'account_problem_alert'],
    ['If this was not you, call our Identity Theft Unit at 1-844-219-6604.', 'asks_call_number'],
    [
      'Please text back your current mailing address, date of birth and the last 4 of your SSN.',
      'asks_ssn',
    ],
    [
      'He needed my APS account number, my date of birth and the last four of my Social.',
      'asks_ssn',
    ],
    [
      'A little-known program is sending FREE prescription-strength hearing aids to people born before 1960.',
      'refund_or_grant_offer',
    ],
    [
      'I got every penny back thanks to Agent Rebecca Hollins at Global Fund Recovery.',
      'refund_or_grant_offer',
    ],
    ['I am still here at the base in Kabul, things are tense.', 'overseas_partner_story'],
    ['The leave form must be paid by a family member.', 'overseas_partner_story'],
    ['My platform made 38% in three months, you saw my screenshots.', 'guaranteed_returns'],
    [
      'We can give you a one-time lump sum of $62,000 in exchange for 8 years of those payments.',
      'loan_or_credit_offer',
    ],
    [
      "You'd sign a form having your payment deposited into an account we manage.",
      'changed_payment_details',
    ],
    ['It says funds go to a Cash App $RussoFamilyFund2026.', 'payment_app_request'],
    ['A $750 inspection deposit to hold your spot. Zelle is fine.', 'payment_app_request'],
    ['We just need you to sign an assignment of benefits.', 'door_to_door_repair'],
    ['They had leftover asphalt from a job on Birch Lane.', 'door_to_door_repair'],
    ['They wanted half up front in cash so they could buy the sealer.', 'repair_payment_pressure'],
    ['Book a free inspection and we handle your insurance claim.', 'door_to_door_repair'],
    ['Have your online banking username ready so we can release the funds.', 'asks_credentials'],
    [
      'Message our Priority Resolution agent on WhatsApp at +1 (646) 555-0138.',
      'moves_to_chat_app',
    ],
    ['He was hit by car, I had to take him to emergency vet.', 'emotional_emergency'],
    ['His video says people can stop taking metformin in 3 weeks.', 'adult_or_pharma'],
    ['Your name was drawn in our Customer Appreciation raffle for a 2025 F-150!', 'prize_claim'],
    ['$750 deposited to the first 500 people who comment DONE.', 'prize_claim'],
    ["We're giving 250 lucky families a FREE 7-night Caribbean cruise!", 'prize_claim'],
    ["I got $75,000 and didn't have to pay it back.", 'refund_or_grant_offer'],
    ['The VIP fan card is $450.', 'upfront_fee'],
    [
      'Our business account is being switched over to a new bank this month, so send it by Zelle.',
      'changed_payment_details',
    ],
    [
      'I typed "apple support phone number" into Bing and the first result said Call 1-888-555-0139.',
      'number_from_search',
    ],
    [
      'We were unable to process your IDR recertification. Call our recertification team today.',
      'account_problem_alert',
    ],
    [
      'The emergency monitoring on your medical alert device lapsed on 01/31.',
      'account_problem_alert',
    ],
    [
      "Please don't call the office, the phones are down for a system migration.",
      'cannot_talk_excuse',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'You filled out a card at our booth at the county fair and your name was drawn for the free oil change.',
      'prize_claim',
    ],
    [
      'Your name, address, date of birth and health insurance ID may have been accessed.',
      'asks_personal_details',
    ],
    ['Remember: You never have to pay a fee to claim a Texas Lottery prize.', 'upfront_fee'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Nextdoor — PSA: my dad got a call from "Publishers Clearing House" saying he won and needed to pay taxes with gift cards. PCH never charges you a dime to collect a prize.',
    'Borrowers are being targeted by fake "student debt relief" companies charging upfront fees. The FTC reminds borrowers that applying is free at StudentAid.gov.',
    'The NICB says people posing as insurance agents sell fake policies paid by Cash App or gift cards. The NICB advises drivers to buy coverage directly from an insurer.',
  ])('reads a warning page or post as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads a told-of "press 1 if I made it, 2 if I didn’t" as the bank’s fraud check', () => {
    expect(
      ids(
        'It asked me to press 1 if I made a $96.14 purchase at an online store or 2 if I didn’t. I pressed 2 and it said my card was locked.',
      ),
    ).toContain('legit_fraud_check_reply');
  });

  it('reads an alert named by the start of a known bank’s name as that bank’s', () => {
    expect(
      ids(
        'Navy Federal: A withdrawal of $900 was made from your account. If this was not you, call 1-844-555-0199.',
      ),
    ).not.toContain('legit_account_alert');
  });

  it('does not raise the SSN rule in a warning post that retells the call', () => {
    const warning = prepareMessage(
      'PSA for my neighbors: I got a call from someone saying there is a free government solar program and they just needed my electric account number and the last 4 of my social. I hung up and called Georgia Power using the number on my bill. Tell your parents too.',
      'social',
      'text',
    );
    expect(ruleOutcome(warning).applied).not.toContain('ssn_request_pressure');
  });
});

describe('wordings of probe round 837–852', () => {
  it.each([
    [
      'There is a one-time $150 enrollment processing fee, payable by Cash App ($MedicareHelpDesk).',
      'upfront_fee',
    ],
    [
      'If this was NOT you, call Meta Account Security immediately at 1-844-555-0187 to cancel the request.',
      'asks_call_number',
    ],
    [
      'Your Medicare benefits are scheduled for suspension due to incomplete verification.',
      'account_suspension_threat',
    ],
    [
      "I need a favor from you but I'm heading into a hospital visit and can't take calls right now.",
      'cannot_talk_excuse',
    ],
    [
      "Your OTC benefit card still has $420. Reply with your member ID # and DOB and I'll reload it.",
      'asks_personal_details',
    ],
    [
      'Their bank had an issue so please send to this account instead: Rt 121000248 Acct 7783019920.',
      'changed_payment_details',
    ],
    [
      'If you put down $299 today we can lock in the rate. It expires at the end of business today.',
      'deadline',
    ],
    [
      'It should have just come to you by text, a 6 digit number. Can you send it to me real quick?',
      'asks_one_time_code',
    ],
    [
      "I'm sending a link to your phone number, can u just send me a screenshot of the text u get? it's a 6 digit code",
      'asks_one_time_code',
    ],
    [
      "Caller: Hi, this is Jennifer, I'm calling about the extended warranty on your 2019 Chevy Equinox.",
      'fake_invoice',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Instagram will never send you a direct message asking for your password.',
      'asks_credentials',
    ],
    ['The warranty on your dishwasher expires at the end of the month.', 'deadline'],
    ['You can pay the enrollment fee by check or card at the front desk.', 'upfront_fee'],
    ['Your membership is scheduled for renewal on 12/05.', 'account_suspension_threat'],
    ['Please send me a screenshot of the receipt you get at the store.', 'asks_one_time_code'],
    [
      'Family group chat:\nJenna: Mom I paid the $40 copay for your MRI with my card\nJenna: Zelle me back whenever\nMom: Thank you sweetheart!',
      'romantic_partner',
    ],
    [
      'From irs.gov:\nThe IRS does not:\n- Call to demand immediate payment using a gift card or wire transfer.\n- Threaten to have the taxpayer arrested for not paying.',
      'wire_transfer_request',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Heads up neighbors. My mother-in-law got one of those fake Windows Defender pop-ups with a phone number. It’s NOT real. Just hold down the power button and restart.',
    'PLEASE SHARE: a man calling himself a federal agent told my father to buy gold and hand it to a courier. This gold-bar courier scam is hitting seniors all over the country.',
    'Scammers are hijacking WhatsApp accounts. In a typical version, the victim receives a message from a friend saying a code was sent by mistake. WhatsApp reminds users never to share their code with anyone.',
    'Nextdoor post: Heads up neighbors! Our house is showing up on Marketplace as for rent. Please warn anyone you know who is looking. If the landlord can’t meet you, walk away.',
    'I got a text that looked like it was from Pastor Dave asking me to buy gift cards. I called the church office number from our bulletin and Janet said he did not send it. Just passing it along.',
    'If a seller asks you to pay outside of eBay, don’t do it, and report the message to us. If you receive an email claiming to be from eBay that asks for payment, forward it to spoof@ebay.com.',
  ])('reads a warning page or post as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads "The IRS does not:" heading a list as a never-ask notice', () => {
    expect(ids('The IRS does not:\n- Ask for credit card numbers over the phone.')).toContain(
      'legit_never_ask_notice',
    );
  });
});

describe('wordings of probe round 869–884', () => {
  it.each([
    [
      'Send any amount by Zelle and reply DONE. Your gift is TRIPLED until midnight, help feed hungry kids.',
      'charity_appeal',
    ],
    [
      'They said the wire I sent bounced back and I had to resend $41,500 to a different account immediately.',
      'changed_payment_details',
    ],
    [
      'Activate today with your EBT card number & PIN at sunbucks-activate.net.',
      'asks_credentials',
    ],
    [
      'Your Medicare benefits are scheduled for suspension due to incomplete verification.',
      'account_suspension_threat',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      'Chase Fraud Alert: Did you attempt a $2,500.00 transfer to COINBASE INC on 02/11? Reply YES or NO.',
      'crypto_payment',
    ],
    [
      'Hey Dad, I put both plane tickets on my Discover for the cash back. Your half is $312.40, just Zelle me whenever.',
      'overseas_partner_story',
    ],
    [
      'The rep resubmitted it to Medicare and put my account on hold for 60 days.',
      'account_suspension_threat',
    ],
    [
      'You never have to send money, deposit checks, or buy gift cards to complete a Market Force assignment.',
      'gift_card_payment',
    ],
    [
      'Watch out for people who:\n- Offer free medical supplies or gift cards in exchange for your Medicare Number',
      'gift_card_payment',
    ],
    [
      'Keep these tips in mind:\n• Be wary of anyone who quickly asks to move to WhatsApp.',
      'moves_to_chat_app',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    'Got a call from a "sheriff\'s deputies association" wanting my card number. I told him to mail me something and hung up. Does anyone know if our sheriff does phone fundraising?',
    'Quick question for the neighborhood. A recruiter texted that I could make $500 a day from home on WhatsApp. I did NOT answer and deleted it. Is this one of those task scams?',
    'My husband got a call from "Amazon" saying they overpaid a refund and he needed to buy gift cards. He did NOT do it, he hung up. Just want everyone to know this is going around.',
    'Heads up everyone. A red screen said "Windows Defender Alert - call 1-844". I did NOT call. My grandson told me to restart.',
    'I called the AARP helpline about a man on a dating app pushing crypto. She explained that this is a common scam and told me to report the profile to the FBI at ic3.gov.',
    'Crypto scams include pig butchering, where scammers build a relationship with the victim. File a complaint at dfpi.ca.gov.',
  ])('reads a warning page or post as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads a return received as an order update', () => {
    expect(ids('Walmart: Your return for order #200011847362 was received.')).toContain(
      'legit_order_update',
    );
  });

  it('reads the number on the back of the card, dialled, as checking directly', () => {
    expect(ids('I hung up and dialed the number on the back of my card.')).toContain(
      'legit_verify_directly',
    );
  });
});

// Probe round 885–900 (decision 0090).
describe('wordings of probe round 885–900', () => {
  const phoneIds = (text: string): string[] => prepareMessage(text, 'phone', 'transcript').hitIds;

  it.each([
    ['He wanted $400 on Venmo before he would tell me which clinic.', 'payment_app_request'],
    ['She said she needed $1,200 on Venmo to get home.', 'payment_app_request'],
    ['She asked me not to tell the other ladies because she was embarrassed.', 'secrecy_demand'],
    ['Reply YES or call 1-888-402-7716 with your Medicare number to ship.', 'asks_medicare_number'],
    [
      'Your registration may be suspended. Call the compliance center now.',
      'account_suspension_threat',
    ],
    [
      'Click to join the livestream. Due to copyright you will be asked for a card to verify you are 18+.',
      'asks_credentials',
    ],
    [
      'She has to move her savings into an annuity he sells, plus a $3,500 "application preparation fee."',
      'upfront_fee',
    ],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('hears a caller who names a company on a later line of a transcript', () => {
    expect(
      phoneIds(
        "Caller: Hi, is this Paula?\nMe: Yes, who's this?\nCaller: This is Mark from the business office at Willow Creek Care Center.",
      ),
    ).toContain('unsolicited_call');
    expect(
      phoneIds(
        'Caller: Hi, is this Paula?\nMe: Yes.\nCaller: This is Mark from the pharmacy, returning your call about the refill.',
      ),
    ).not.toContain('unsolicited_call');
  });

  it.each([
    [
      'Chase Fraud Alert: Did you send a Zelle payment of $425.00 to KEVIN O on 03/04? Reply YES or NO.',
      'payment_app_request',
    ],
    [
      'Chase Fraud Alert: Did you send a Zelle payment of $425.00 to KEVIN O on 03/04? Reply YES or NO.',
      'payment_demand',
    ],
    [
      'I ordered a space heater through PayPal and it never showed up, so I opened a dispute.',
      'vanished_after_payment',
    ],
    ['If not, open the Deco or Tether app and change your password right away.', 'crypto_payment'],
    ['You may be eligible to receive a payment if you owned a Siri-enabled device.', 'upfront_fee'],
    ['The enrollment fee is payable by check at the front desk.', 'upfront_fee'],
    ['If you cancel during a free trial period, you might lose access.', 'free_offer'],
    ['Please do not reply to this automated message.', 'unsolicited_call'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('still reads a payment asked for by Zelle', () => {
    expect(ids('Did you send the Zelle yet? I need the $500 today.')).toContain('payment_demand');
    expect(ids('Text YES to receive the payment link for the customs duty.')).toContain(
      'upfront_fee',
    );
  });

  it.each([
    'Quick question for the group: I got a text saying my Medicaid will be terminated. The link was something like medicaid-renewal-something.info. I did NOT click it. Is this one of those scams?',
    "Got a text saying I owe $6.99 for a toll. Link was something weird like 'dmv-state-pay-gov.top'. I didn't click it and I deleted it. Is this the scam everybody's talking about?",
    'Has anyone else gotten calls about a "free back brace from Medicare"? I told the guy my doctor hasn\'t ordered anything and hung up. Didn\'t give him a thing.',
    "Does anyone know if this is a scam? A guy on Facebook Marketplace wants a $100 deposit on Zelle before I can see the puppies. I haven't sent anything.",
    'Beware of websites that charge fees to obtain your DD-214. The National Archives does not charge veterans or next of kin for basic service record requests.',
    "Fraud Alert: Beware of Genetic Testing Scams. TRICARE won't call you to offer free genetic testing. Report suspected fraud to your regional contractor.",
    "Debt collectors may contact the executor, but they may not tell you that you personally must pay. Be wary of anyone pressuring you to pay a deceased relative's debt with gift cards.",
  ])('reads a warning page or post as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });
});

// Probe round 901–916 (decision 0091).
describe('wordings of probe round 901–916', () => {
  it.each([
    ['My mentor turned my $500 into $12,600 in 9 days with his AI strategy.', 'guaranteed_returns'],
    ['Members average 30-40% per week with our system.', 'guaranteed_returns'],
    ['Every day at 2pm Professor Kenneth shares free stock signals.', 'guaranteed_returns'],
    [
      "If you ever want I can walk you through it, I'll even start you with a small $500.",
      'guaranteed_returns',
    ],
    ["He talked Dad into 'guaranteed 11% promissory notes.'", 'guaranteed_returns'],
    ['We paid a timeshare exit company $5,900 last spring.', 'advance_fee_story'],
    ['I have a corporate buyer out of Texas ready to close at $38,500.', 'advance_fee_story'],
    ["To start I'd just need your Login.gov email and password.", 'asks_credentials'],
    ['To load it they needed the 16-digit number on her EBT card and her PIN.', 'asks_credentials'],
    ['Can you Zelle that tonight to my business partner Darnell?', 'payment_app_request'],
    [
      'I just sent a verification code to your phone, can u text me that code real quick?',
      'asks_one_time_code',
    ],
    [
      'We just sent a security code to your phone. Can you read that back to me?',
      'asks_one_time_code',
    ],
    [
      "I'm internal so it's fine. I just need the six digits to lock the transfer.",
      'asks_one_time_code',
    ],
    ["The only thing is there's a $375 expedite and processing fee.", 'upfront_fee'],
    ['The crane rental company requires an $800 deposit up front though.', 'upfront_fee'],
    ['She had to pay an extra $300 to upgrade it, and I needed to refund her.', 'upfront_fee'],
    [
      'Before funds can be released to your bank, a capital gains tax deposit of 15% is required.',
      'upfront_fee',
    ],
    ['I need to go over the small holding deposit so we can keep your spot.', 'upfront_fee'],
    ['Starter kit & training manual: just $89.95 (one-time).', 'upfront_fee'],
    ["There's a one-time enrollment and filing fee of $495.", 'upfront_fee'],
    ["Hi Mom, it's me, this is my new work phone.", 'new_number_claim'],
    ["I don't really use instagram much, would you want to chat on Telegram?", 'moves_to_chat_app'],
    ['Message Agent Linda Parker on here, she walks you thru everything.', 'moves_to_chat_app'],
    [
      'You\'ve been added to the group "Wealth Club VIP". Assistant Olivia: Welcome! Professor Kenneth shares picks.',
      'moves_to_chat_app',
    ],
    [
      'The hiring manager is ready to extend an offer after a short chat on Telegram.',
      'moves_to_chat_app',
    ],
    [
      'I saw your post in the Grieving Spouses Support Circle about losing Frank.',
      'stranger_befriends',
    ],
    ["So glad we connected in the widows' pen pal group.", 'stranger_befriends'],
    ['An Amazon fraud specialist will contact you if you reply NO.', 'agent_will_call'],
    ['DO NOT close this window or turn off your computer.', 'tech_problem_claim'],
    ['The man said it would be $4,000 in Walmart money transfers.', 'wire_transfer_request'],
    ['All we need is the title fee, $2,375, wired to our escrow agent.', 'wire_transfer_request'],
    ["Make $500+/week just by 'liking' & rating products on Amazon!", 'task_scam_pitch'],
    [
      'He puts on a new prepaid label they email him and drops them at the UPS Store.',
      'task_scam_pitch',
    ],
    ['Upload your 1099s, your Social Security card and a photo of your license.', 'asks_ssn'],
    [
      "She asked to have her employer's payroll deposited into my checking account, and I'd just wire it on to her sister.",
      'overpayment_refund',
    ],
    ["I'll sell them for $150 each. If you want them send to my Cash App.", 'marketplace_context'],
    ['Hold your spot with half down on Cash App $NorthsidePlowMike', 'payment_app_request'],
    ['Hold your spot with half down on Cash App $NorthsidePlowMike', 'marketplace_context'],
    ['We have about 12 squares of shingles left over from that job.', 'door_to_door_repair'],
    ['We have half a truckload of hot asphalt left over.', 'door_to_door_repair'],
    ["My uncle runs a gold futures group, he's made 38% this month.", 'guaranteed_returns'],
    ['Should I add you to the WhatsApp?', 'moves_to_chat_app'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    [
      "The IRS doesn't call to demand immediate payment using a specific payment method such as a prepaid debit card, gift card or wire transfer.",
      'wire_transfer_request',
    ],
    [
      'The IRS does not threaten to bring in local police to arrest people for not paying.',
      'arrest_threat',
    ],
    [
      "If a Host asks you to pay outside of Airbnb, by wire transfer, gift card, or through another site, don't do it.",
      'gift_card_payment',
    ],
    ['The passport expedite fee is $60, paid with your application.', 'upfront_fee'],
    ['Please do not close this window while your payment is processing.', 'tech_problem_claim'],
    ['My grandson trades stocks on an app called Robinhood.', 'guaranteed_returns'],
    ['I sold the couch for $150 and they paid cash at pickup.', 'marketplace_context'],
    [
      'The roofers hauled away the shingles left over at the end of the day.',
      'door_to_door_repair',
    ],
    ["Don't ask questions, just wire the money to my account today.", 'legit_fraud_bulletin'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a citation with its amount in brackets as unpaid', () => {
    expect(ids('Toll violation #T-558120 ($12.50) remains outstanding.')).toContain('unpaid_toll');
    expect(ids('Your citation #4471829 ($65.00) is now unpaid.')).toContain('unpaid_toll');
  });

  it('still reads a wire asked for after "don\'t ask questions"', () => {
    expect(ids("Don't ask questions, just wire the money to my new account today.")).toContain(
      'wire_transfer_request',
    );
  });

  it('reads a neighbour\'s "please read and share" post as a bulletin', () => {
    expect(
      ids(
        'Please read and share. My father-in-law got a call from someone who sounded exactly like my son, saying he was in jail. Dad asked for our family safe word and the caller hung up. Set up a code word with your grandkids today.',
      ),
    ).toContain('legit_fraud_bulletin');
  });
});

// Probe round 917–932 (decision 0092).
describe('wordings of probe round 917–932', () => {
  it.each([
    [
      'The closing and transfer fees, $2,150, have to be paid by the seller up front.',
      'upfront_fee',
    ],
    ['Our planning fee is $4,500, and you will make it back in two months.', 'upfront_fee'],
    ['Reply YES to start. A small processing fee applies.', 'upfront_fee'],
    ['I can email the escrow wire info right now.', 'wire_transfer_request'],
    [
      'Please DM us your confirmation number and the last 4 of your card so an agent can help.',
      'asks_credentials',
    ],
    ['Please DM us your member number and the phone on file.', 'asks_credentials'],
    ['Comment YES and DM your full name + Medicare ID to our page.', 'asks_medicare_number'],
    ["I'm on my friend's phone, mine fell and the screen is black.", 'new_number_claim'],
    ["Can you cover $1,380 and I'll pay you back Friday?", 'payment_demand'],
    [
      "He's in a bit of a situation and really doesn't want his parents to find out.",
      'secrecy_demand',
    ],
    [
      'Can you go to your computer and type in the website I give you? It lets me connect and process the refund.',
      'remote_access_request',
    ],
    [
      "I don't really check OfferUp messages much, would you mind texting me directly?",
      'moves_to_chat_app',
    ],
    ["I'm mostly on Google Chat these days, it's more private.", 'moves_to_chat_app'],
    ["She's legit, just DM her and tell her Sharon referred you.", 'moves_to_chat_app'],
    ['I see we have 14 mutual friends.', 'stranger_befriends'],
    ['Hey, saw you asking in r/cordcutters about cheaper YouTube TV.', 'stranger_befriends'],
    ['Accounts not migrated by Friday will be suspended.', 'account_suspension_threat'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['After the tour you can apply online; the application fee is $45 by card.', 'upfront_fee'],
    ['Please DM us your confirmation number so we can look into the delay.', 'asks_credentials'],
    ['Can you cover for me at the front desk on Saturday?', 'payment_demand'],
    ["I don't want my parents to worry, so I'll call them after the exam.", 'secrecy_demand'],
    ['Open the Cash App and send $200 to the account I gave you.', 'legit_verify_directly'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    // An FAQ that answers its own question "No" (a credit union's wire-safety page).
    "Will Mountain America ever ask me to move my money to keep it safe? No. We will never call, text or email asking you to transfer funds to a 'safe' account. If someone is pressuring you to send a wire, stop and talk to us.",
    'Timeshare Resale Scams. Some resellers promise they have buyers lined up, if you pay a fee up front. Often they take the money and disappear. Never pay by wire transfer or gift card.',
    'Investor Alert: Fraudsters may build a relationship with you online before recommending a crypto platform. Never invest with someone you have not met in person.',
    "Hi Dad, Mom says you got a letter that you won a Jamaican lottery?? Please don't call that number or send anything. You can't win a lottery you never bought a ticket for.",
  ])('reads a warning as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it.each([
    ['Call MGM Rewards at the number on the back of your card.', 'Call MGM Rewards'],
    ['Open the Venmo app and follow the prompts to confirm your identity.', 'Open the Venmo app'],
    ['Log in to mypay.dfas.mil and update your password.', 'mypay.dfas.mil'],
  ])('reads a way to the company itself: %s', (text, evidence) => {
    const hit = prepareMessage(text, undefined, 'text').hits.find(
      (candidate) => candidate.id === 'legit_verify_directly',
    );
    expect(hit?.evidence?.text).toContain(evidence);
  });

  it('does not hold a genuine lock notice that names only the company itself at the floor', () => {
    const notice =
      'Subject: Your rewards account was locked | From: MGM Rewards <mgmrewards@email.mgmresorts.com>\n\nWe locked your account after several unsuccessful sign-in attempts. To unlock your account, go to mgmresorts.com yourself, or call MGM Rewards at the number on the back of your card.';
    expect(ruleOutcome(prepareMessage(notice, 'email', 'text')).applied).not.toContain(
      'account_threat_credentials',
    );
    const lure =
      'Subject: Your rewards account was locked | From: MGM Rewards <alerts@mgm-rewards-secure.com>\n\nYour account was locked after several unsuccessful sign-in attempts. To unlock your account, reply with your date of birth and the last 4 of your Social Security number, or call the number on the back of your card.';
    expect(ruleOutcome(prepareMessage(lure, 'email', 'text')).applied).toContain(
      'account_threat_credentials',
    );
  });
});

describe('wordings of probe round 933–948', () => {
  it.each([
    [
      'The fastest way is with Target or Apple gift cards; the deductible has to be paid before release.',
      'upfront_fee',
    ],
    [
      'Fee $249 (payable by Cash App or Apple Gift Card for instant processing).',
      'gift_card_payment',
    ],
    ['Your account needs a one-time verification deposit of $175 by Cash App.', 'upfront_fee'],
    ["There's a $1,800 filing and processing fee.", 'upfront_fee'],
    ['To keep your slot just reply w/ the Medicare # from your card.', 'asks_medicare_number'],
    [
      'Can you just text me a pic of your license and the front & back of the card you pay with?',
      'asks_credentials',
    ],
    ['Payment is accepted via the secure portal only, by card or Zelle.', 'payment_app_request'],
    ["I'm selling 150,000 United MileagePlus miles, $600 for all of it.", 'marketplace_context'],
    ['We just need a $150 deposit by Zelle or Cash App to hold the spot.', 'marketplace_context'],
    ['Over 3,000 members have already doubled their portfolio this quarter.', 'guaranteed_returns'],
    ["Today's stock tip: buy at market open, target +35% by Friday.", 'guaranteed_returns'],
    ['Remember to join our private WhatsApp class.', 'moves_to_chat_app'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    // A PIN the customer chose, checked on a call the customer made, is no one-time code.
    [
      'Can you give me the billing zip code and the security passcode you set up?',
      'asks_one_time_code',
    ],
    // A bank's notice of a wire, with the bank's own number: the news, not a request.
    [
      'Wells Fargo: A wire of $48,300.00 to FIRST AMERICAN TITLE was requested from your account ending 7712.',
      'wire_transfer_request',
    ],
    [
      'Chase: You have a pending wire transfer of $15,000.00 to FIDELITY INVESTMENTS.',
      'wire_transfer_request',
    ],
    ["I'd like someone who works on commission, not a flat upfront fee.", 'upfront_fee'],
    [
      'Mom, can you text me a picture of the front and back of your new Aetna card?',
      'asks_credentials',
    ],
    [
      "Nana! I'm selling raffle tickets for the band trip, $5 each. You can Venmo me.",
      'marketplace_context',
    ],
    ['A verification deposit of $0.32 to your checking account was made.', 'upfront_fee'],
    [
      'Q: Do I have to pay anything to submit a claim? A: No. Submitting a claim is free.',
      'payment_demand',
    ],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    "Powerball — Frequently Asked Questions. Check your numbers on powerball.com. Powerball does not notify winners by phone, and we never ask you to pay a fee to collect a prize. If someone contacts you claiming you won, it's a scam.",
    "FINRA Investor Insights: Beware of 'recovery room' scams. Legitimate regulators do not charge fees to help victims. You can look up brokers and firms for free on BrokerCheck.",
    'Posted in Nextdoor: there\'s a fake "Marriott Bonvoy customer service" number showing up first in Google search results. They wanted him to buy gift cards. Please tell your parents.',
  ])('reads a warning as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('reads "neither … nor … will ever ask" as a notice of what is never asked', () => {
    expect(
      ids(
        'Neither the Settlement Administrator nor Class Counsel will ever ask you to pay a fee to receive a settlement payment.',
      ),
    ).toEqual(expect.arrayContaining(['legit_never_ask_notice']));
    expect(
      ids(
        'Neither the Settlement Administrator nor Class Counsel will ever ask you to pay a fee to receive a settlement payment.',
      ),
    ).not.toContain('upfront_fee');
  });

  it('reads "Reply YES if you sent it" as a bank\'s fraud check', () => {
    expect(
      ids(
        'Chase: You have a pending wire transfer. Reply YES if you sent it or NO if you did not.',
      ),
    ).toContain('legit_fraud_check_reply');
  });

  it('reads "go to <official site> in your browser" and "open the app and select" as the company itself', () => {
    expect(ids('To update, go to netflix.com/account in your browser.')).toContain(
      'legit_verify_directly',
    );
    expect(ids('To update, go to netf1ix-billing.com/account in your browser.')).not.toContain(
      'legit_verify_directly',
    );
    expect(ids('Open the Netflix app and select Account.')).toContain('legit_verify_directly');
  });

  it('does not read a warning against sending card digits by DM as the ask', () => {
    expect(ids('Never message us the last 4 of your card.')).not.toContain('asks_credentials');
    expect(ids('Please DM us the last 4 of your card so an agent can help.')).toContain(
      'asks_credentials',
    );
  });

  it.each([
    [
      'Accepted payment: Cash App, Zelle, or Walmart gift cards for faster approval.',
      'gift_card_payment',
    ],
    [
      'I just need to confirm the card on file, can you read me the 16 digits and the expiration?',
      'asks_credentials',
    ],
    ['We will not call you to ask for your account PIN or passwords.', 'legit_never_ask_notice'],
    ['To update, open the Netflix app or go to netflix.com/youraccount.', 'legit_verify_directly'],
    [
      'You can also review your information by logging in to MyPBA at mypba.pbgc.gov.',
      'legit_verify_directly',
    ],
  ])('leftovers of rounds 917–948: %s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['We accept Zelle, Venmo, or a check.', 'gift_card_payment'],
    [
      'You can also review your order by logging in to Chase at chase-secure-login.com.',
      'legit_verify_directly',
    ],
  ])('leftovers of rounds 917–948: %s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('reads a boss\'s "complete the pending wire transfer" as the ask, a bank\'s "you have a pending wire transfer" as the news', () => {
    expect(
      ids('I need you to complete the pending wire transfer of $9,500 to our new vendor today.'),
    ).toContain('wire_transfer_request');
    expect(
      ids('Chase: You have a pending wire transfer of $15,000.00 to FIDELITY INVESTMENTS.'),
    ).not.toContain('wire_transfer_request');
  });

  it('reads a USAA look-alike sender domain', () => {
    expect(
      prepareMessage(
        'Subject: Policy declarations | From: USAA Member Services <docs@usaa-secure-docs.com>\n\nPlease sign.',
        'email',
        'text',
      ).hitIds,
    ).toContain('sender_lookalike_domain');
  });
});

describe('wordings of probe round 949–964', () => {
  it.each([
    ['A one-time $49.95 research fee is required to unlock the full report.', 'upfront_fee'],
    ['A small $29 application processing fee applies.', 'upfront_fee'],
    [
      'To have them authenticated, we require a $450 certification fee paid in advance.',
      'upfront_fee',
    ],
    ['Winners will pay only $29.99 shipping through the link we message you.', 'upfront_fee'],
    ["There's a $199 inspection fee that we'll credit back to your bill.", 'upfront_fee'],
    [
      "Can you send $400 for the rental now via Cash App and we'll take it off the final bill?",
      'upfront_fee',
    ],
    ['Payment up front through Zelle or Venmo to reserve your spot.', 'upfront_fee'],
    [
      "An ad for a 'rehoming' retriever, free to a good home, just pay the transport.",
      'upfront_fee',
    ],
    [
      'Then the agent said there was a port security fee and asked for another $600.',
      'upfront_fee',
    ],
    ["He's booked out quick so he asks for full payment upfront to buy materials.", 'upfront_fee'],
    ['Could you just reply with your full Social and date of birth?', 'asks_ssn'],
    ['DM us your name, address, SSN and a photo of your bill to apply today!', 'asks_ssn'],
    [
      'I deposited $250 and within the first week I was making over $1,100 a day.',
      'guaranteed_returns',
    ],
    [
      "You just have to verify with a card that you're not a bot, it won't be charged.",
      'asks_credentials',
    ],
    ['He needed my account PIN and then the code that came in a text.', 'asks_credentials'],
    ['Hi there, I noticed you liked the Chair Yoga for Seniors page.', 'stranger_befriends'],
    ['Hi! I saw ur post looking for a yorkie puppy.', 'stranger_befriends'],
    ['I came across your profile in the Retired Teachers of Ohio group.', 'stranger_befriends'],
    ['Are you the only name on the title?', 'asks_personal_details'],
    ['Reply YES or NO. If NO, an agent will call to reverse it.', 'agent_will_call'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['A $35 late fee applies if the balance is not paid by the due date.', 'upfront_fee'],
    [
      'Be cautious of anyone who offers to waive your deductible, pressures you to sign on the spot, or asks for full payment up front.',
      'upfront_fee',
    ],
    ['Dad, can you send $400 for the rental car?', 'upfront_fee'],
    [
      'If you need help paying, our Customer Assistance Program offers discounts.',
      'emotional_emergency',
    ],
    ['Please reply with your full social media handle.', 'asks_ssn'],
    ['Open the Netflix app or go to netflix-billing-help.com to update.', 'legit_verify_directly'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it.each([
    "The Home Depot does not run surveys or giveaways that require you to pay shipping. We will never ask you to pay for an order with gift cards. If you received a suspicious email, text or call using The Home Depot's name, forward it to phishing@homedepot.com.",
    "How to know it's really the IRS calling or knocking on your door. The IRS does not: demand that people use a specific payment method such as a prepaid debit card, gift card or wire transfer.",
    'Microsoft Support: Protect yourself from tech support scams. Microsoft does not send unsolicited email messages or make unsolicited phone calls to request personal or financial information.',
    "⚠️ WARNING to our book club members: someone made a fake Facebook profile using Carol's photos and is asking people to buy Amazon gift cards. Carol did NOT send this.",
    'Criminals are targeting real estate transactions with fake wiring instructions. Fidelity National Title will NEVER change wiring instructions by email. Call your escrow officer at a phone number you have independently verified.',
    'It was a scammer. If you get one of these, do not answer the call. Open your banking app yourself or call the number on your card.',
  ])('reads a warning as a bulletin: %s', (text) => {
    expect(ids(text)).toContain('legit_fraud_bulletin');
  });

  it('does not read a callback lure\'s "if you received a suspicious email … report it to" as a bulletin', () => {
    expect(
      ids(
        'Amazon Security: If you received a suspicious email about an order, report it to our fraud team at 1-888-555-0199 right away so we can reverse the charge.',
      ),
    ).not.toContain('legit_fraud_bulletin');
    expect(
      ids(
        'Xcel Energy will never call and demand immediate payment with a gift card. If you receive a suspicious call, hang up and call the number on your bill.',
      ),
    ).toContain('legit_fraud_bulletin');
  });

  it('reads "we\'ll never ask" and the company\'s own app or site as the company itself', () => {
    expect(ids("We'll never ask you to pay drivers in gift cards or through Cash App.")).toContain(
      'legit_never_ask_notice',
    );
    expect(
      ids(
        'To unlock it, open the Venmo app on your phone and follow the steps to confirm your identity.',
      ),
    ).toContain('legit_verify_directly');
    expect(
      ids(
        'Please update your payment method at lafitness.com under My Account, or visit the front desk.',
      ),
    ).toContain('legit_verify_directly');
  });

  it('reads "I got your number off the back of my card" as a call the customer placed', () => {
    expect(
      prepareMessage(
        "Me: Hi, I'm calling about a charge I don't recognize. I got your number off the back of my Citi card.\nAgent: I'm going to send a one-time code to the phone number on file.",
        'phone',
        'transcript',
      ).hitIds,
    ).toContain('legit_customer_called');
  });

  it('reads Royal Caribbean and Newegg look-alikes', () => {
    expect(
      prepareMessage(
        'Royal Caribbean Intl: Your boarding documents are ON HOLD. Verify: https://royalcaribbean-boardingcheck.com/verify',
        'sms',
        'text',
      ).hitIds,
    ).toContain('link_lookalike_domain');
    expect(
      prepareMessage(
        'Subject: Refund | From: Newegg Customer Care <neweggsupport.refunds@gmail.com>\n\nPlease reply.',
        'email',
        'text',
      ).hitIds,
    ).toContain('sender_brand_on_webmail');
  });
});

describe('wordings of probes 965–980 (decision 0095)', () => {
  const phone = (text: string): string[] => prepareMessage(text, 'phone', 'transcript').hitIds;

  it('reads a receipt of a charge made as no demand, and the card used to verify as no ask', () => {
    const found = ids(
      'A $1.10 charge was made to the card you provided to verify your identity. This is the only charge for this service.',
    );
    expect(found).not.toContain('payment_demand');
    expect(found).not.toContain('asks_personal_details');
    expect(ids('Please verify your identity at the link below.')).toContain(
      'asks_personal_details',
    );
  });

  it('reads a PO Box rent notice and an auto-renew setting as no premium text and no invoice', () => {
    const found = ids(
      'Subject: Payment Due: PO Box 5501 | From: USPS <no-reply@usps.com>\n\nIf you have auto-renew turned on, no action is required.',
    );
    expect(found).not.toContain('premium_rate_text');
    expect(found).not.toContain('fake_invoice');
    expect(ids('Claim your prize: write to PO Box 7788, 150p/msg')).toContain('premium_rate_text');
  });

  it("reads a sheriff's warning of hacked accounts as a bulletin", () => {
    expect(
      ids(
        "Franklin County Sheriff's Office: We're receiving reports of hacked Facebook accounts posting listings and asking buyers to pay a deposit through Zelle. The Sheriff's Office will never contact you on social media to ask for payment.",
      ),
    ).toContain('legit_fraud_bulletin');
  });

  it('reads a loan application as no loan offer, and a loan "approved for discharge" as one', () => {
    expect(ids('We are missing documents for your disaster home loan application.')).not.toContain(
      'loan_or_credit_offer',
    );
    expect(ids('Your federal student loan acct is approved for FULL discharge.')).toContain(
      'loan_or_credit_offer',
    );
  });

  it('reads an agency name hyphenated into an address as a look-alike', () => {
    expect(
      ids('Complete here txdps-realid-appt.com or your appointment will be released'),
    ).toContain('link_lookalike_domain');
  });

  it('reads payment apps asked up front, "Zelle works" and a named $cashtag', () => {
    expect(
      ids('Parts run $380, I need that up front on Cash App so the store will hold it.'),
    ).toContain('payment_app_request');
    expect(ids("Zelle or a money order works, I'll text you the name.")).toContain(
      'payment_app_request',
    );
    expect(ids('Cash App $HelpSiestaFamilies or Zelle. Please share!')).toContain(
      'payment_app_request',
    );
    expect(ids('I love the Cash App card for groceries.')).not.toContain('payment_app_request');
  });

  it('reads "I should Zelle it to …. I did it" as money sent, and "I did not" as none', () => {
    expect(
      detectHarm("she said I should zelle it to 'osu tuition services'. i did it from my phone."),
    ).toContain('sent_payment_app');
    expect(
      detectHarm("she said I should zelle it to 'osu tuition services'. i did not, i hung up."),
    ).not.toContain('sent_payment_app');
  });

  it('reads a caller naming a government department as unasked, not a bank calling', () => {
    expect(
      phone(
        'Caller: Hello, this is the Department of Human Services food assistance unit. Am I speaking with Gloria?',
      ),
    ).toContain('unsolicited_call');
    expect(
      phone('Caller: Hello, this is the Capital One fraud department calling about your card.'),
    ).not.toContain('unsolicited_call');
  });

  it('reads sextortion that names the friends list and family, and a gift card after a wire', () => {
    expect(
      ids(
        "I kept a recording of our chat. I also have your Facebook friends list, your church group and your daughter's workplace.",
      ),
    ).toContain('sextortion_claim');
    expect(ids('Save 15% when paying by bank wire or eBay/Apple gift card.')).toContain(
      'gift_card_payment',
    );
  });

  it('reads a small verification charge as a fee, and a Social asked with a birth date', () => {
    expect(ids('A one-time verification charge of $1.25 applies.')).toContain('upfront_fee');
    expect(ids("Just reply with Tyler's full name, date of birth and Social.")).toContain(
      'asks_ssn',
    );
    expect(ids('Please bring your date of birth and social security card.')).not.toContain(
      'asks_ssn',
    );
  });

  it("reads a carrier's alert with another number to call as no genuine alert", () => {
    expect(
      ids(
        'USPS Notice: A Change of Address request was submitted today. If you did NOT make this request call our fraud desk immediately at 1-888-415-2093 to cancel.',
      ),
    ).not.toContain('legit_account_alert');
    expect(
      ids(
        'Chase Fraud Alert: Did you attempt a $1.10 purchase at USPS CHANGE OF ADDR on card ending 4417? Reply YES or NO.',
      ),
    ).toContain('legit_fraud_check_reply');
  });
});

describe('wordings of probes 981–996 (decision 0096)', () => {
  const lower = (text: string): string => text.toLowerCase();

  it('reads an account unlocked, or blocked from checkouts, as no threat, and "blocked" as one', () => {
    expect(ids('Your account has been unlocked.')).not.toContain('account_suspension_threat');
    expect(
      ids('You have been blocked from further checkouts until the items are returned.'),
    ).not.toContain('account_suspension_threat');
    expect(
      ids('This can happen if the account was closed or the routing number changed.'),
    ).not.toContain('account_suspension_threat');
    expect(ids('Your account has been blocked.')).toContain('account_suspension_threat');
  });

  it('reads a toll "not paid within 5 days" as a past event, and "pay within 5 days" as a deadline', () => {
    expect(ids('The toll was not paid within 5 days of the trip.')).not.toContain('deadline');
    expect(ids('Pay the toll within 5 days to avoid a fee.')).toContain('deadline');
  });

  it("reads the company's own way in as no ask for details", () => {
    for (const text of [
      'If this was you, you can unlock your account by resetting your password at deltadental.com.',
      'To confirm your account, just open the Match app.',
      'Please update your payment method in your Google account at pay.google.com.',
    ]) {
      expect(ids(text)).not.toContain('asks_personal_details');
    }
    expect(ids('Please update your payment method here.')).toContain('asks_personal_details');
  });

  it('reads warnings about people met online, landlords and door-to-door callers as bulletins', () => {
    expect(
      SCAMMERS_DESCRIBED.test(lower('Be cautious if a landlord says they are out of the country.')),
    ).toBe(true);
    expect(SCAMMERS_DESCRIBED.test(lower('If someone you met online asks for money, stop.'))).toBe(
      true,
    );
    expect(
      SCAMMERS_DESCRIBED.test(
        lower("I called Evergy to check and they said they don't send people door to door."),
      ),
    ).toBe(true);
    // Said of a call the scammer made, it is the scam told, not a company's practice.
    expect(SCAMMERS_DESCRIBED.test(lower('Schwab says they never called him.'))).toBe(false);
    expect(DID_NOT_FALL_FOR_IT.test(lower('I called Evergy to check on it.'))).toBe(true);
  });

  it('reads "don\'t click, just delete" and "don\'t show them your bill" as advice', () => {
    expect(PROTECTIVE_ADVICE.test(lower("Don't click, just delete."))).toBe(true);
    expect(PROTECTIVE_ADVICE.test(lower('Do not reply; just report it.'))).toBe(true);
    expect(PROTECTIVE_ADVICE.test(lower("Don't show them your bill or sign anything!"))).toBe(true);
    expect(PROTECTIVE_ADVICE.test(lower("Don't click the button twice."))).toBe(false);
  });

  it("reads a daughter putting Mom's order on her own card as no card given away", () => {
    expect(
      detectHarm(
        lower('Mom I put your Amazon Pharmacy order on my card since yours was declined.'),
      ),
    ).not.toContain('paid_card');
    expect(detectHarm(lower('I put my card number in and paid the fee.'))).toContain('paid_card');
  });

  it('reads a card bought for its code by text, even without the word "gift"', () => {
    expect(
      ids(
        'can u pick me up a $100 steam card at walgreens today? its for my friends birthday. just text me the code on the back',
      ),
    ).toContain('gift_card_payment');
    expect(
      ids('I bought a Steam card at Target for his birthday. Should I send the code by e-mail?'),
    ).not.toContain('gift_card_payment');
    expect(ids('Never buy a gift card and text the code to anyone who asks.')).not.toContain(
      'gift_card_payment',
    );
  });

  it('reads a locked Echo Dot and "do not close this window. Call" as a tech-support pop-up', () => {
    expect(ids('Your Echo Dot has been LOCKED due to unauthorized purchases.')).toContain(
      'tech_problem_claim',
    );
    expect(ids('Do not close this window. Call Device Support at +1-877-219-4450.')).toContain(
      'tech_problem_claim',
    );
    expect(ids('Please do not close this window while your payment is processing.')).not.toContain(
      'tech_problem_claim',
    );
  });

  it('reads a username and password asked by reply, and payment apps asked first', () => {
    expect(
      ids('To start, reply with your VA.gov / Login.gov username and password so we can file.'),
    ).toContain('asks_credentials');
    expect(ids('Never reply with your username and password.')).not.toContain('asks_credentials');
    expect(ids('Payment thru Zelle or Cash App first since PayPal holds funds.')).toContain(
      'payment_app_request',
    );
  });

  it('reads a fee behind a guaranteed sale, and a visa and ticket to pay for, as fees first', () => {
    expect(
      ids(
        'Guaranteed sale in 60 days or less\nFree appraisal\nFeatured listing: one-time advertising fee of only $1,299',
      ),
    ).toContain('upfront_fee');
    expect(ids('I only need help with the visa processing and ticket, around $1,800.')).toContain(
      'upfront_fee',
    );
    expect(
      ids('We helped my niece pay for her visa and plane ticket to come to the wedding.'),
    ).not.toContain('upfront_fee');
  });

  it('reads an enrollment fee not received as a bill, and one asked as a fee', () => {
    for (const text of [
      'Your quarterly TRICARE Prime enrollment fee of $95.25 was not received by the due date.',
      'TRICARE Prime enrollment fee payment past due',
    ]) {
      expect(ids(text)).not.toContain('upfront_fee');
    }
    expect(ids('A one-time enrollment fee of $150 is required.')).toContain('upfront_fee');
  });

  it('reads a gift said to go straight to families, and a donation within hours, as an appeal', () => {
    expect(ids('100% of your gift goes straight to families in western North Carolina.')).toContain(
      'charity_appeal',
    );
    expect(ids('Donate in the next 6 hours and your name will be read.')).toContain(
      'charity_appeal',
    );
    expect(ids('Your gift arrived at our house yesterday, thank you!')).not.toContain(
      'charity_appeal',
    );
  });
});

describe('wordings of probes 997–1012 (decision 0097)', () => {
  it('reads warning posts that name no scammer in the usual words as bulletins', () => {
    for (const text of [
      '⚠️LOST PET SCAM WARNING⚠️ Posting this for everyone in the Lost & Found Pets group. After I posted about my dog, people texted saying they had him and wanted me to read back a Google verification code. NOBODY who really has your pet needs a code or money up front.',
      "Nextdoor – Oak Hollow\nHeads up if you're selling anything on Marketplace. A 'buyer' asked me to read back a code they sent to my phone. Never give anyone a code texted to you.",
      "Nextdoor post: WARNING. Someone is texting people in our zip code pretending to be U-Haul saying your refund 'failed' with a link to uhaul-refunds-something.com. Don't click!",
      "Heads up, neighbors! My neighbor got a text saying her Kohl's Cash was expiring with a link to 'kohls-rewards-claim.com.' It's fake. Don't click!",
      'ADMIN NOTE: Several members have reported DMs from "cousins" who ask to move to WhatsApp and then pitch crypto. Please don\'t send money or personal info to anyone you only know from a match list.',
    ]) {
      expect(ids(text)).toContain('legit_fraud_bulletin');
    }
    // A lure that says "heads up" and links to its own look-alike is no bulletin.
    expect(
      ids('Heads up! Your Kohls Cash expires tonight, redeem at kohls-rewards-claim.com now'),
    ).not.toContain('legit_fraud_bulletin');
  });

  it("reads an account's PIN asked on a call the person made as the check it is", () => {
    const text =
      "Me: Hi, I'm calling because I want to upgrade my phone.\nRep: Thanks for calling T-Mobile. Since you called in to us, I'll need to verify you. Can you give me the six-digit PIN on your account?";
    expect(ids(text)).not.toContain('asks_one_time_code');
    expect(ids('Can you give me the six-digit code we just texted you?')).toContain(
      'asks_one_time_code',
    );
  });

  it("reads 'go to chase.com or open the app' as the company's own way in", () => {
    expect(
      ids(
        "Subject: Your account is temporarily locked\n\nTo unlock it, go to chase.com or open the Chase Mobile app and choose 'Forgot username/password.'",
      ),
    ).toContain('legit_verify_directly');
  });

  it('reads a loan approval as no prize', () => {
    expect(
      ids(
        'Congratulations! Your PenFed auto loan application has been approved for up to $28,000.',
      ),
    ).not.toContain('prize_claim');
  });

  it('reads gift cards taken through a promotion, and a store card that "works too"', () => {
    expect(
      ids('We can only take it today through Google Play cards because of our partner.'),
    ).toContain('gift_card_payment');
    expect(ids('I can take a debit card, or a Target or Walmart gift card works too.')).toContain(
      'gift_card_payment',
    );
    expect(ids('Your Target gift card works at any Target store.')).not.toContain(
      'gift_card_payment',
    );
  });

  it('reads an SSN by text, a rewards concierge to call, and a username and password shared', () => {
    expect(ids('To pre-qualify just text me your full SSN and DOB.')).toContain('asks_ssn');
    expect(ids('Call our rewards concierge now at 1-888-555-0149 to activate.')).toContain(
      'asks_call_number',
    );
    expect(
      ids('The easiest way is to share your my Social Security username and password with me.'),
    ).toContain('asks_credentials');
    expect(
      ids('He said he would load it if I confirmed my Target login email and password.'),
    ).toContain('asks_credentials');
  });

  it('reads a code asked for when it comes in, and a code taken after a date of birth', () => {
    expect(ids('can u send me the code when it comes in?? just screenshot the text')).toContain(
      'asks_one_time_code',
    );
    expect(
      ids(
        'They asked for her date of birth, her Rapid Rewards number and then a code that came to her phone.',
      ),
    ).toContain('asks_one_time_code');
  });

  it('reads deposits by payment app to hold a spot, a pet shipping fee and booking taxes as fees', () => {
    for (const text of [
      'Cash or Zelle deposit to hold your spot, message me',
      'he just needs a $1,200 deposit by zelle tonight to order materials',
      'just need first month $89 through Venmo friends & family to hold it',
      'free to a good home, you just cover the $250 pet shipping fee',
      "there's a $199 booking and port tax fee",
      'you just have to pay the $300 upgrade and they refund it',
    ]) {
      expect(ids(text)).toContain('upfront_fee');
    }
    expect(ids('Your $89 payment by Venmo was received. Thanks!')).not.toContain('upfront_fee');
  });

  it('reads a reward wanted first, and "only you and me need to know", as the scams ask them', () => {
    expect(ids('I want the $500 reward first, send it on Cash App.')).toContain('upfront_fee');
    expect(ids('We paid the $500 reward when Buddy came home.')).not.toContain('upfront_fee');
    expect(ids('Only you and me need to know, darling')).toContain('secrecy_demand');
  });

  it("reads an insurer's claims look-alike as the sender's disguise", () => {
    const mail = (address: string): string =>
      `Subject: FINAL NOTICE – Unpaid Roof Inspection Invoice | From: Liberty Mutual Claims <${address}>\n\nPlease pay the balance.`;
    expect(ids(mail('billing@libertymutual-claimsdept.com'))).toContain('sender_lookalike_domain');
    expect(ids(mail('claims@libertymutual.com'))).not.toContain('sender_lookalike_domain');
  });
});

describe('wordings of probes 1013–1028 (decision 0098)', () => {
  it('reads a help page or consumer advice that describes the scam as a bulletin', () => {
    for (const text of [
      "Important: The Clerk's office does not make phone calls or send text messages asking for payment, and we never accept gift cards, cryptocurrency, or payment apps. If someone contacts you claiming to be from the Clerk's office and demands payment, hang up and call our office.",
      "FTC Consumer Advice: If you get a call from someone saying they have a buyer for your timeshare, be skeptical — especially if they want you to pay fees upfront. Also watch for 'recovery' companies promising to get back money you lost. Report it at ReportFraud.ftc.gov.",
      'Scammers sometimes copy real listings. Watch out for these warning signs: you are asked to pay by wire transfer or gift card. If you suspect a listing is fraudulent, use the Report listing link.',
    ]) {
      expect(ids(text)).toContain('legit_fraud_bulletin');
    }
  });

  it('reads "told him not to hang up" as the scammer\'s order, not advice to the reader', () => {
    expect(PROTECTIVE_ADVICE.test('they told him not to hang up or he would be arrested')).toBe(
      false,
    );
    expect(PROTECTIVE_ADVICE.test('If anyone calls about a warrant, hang up.')).toBe(true);
  });

  it("reads an exchange's own receipt and lock notice as its own", () => {
    const receipt =
      'Subject: You sent 0.05 ETH | From: Coinbase <no-reply@coinbase.com>\n\nYou sent 0.05 ETH ($173.26) to an Ethereum address ending in ...4c9E.\n\nIf you did not authorize this transaction, please contact us immediately through the Help Center at help.coinbase.com.';
    expect(ids(receipt)).not.toContain('crypto_payment');
    expect(ids(receipt)).not.toContain('asks_call_number');
    expect(ids('Send the 0.05 ETH to this Ethereum address now.')).toContain('crypto_payment');
    const locked =
      'Subject: Your Kraken account has been locked | From: Kraken <noreply@kraken.com>\n\nThis is an automatic security measure to protect your funds. To unlock your account, go to kraken.com, select Sign in, and follow the prompts.';
    expect(ids(locked)).toContain('legit_verify_directly');
    expect(ids(locked)).not.toContain('move_money_safe_account');
    expect(ids('Move your savings now to protect your funds from the hackers.')).toContain(
      'move_money_safe_account',
    );
  });

  it('reads further ways to ask for a card, a login or a Medicare number', () => {
    for (const text of [
      'he had her read him the numbers off the front and back so they could mail a new chip card',
      'Full video is here, you have to log in with Facebook to view',
      'free registration with card to verify you are not a bot',
      'I need your Social Security number and your online banking username and password',
      'My agent Mr. Collins handles everything, he only needs your FSA login to check eligibility.',
    ]) {
      expect(ids(text)).toContain('asks_credentials');
    }
    expect(ids('Never share your online banking username and password.')).not.toContain(
      'asks_credentials',
    );
    expect(ids('Just reply with your full name and birthdate and I will book you.')).toContain(
      'asks_personal_details',
    );
    expect(
      ids(
        "It's about your Medicare dental upgrade. Can you read me the number on your card, starting with the letters?",
      ),
    ).toContain('asks_medicare_number');
    expect(
      ids('Please send a copy of the front and back of your Medicare and supplement cards.'),
    ).toContain('asks_medicare_number');
  });

  it('reads a chat-app broker, fast-made retirements, trading signals and guaranteed yields', () => {
    expect(ids('He only works through WhatsApp now since he is semi-retired.')).toContain(
      'moves_to_chat_app',
    );
    expect(
      ids('Message Mr. Crowe, he is a Lyft resolution agent, on WhatsApp +1 (307) 555-0194'),
    ).toContain('moves_to_chat_app');
    for (const text of [
      'she helped my aunt with crypto mining, she made back her whole retirement in 4 months',
      "her uncle gives her 'signals' for short-term gold contracts",
      'a private education trust paying a guaranteed 12% tax free',
    ]) {
      expect(ids(text)).toContain('guaranteed_returns');
    }
  });

  it('reads a fake check to pass on, a rental no one shows, and a city parking invoice', () => {
    expect(
      ids("I'll mail you a check. When you deposit it just send the balance to the vendor."),
    ).toContain('overpayment_refund');
    expect(ids("he couldn't meet, just go drive by and look through the windows")).toContain(
      'rental_too_good',
    );
    expect(ids('Your vehicle has an unpaid parking invoice (Violation #8841922).')).toContain(
      'unpaid_toll',
    );
  });

  it('reads a deputy of a civil process division, a rebate to claim and free solar', () => {
    expect(
      ids('This is Deputy Mark Collins, civil process division, Fairfax County. Call me today.'),
    ).toContain('impersonates_law_enforcement');
    expect(ids('Please speak with a deputy clerk in person at the counter.')).not.toContain(
      'impersonates_law_enforcement',
    );
    expect(ids('Your $85.00 Smart Meter Rebate is ready to be claimed.')).toContain(
      'refund_or_grant_offer',
    );
    expect(ids("No cost, and you'll NEVER pay an electric bill again.")).toContain('free_offer');
  });

  it('reads a discount for Zelle or wire, a retainer by Cash App and a slot held by Zelle', () => {
    expect(ids('Save an extra 40% when you pay by Zelle or bank transfer.')).toContain(
      'wire_transfer_request',
    );
    expect(ids('I just need a $150 retainer on Cash App and I get paid when you do')).toContain(
      'upfront_fee',
    );
    expect(ids('We need the $125 service fee sent through Zelle to hold your slot.')).toContain(
      'upfront_fee',
    );
  });

  it('reads a bill due by the hour, a deputy to call directly and a sticker over the meter', () => {
    expect(ids('To avoid a late fee, pay by 11:59PM today: nyc-parkingfinance.com/pay')).toContain(
      'payment_demand',
    );
    expect(ids('Please call me directly at 571-402-8816 before 4pm.')).toContain(
      'asks_call_number',
    );
    expect(
      ids('the meter had a little sticker with a QR code that said Pay by phone - scan here'),
    ).toContain('qr_code_lure');
  });

  it("reads an agency's cashier's check and a stranger's wish to see the account number", () => {
    expect(
      ids("My agency will send a cashier's check, just tell me who to make it out to"),
    ).toContain('overpayment_refund');
    expect(
      ids("Is now a good time? I just need to look at your account # to see what you'd save."),
    ).toContain('asks_personal_details');
    // A carrier's help page telling the reader what the new carrier will need.
    expect(
      ids("To move your number to another carrier, you'll need your account number and a PIN."),
    ).not.toContain('asks_personal_details');
  });

  it('reads money paid to someone found to be no one as the payee gone', () => {
    for (const text of [
      'I gave him $980 in cash. Monday the leasing office said they were never sold and they have never heard of him.',
      'She gave her $200 cash for the roof. The city says there is no such program.',
      'Sister wired her $4,300 for the trip. Viking has no booking in her name and the woman deleted her profile.',
      'She paid the $95 fee and the deposit. Now we found out the house is actually listed for sale.',
      'He paid her $300 and later the alarm company said they never sent anyone.',
    ]) {
      expect(ids(text)).toContain('vanished_after_payment');
    }
    // No money paid: the visit alone is another story.
    expect(ids('The alarm company says they never sent anyone.')).not.toContain(
      'vanished_after_payment',
    );
  });

  it('reads further readings only of signals the catalogue holds', () => {
    const known = new Set(SIGNALS.map((signal) => signal.id));
    for (const id of FURTHER_READINGS.keys()) expect(known.has(id)).toBe(true);
  });
});

describe('wordings of probes 1029–1044 (decision 0099)', () => {
  const lower = (text: string): string => text.toLowerCase();
  it('reads a warning post, a club notice and a family note as bulletins', () => {
    for (const text of [
      'PSA Nextdoor: got a text saying my Wayfair delivery was "on hold" and I needed to pay a $1.99 redelivery fee at some link. Deleted it. Passing it on because my neighbor fell for the Home Depot version.',
      'PSA from the Friends of the Library: members got emails that looked like they were from our board president asking them to buy gift cards. THAT IS NOT US. Report it to the library office.',
    ]) {
      expect(ids(text)).toContain('legit_fraud_bulletin');
    }
    expect(
      SCAMMERS_DESCRIBED.test(lower('Mom that letter about your car warranty is junk mail.')),
    ).toBe(true);
    expect(PROTECTIVE_ADVICE.test(lower("It is junk, please don't call them."))).toBe(true);
    // The victim who did not send the money back names no scammer.
    expect(SCAMMERS_DESCRIBED.test(lower("I would lose my house if I didn't send it back."))).toBe(
      false,
    );
    expect(SCAMMERS_DESCRIBED.test(lower("Chase didn't send it, the bank told me."))).toBe(true);
  });

  it('reads a sign-in notice, a lockout and a benefit claw-back as no ask', () => {
    expect(
      ids('A new device was used to sign in to your Online Banking on 03/18/2025 at 7:42 PM ET.'),
    ).not.toContain('asks_credentials');
    expect(ids('Sign in to your online banking now to keep access.')).toContain('asks_credentials');
    expect(detectHarm(lower('Me: Yes, I typed my password wrong a bunch of times.'))).toEqual([]);
    expect(detectHarm(lower('I typed my password on the page.'))).toContain('gave_bank_login');
    expect(
      ids('The state unemployment office says I was overpaid $1,140 in 2021 and must pay it back.'),
    ).not.toContain('overpayment_refund');
    expect(ids('I was overpaid by the buyer and he asked me to send back the rest.')).toContain(
      'overpayment_refund',
    );
  });

  it("knows AARP's and Direct Express's own numbers", () => {
    expect(
      ids(
        'Your Direct Express card ending 7731 was used for $64.12 at KROGER. If you did not make this purchase call 1-888-741-1115.',
      ),
    ).not.toContain('asks_call_number');
    expect(
      ids('To renew, log in at aarp.org/renew or call Member Services at 1-888-687-2277.'),
    ).not.toContain('asks_call_number');
  });

  it('reads further ways to ask for a gift card, a card, a code, a login or a chat app', () => {
    expect(ids("Most families use Apple gift cards because it's fastest.")).toContain(
      'gift_card_payment',
    );
    expect(ids('Prepay it with a Target or Google Play card so it posts right away.')).toContain(
      'gift_card_payment',
    );
    for (const text of [
      'send a photo of the front and back of your insurance card and the debit card you were charged on',
      'Can you confirm the name on the order and which card you paid with?',
      "I'll just need your EBT number and date of birth.",
    ]) {
      expect(ids(text)).toContain('asks_personal_details');
    }
    expect(ids("I won't need your EBT card number or PIN.")).not.toContain('asks_personal_details');
    expect(ids('He said he just needed my TSP account login to pull my statements.')).toContain(
      'asks_credentials',
    );
    expect(ids('Confirm the card you used, the full number and the code on the back.')).toContain(
      'asks_credentials',
    );
    expect(ids('Then read me the text we are sending you, the code.')).toContain(
      'asks_one_time_code',
    );
    expect(ids("Comment GOLD or DM me and I'll send my direct WhatsApp.")).toContain(
      'moves_to_chat_app',
    );
    expect(ids('Easier to chat on WhatsApp, is this number ok for that?')).toContain(
      'moves_to_chat_app',
    );
  });

  it('reads a payment app as a verb, fake cheques, filing fees, back premiums and a reversal team', () => {
    expect(ids('If you can Zelle that to our crew lead today, we keep your slot.')).toContain(
      'payment_app_request',
    );
    expect(ids('Just deposit it and send the $2,400 to my supplier.')).toContain(
      'overpayment_refund',
    );
    expect(
      ids("There's a small $24.99 filing fee which we deduct from your card today."),
    ).toContain('upfront_fee');
    expect(
      ids('If we paid the $1,200 back premium within 10 days they could reinstate it and pay out.'),
    ).toContain('upfront_fee');
    expect(ids('If NO, our Fraud Reversal Team will call you to reverse it.')).toContain(
      'agent_will_call',
    );
  });

  it('reads payment apps up front, benefit bonuses, a giveaway, a crew at the door and a callback ask', () => {
    for (const text of [
      "I'm only taking payment ahead of time thru Zelle since I got burned by a no show.",
      'I take Cash App or Venmo up front so I can buy materials.',
      'Hold yours today with a 25% deposit by wire or Zelle.',
    ]) {
      expect(ids(text)).toContain('payment_app_request');
    }
    expect(
      ids('You are eligible: apply before Friday to receive an extra $500 on your EBT card.'),
    ).toContain('refund_or_grant_offer');
    expect(ids("There's a new summer grocery bonus of $300 you may qualify for.")).toContain(
      'refund_or_grant_offer',
    );
    expect(
      ids("We're giving away 500 LIFETIME family memberships! Winners will be messaged to claim."),
    ).toContain('prize_claim');
    expect(ids('Got leftover material so can do it for $350 cash if we start today.')).toContain(
      'repair_payment_pressure',
    );
    expect(ids('He said I had to decide right now before it cools.')).toContain(
      'repair_payment_pressure',
    );
    expect(
      ids(
        'To restore access, reply to this email with a good phone number and a time we can call you.',
      ),
    ).toContain('asks_personal_details');
    // "Not verified within 48 hours" is no word of having checked with the company.
    expect(ids('Claims not verified within 48 hours are returned.')).not.toContain(
      'legit_verify_directly',
    );
  });

  it('reads a searched number across sentences and a payee whose number is disconnected', () => {
    expect(
      ids("I searched 'Wayfair customer service' on Google. Called the first number."),
    ).toContain('number_from_search');
    expect(
      ids('He read them his debit card over the phone. Later the number was disconnected.'),
    ).toContain('vanished_after_payment');
    expect(
      ids('Spectrum said the technician would come. The number was disconnected when I called.'),
    ).not.toContain('vanished_after_payment');
  });
});

describe('wordings of probes 1045–1060 (decision 0100)', () => {
  const rules = (text: string): string[] =>
    ruleOutcome(prepareMessage(text, 'sms', 'text')).applied;

  it('reads an agency help page whose list header ends a paragraph line as a list', () => {
    const page =
      'Most contacts come by letter through the Postal Service. The IRS does not:\n' +
      '• Call to demand immediate payment with a gift card or wire transfer.\n' +
      '• Threaten to have local police arrest you for not paying.';
    for (const id of ['gift_card_payment', 'wire_transfer_request', 'arrest_threat']) {
      expect(ids(page)).not.toContain(id);
    }
    // A scammer's own instructions are no list: "Do not:" stays out.
    expect(
      ids('Go to the bank now. Do not:\n- tell the teller why\n- buy anything but gift cards'),
    ).toContain('gift_card_payment');
  });

  it('does not read help pages, agents and notices that say what they will not ask as asking it', () => {
    expect(
      ids(
        'Be wary of sellers who ask for a deposit before you see the item, want to leave the site, or ask for payment by gift card or wire transfer.',
      ),
    ).not.toContain('gift_card_payment');
    expect(ids("I won't need your PIN or your full card number.")).not.toContain(
      'asks_credentials',
    );
    expect(ids("I'll need the full card number and the code on the back.")).toContain(
      'asks_credentials',
    );
    expect(
      ids('A wire request was submitted from your online banking. Did you make it?'),
    ).not.toContain('asks_credentials');
    expect(
      ids('We send it when a return is filed under your Social Security number.'),
    ).not.toContain('asks_ssn');
    expect(ids('Please verify your Social Security number to continue.')).toContain('asks_ssn');
    expect(
      ids('E-ZPass will never send a text message asking you to pay a toll through a link.'),
    ).not.toContain('unpaid_toll');
    expect(ids('E-ZPass: you have an unpaid toll. Pay now to avoid a fee.')).toContain(
      'unpaid_toll',
    );
  });

  it("reads a bank's lock notice with only its own number as the bank's, and another number not", () => {
    const own =
      'Wells Fargo: We locked your debit card ending 1234 after unusual activity. Review it in the app or call 1-800-869-3557.';
    expect(ids(own)).toContain('legit_official_number');
    expect(ids(own.replace('1-800-869-3557', '1-888-555-0199'))).not.toContain(
      'legit_official_number',
    );
  });

  it('reads a Social Security number asked by reply, and not an offer to answer questions', () => {
    expect(
      ids(
        'To keep your plan, reply to this email with:\n- Full Social Security number\n- Date of birth',
      ),
    ).toContain('asks_ssn');
    expect(
      ids('Send me a private message with your address, date of birth and SSN to get started.'),
    ).toContain('asks_ssn');
    expect(
      ids('Reply to this email with any questions about your Social Security number.'),
    ).not.toContain('asks_ssn');
  });

  it('reads the card courier, a wire to fund a placement, apps named as the only way, and fees', () => {
    expect(
      ids('Put the card in an envelope. An officer will stop by within the hour to collect it.'),
    ).toContain('cash_courier');
    expect(ids('Funding must be completed by wire to our custodial partner.')).toContain(
      'wire_transfer_request',
    );
    expect(ids('Zelle, Venmo or Cash App only, sorry.')).toContain('payment_app_request');
    expect(ids('Pay by Venmo, friends & family please, not goods & services.')).toContain(
      'payment_app_request',
    );
    expect(ids('Our agents get it back. Small upfront processing fee only.')).toContain(
      'upfront_fee',
    );
    expect(ids('Condo sleeps 8, book owner direct, no VRBO fees!')).toContain(
      'marketplace_context',
    );
    expect(
      ids(
        'Certificate of Status notice.\n\nYour company has not obtained it this year.\n\nCompliance fee: $87.25',
      ),
    ).toContain('filing_solicitation');
  });

  it('reads returns told as a yield, a sum that grew, or a multiple', () => {
    for (const text of [
      'A GUARANTEED 9% annual yield on your savings.',
      'In five weeks my $3,000 became $14,200!',
      'Clients in the last round saw a 3.5x return at listing.',
    ]) {
      expect(ids(text)).toContain('guaranteed_returns');
    }
    expect(ids('My $3,000 tax refund arrived.')).not.toContain('guaranteed_returns');
  });

  it("reads a stranger's openers: a number kept, a trip shared, a widower, a move to private", () => {
    expect(ids("Hi Ruth, it's Pam! Is this still your number?")).toContain('wrong_number_opener');
    expect(ids('I finally found your number in my notes, how are you?')).toContain(
      'wrong_number_opener',
    );
    expect(
      ids('Sorry to bother you, I think we were on the same Alaska cruise last summer?'),
    ).toContain('stranger_befriends');
    expect(ids("I'm a widower too, my name is Tom.")).toContain('overseas_partner_story');
    expect(
      ids("I'd like to tell you about my business in Dubai when we talk on Google Chat."),
    ).toContain('overseas_partner_story');
    expect(ids('Members who want the VIP picks, please message me privately.')).toContain(
      'moves_to_chat_app',
    );
    expect(ids('We reviewed your resume and have a flexible remote role, $300 a day.')).toContain(
      'job_offer',
    );
  });

  it('reads a payee who does not exist and a real company that never called', () => {
    for (const text of [
      'I paid him a $3,000 deposit. The company does not seem to exist.',
      'We paid $900. The number on his card goes to voicemail now.',
      'He paid $400 on his card. His real pharmacy says they never called him.',
    ]) {
      expect(ids(text)).toContain('vanished_after_payment');
    }
    expect(ids('The pharmacy called to say my refill is ready.')).not.toContain(
      'vanished_after_payment',
    );
  });

  it('reads card, Medicare and Social Security numbers told to a caller as harm', () => {
    expect(
      detectHarm(
        'she had to re-verify his credit card. he gave her the whole number and the code on the back',
      ),
    ).toContain('paid_card');
    expect(detectHarm('she gave him her medicare number over the phone')).toContain(
      'gave_medicare_number',
    );
    expect(
      detectHarm('he was from social security. i read him the whole number and my bank account'),
    ).toContain('gave_ssn');
    expect(detectHarm('he was from social security. i never read him the whole number')).toEqual(
      [],
    );
    expect(
      rules(
        'A man called me saying he was from the Social Security office. I read him the whole number.',
      ),
    ).toContain('ssn_given_to_caller');
    expect(
      rules(
        'I called the Social Security office at the number on my letter. I read him the whole number.',
      ),
    ).not.toContain('ssn_given_to_caller');
  });
});

describe('wordings of probes 1061–1092 (decision 0101)', () => {
  const idsOn = (text: string, channel: 'sms' | 'phone' | 'social'): string[] =>
    prepareMessage(text, channel, 'text').hitIds;
  const rulesOn = (text: string, channel: 'sms' | 'phone' | 'social'): string[] =>
    ruleOutcome(prepareMessage(text, channel, 'text')).applied;

  it("reads a customer's own call and own receipt as no caller and no carrier", () => {
    const complaint =
      "I'm calling about my Spectrum bill. There's a $10 charge for a box we returned. I have the UPS receipt.";
    expect(idsOn(complaint, 'phone')).not.toContain('unsolicited_call');
    expect(idsOn(complaint, 'phone')).not.toContain('impersonates_delivery');
    expect(rulesOn(complaint, 'phone')).not.toContain('toll_or_delivery_payment');
    // A caller who rings about the account, and a carrier named to drop parcels at, still count.
    expect(idsOn("Caller: Hi, I'm calling about your Spectrum account.", 'phone')).toContain(
      'unsolicited_call',
    );
    expect(idsOn('Put the new labels on and drop them at the UPS Store.', 'sms')).toContain(
      'impersonates_delivery',
    );
  });

  it('reads a help page that says what collectors cannot threaten, and what thieves can then do', () => {
    expect(
      ids('No. Debt collectors cannot threaten to have you arrested or jailed if you do not pay.'),
    ).not.toContain('arrest_threat');
    expect(ids('Pay today or you will be arrested.')).toContain('arrest_threat');
    expect(
      ids(
        'A bad actor moves your number to their SIM. They can then receive your text messages, including one-time passcodes.',
      ),
    ).not.toContain('asks_one_time_code');
  });

  it("reads a warning post that names a fake page, and a utility's pointer to the bill", () => {
    const post =
      'Milspouses PLEASE share: there\'s a Facebook page called "Military Family Relief Fund 2025" using a fake Army Emergency Relief logo. They want a $50 "activation fee" by gift card. Go through armyemergencyrelief.org.';
    expect(idsOn(post, 'social')).toContain('legit_fraud_bulletin');
    expect(
      ids('You can pay on the app, or call back the number on your bill if you would feel safer.'),
    ).toContain('legit_verify_directly');
    expect(
      ids('Do not call the number on your bill, call our disconnect desk at 888-555-0101.'),
    ).not.toContain('legit_verify_directly');
  });

  it("reads a stranger's approach: a kind face in a group, a lost-pet post, a rig, a peacekeeping mission", () => {
    for (const text of [
      'I saw your kind face in the group Proud Army Moms and felt God lead me to say hi.',
      'I saw your sweet comment on the Navy Memorial post and it touched my heart.',
      'I came across your post on the stamp forum about your airmail covers.',
      'Hi I saw your lost dog post, I think I found your dog!! Send $200 on Cash App for gas.',
    ]) {
      expect(idsOn(text, 'social')).toContain('stranger_befriends');
    }
    expect(ids('I think about our talks every day out here on the rig.')).toContain(
      'overseas_partner_story',
    );
    expect(
      rulesOn(
        'I saw your kind face in the group. I am Sgt Major James, on a UN peacekeeping mission in Syria.',
        'social',
      ),
    ).toContain('stranger_befriends_story');
    expect(
      rulesOn(
        'Hi I saw your lost dog post, I think I found your dog!! Send $200 on Cash App for gas.',
        'social',
      ),
    ).toContain('stranger_payment_app');
  });

  it('reads a favour before it is named, a code asked by a helper, a routing number by reply, a new payment portal', () => {
    expect(
      rulesOn(
        "Hi is this Linda? It's Carol from the choir, I got a new number. I have a little favor to ask, nothing big",
        'sms',
      ),
    ).toContain('new_number_favor');
    expect(
      ids("Send me the email on your account, I'll just need the verification code that pops up."),
    ).toContain('asks_one_time_code');
    expect(
      ids('To receive direct deposit reply YES with your full name, bank routing # and account #.'),
    ).toContain('asks_credentials');
    expect(
      ids('Starting Nov 1 rent will only be accepted through our new payment portal.'),
    ).toContain('changed_payment_details');
    expect(ids("We're switching billing providers this month.")).toContain(
      'changed_payment_details',
    );
    expect(ids('Chase will never ask you to switch billing providers by text.')).not.toContain(
      'changed_payment_details',
    );
  });

  it("reads an opener that asks for someone by name, and not a person's 'is this real?'", () => {
    expect(
      idsOn("Hi is this Linda? This is Carol, Pastor Ray's wife from the Tuesday lunch", 'sms'),
    ).toContain('wrong_number_opener');
    expect(idsOn('hello, is this still Dave? this is Amy from the river cruise', 'sms')).toContain(
      'wrong_number_opener',
    );
    expect(
      ids('Hi Margaret, is this still the right number for the Oak Hollow Garden Club?'),
    ).toContain('wrong_number_opener');
    for (const text of [
      'is this real? "Ordered: coffee maker. Arriving Thursday."',
      'Is this normal? My Spectrum bill jumped this month.',
      'Is this legit?? Got an email from my alumni association.',
    ]) {
      expect(idsOn(text, 'sms')).not.toContain('wrong_number_opener');
    }
  });

  it('reads help pages and warning posts by the way they describe scams and advise', () => {
    for (const text of [
      'Fake Check Scams\n\nSomeone sends you a check and asks you to send some back by gift cards. No legitimate buyer, employer, or sweepstakes will ask you to send money back.\n\nReport it at ReportFraud.ftc.gov.',
      "Heads up in the Lakewood Retirees group: emails say my plan auto renewed, call a number to cancel. It's a trick to get you into your computer. Just delete them!",
      "PSA for Oak Ridge neighbors: a caller asked for a donation by Zelle. There's no such registered charity. Don't give to anybody who calls YOU and wants Zelle or gift cards!!",
      "Posting this in the Greenfield Buy/Sell/Trade group because it happened to my dad: a 'buyer' wanted to mail a cashier's check for MORE than the price. That's a scam every time.",
      "consumer.ftc.gov – Rental Listing Scams\nScammers copy real listings. Signs of a scam: they ask you to wire money or pay with gift cards. Never pay to rent a place you haven't seen in person.",
    ]) {
      expect(idsOn(text, 'social'), text.slice(0, 40)).toContain('legit_fraud_bulletin');
    }
    expect(
      ids(
        'The IRS does not: call to demand immediate payment using a gift card or wire transfer; threaten to have you arrested.',
      ),
    ).not.toContain('gift_card_payment');
    expect(
      ids(
        "She'll explain how to spot the 'new Medicare card' phone scams. Nobody calls you out of the blue.",
      ),
    ).not.toContain('asks_medicare_number');
    expect(ids('Medicare: confirm your Medicare number for your new Medicare card.')).toContain(
      'asks_medicare_number',
    );
    expect(ids('Please use the following code to confirm your identity: 384712')).not.toContain(
      'asks_personal_details',
    );
  });

  it("reads a person's own call to the number on the card, and the Red Cross's own number", () => {
    expect(
      prepareMessage(
        "Me: Hi, I'm calling the number on the back of my Wells Fargo card. I got a text saying my account was locked.\nRep: Thank you for calling us directly. I'll send a one-time code to your phone on file.",
        'phone',
        'text',
      ).hitIds,
    ).toContain('legit_customer_called');
    expect(
      ids(
        'Thank you for your gift. If you did not make this donation, please call 1-800-733-2767.',
      ),
    ).toContain('legit_official_number');
  });

  it("reads a grandchild's secret, a move to Telegram, a crew's leftover asphalt, a court's unnamed matter", () => {
    expect(
      rulesOn(
        "Hi Nana its Josh. im at the police station and they only let me text. I messed up really bad. Please don't tell my dad.",
        'sms',
      ),
    ).toContain('family_secret_emergency');
    expect(ids("Don't tell my dad yet, it's a surprise party!")).not.toContain('secrecy_demand');
    expect(ids('The chat in the game keeps glitching, can we move over to Telegram?')).toContain(
      'moves_to_chat_app',
    );
    expect(
      rulesOn(
        "A man came to my mother's door saying his crew was finishing a driveway for her neighbor and had extra asphalt left, he'd do hers for $300.",
        'phone',
      ),
    ).toContain('door_to_door_repair_payment');
    expect(
      rulesOn(
        'Hey neighbor, we are a roofing crew working a few streets over. We have leftover shingles from the job so we can do your roof at half price.',
        'social',
      ),
    ).toContain('door_to_door_repair_payment');
    expect(
      ids(
        'This is Officer T. Ramirez with the Clerk of the Circuit Court regarding a matter under your name.',
      ),
    ).toContain('arrest_threat');
  });
});

describe('wordings of probes 1095–1106 (decision 0102)', () => {
  const on = (text: string, channel: 'sms' | 'social' | 'phone' | 'web') =>
    prepareMessage(text, channel, 'text');

  it('reads warning posts that pass a near miss on, or tell of a scam going around', () => {
    for (const post of [
      "Sharing this from my mom's church bulletin because it almost happened to her: if you get a call from a 'grandchild' in trouble, HANG UP and call their parents. No real lawyer or police officer will ever send a courier to pick up cash. Please share.",
      "Anyone else get a text today saying they owe $3.95 in unpaid tolls from SunPass? Looked it up and it's a scam going around. DON'T click it. Just delete it.",
      "Government impersonators often tell you there's a problem with your Social Security number. Nobody from a government agency will ever send a courier to pick up cash. Report it at ReportFraud.ftc.gov.",
      "Heads up neighbors - a man in a yellow vest knocked saying he was from 'the water company' and needed to come inside. I called Aqua and they have no crews out. Please don't let anyone in and call the police non-emergency line.",
    ]) {
      expect(on(post, 'social').hitIds).toContain('legit_fraud_bulletin');
    }
    // What a warning says cannot happen is no ask.
    expect(
      on('No real lawyer or police officer will ever send a courier to pick up cash.', 'web')
        .hitIds,
    ).not.toContain('cash_courier');
    expect(on('An officer will send a courier to pick up the cash.', 'phone').hitIds).toContain(
      'cash_courier',
    );
    // A scam that asks to be shared is no warning.
    expect(
      on(
        'Walmart is giving away $500 gift cards to everyone! Just claim yours. Please share.',
        'social',
      ).hitIds,
    ).not.toContain('legit_fraud_bulletin');
  });

  it("reads a friend's grant with no payback, a withdrawal tax, a resume 'recommended', details on WhatsApp", () => {
    expect(
      on(
        'I just got $50,000 from the Federal Community Development Grant, no payback needed! Contact Agent Roberts.',
        'social',
      ).hitIds,
    ).toContain('refund_or_grant_offer');
    expect(
      on('We got a $5,000 grant from the county for the new library roof.', 'social').hitIds,
    ).not.toContain('refund_or_grant_offer');
    expect(
      on(
        "When she tried to take some out they said she has to pay 20% 'capital gains tax' first.",
        'phone',
      ).hitIds,
    ).toContain('upfront_fee');
    const job = on(
      "Hello, I'm Ashley with the recruiting team at Indeed. Your resume was recommended to us for a flexible remote role, 60-90 mins a day, $300-$800 daily. Can I share details on WhatsApp?",
      'sms',
    );
    expect(job.hitIds).toEqual(expect.arrayContaining(['job_offer', 'moves_to_chat_app']));
    expect(ruleOutcome(job).applied).toContain('high_pay_job_offer');
    expect(on('It made me smile all day on the rig.', 'social').hitIds).toContain(
      'overseas_partner_story',
    );
    expect(
      on('Do you have your debit card handy? I just need the three digits on the back.', 'phone')
        .hitIds,
    ).toContain('asks_credentials');
    expect(
      on('Never give anyone the three digits on the back of your card.', 'web').hitIds,
    ).not.toContain('asks_credentials');
  });

  it("does not press a utility's own disconnection notice whose links are its own", () => {
    const notice =
      'Duke Energy disconnection notice: Your past-due balance of $218.56 must be paid by April 2 to avoid disconnection of service. If you need more time, you may be eligible for a payment arrangement. Sign in at duke-energy.com/billing or call 800.777.9898.';
    expect(on(notice, 'sms').hitIds).toContain('legit_official_links_only');
    expect(ruleOutcome(on(notice, 'sms')).applied).not.toContain('utility_shutoff_pressure');
    // The same notice asking for gift cards is the scam, whatever its links.
    const scam = `${notice} To stop it today, pay with Target gift cards.`;
    expect(ruleOutcome(on(scam, 'sms')).applied).toContain('utility_shutoff_pressure');
  });
});

describe('wordings of probes 1111–1112 (decision 0103)', () => {
  const on = (text: string, channel: 'sms' | 'social' | 'phone' | 'web' | 'email') =>
    prepareMessage(text, channel, 'text');

  it("reads a soldier's leave fee and his base, not his apology as a promise", () => {
    const message = on(
      "Good morning my dear. Here it's already evening at the base in Erbil. The Army allows early retirement leave if a family member applies. The fee is $2,800 and it has to come from a civilian. I would never ask if I could reach my own accounts from here.",
      'social',
    );
    expect(message.hitIds).toEqual(
      expect.arrayContaining(['overseas_partner_story', 'upfront_fee']),
    );
    expect(message.hitIds).not.toContain('legit_never_ask_notice');
    expect(ruleOutcome(message).applied).toContain('romance_money');
    expect(
      on(
        'The council will not transfer the deed until I pay the tax, and my accounts are frozen until probate closes.',
        'social',
      ).hitIds,
    ).toContain('overseas_partner_story');
    expect(
      on('I tried logging in too many times and now my account is locked.', 'web').hitIds,
    ).not.toContain('overseas_partner_story');
    // A pastor's or a coordinator's promise is still one.
    expect(
      on('I will never ask anyone to buy gift cards or send money by text.', 'email').hitIds,
    ).toContain('legit_never_ask_notice');
  });

  it('reads a code asked "what it says", a form asking the SSN with the maiden name', () => {
    expect(
      on(
        "Before we set up a pickup I'm having a 6 digit code sent to your phone, can you just tell me what it says?",
        'social',
      ).hitIds,
    ).toContain('asks_one_time_code');
    expect(
      on(
        "Verify your identity: Full name | Date of birth | Social Security Number | Mother's maiden name",
        'web',
      ).hitIds,
    ).toContain('asks_ssn');
    expect(
      on("Don't put your Social Security number or mother's maiden name in an obituary.", 'web')
        .hitIds,
    ).not.toContain('asks_ssn');
  });

  it('reads an undelivered relief payment voided if not claimed, a pension poacher, a court look-alike', () => {
    const treasury = on(
      'U.S. Treasury Dept: Our records show an undelivered Economic Impact Payment of $1,400 assigned to your household. The payment will be voided on 03/15/26 if not claimed.',
      'sms',
    );
    expect(treasury.hitIds).toEqual(expect.arrayContaining(['refund_or_grant_offer', 'deadline']));
    expect(
      on(
        'Our team can reposition your savings into an approved annuity and irrevocable trust so you fall under the VA limits. Our one-time planning fee is $4,500.',
        'email',
      ).hitIds,
    ).toContain('upfront_fee');
    // The VA's own warning of the same scheme asks nothing.
    expect(
      on(
        'Be careful of anyone who charges a fee to help you file or asks you to move assets into annuities or trusts.',
        'web',
      ).hitIds,
    ).not.toContain('upfront_fee');
    expect(
      on('View documents: https://fultoncourt-efile.com/case/2026-CV-04417', 'email').hitIds,
    ).toContain('link_service_words');
    expect(on('File at https://efilega.com today.', 'email').hitIds).not.toContain(
      'link_service_words',
    );
  });

  it("reads a state lottery's own claim process as where to claim, not a prize lure", () => {
    for (const text of [
      'I bought a scratch-off at the Circle K and it says I won $750. The clerk said they can only pay up to $599 and I have to take it to the lottery claim center or mail it in.',
      'Prizes of $600 or more must be claimed at a Texas Lottery Claim Center or by mail.',
    ]) {
      expect(on(text, 'phone').hitIds).toContain('legit_informational_only');
    }
    // A "claim center" that wants a fee for the prize is the scam it always was.
    const scam = on(
      'This is Mark from the Mega Millions Sweepstakes Claim Center. You won $2.5 million. To release it, pay the $850 processing fee by wire today.',
      'phone',
    );
    expect(scam.hitIds).not.toContain('legit_informational_only');
    expect(ruleOutcome(scam).applied).toContain('fee_to_collect_winnings');
  });
});
