import type { Channel, Entities, HarmEvent } from '@scambuddy/contracts';
import { SIGNALS } from '../signals/catalog.js';
import { isCleanOfficialLink } from '../entities/official-domains.js';
import { isFreeMailbox } from '../signals/mail-header.js';
import { isEvidenceSignal } from './caps.js';

/** What a score-raising rule may look at. */
export interface RuleInput {
  signals: ReadonlySet<string>;
  harm: readonly HarmEvent[];
  entities: Entities;
  /** Optional: rules that need no channel are applied where it is unknown. */
  channel?: Channel | undefined;
  /** Characters of the folded text (optional: unknown reads as long). */
  textLength?: number;
}

/**
 * A made-up address named for paying, claiming or signing in ("publicstorage-payportal",
 * "edd-ca-claims"), not only for a place or a help desk, which real organisations' names also
 * are ("kennedy-center.org").
 */
const MONEY_OR_ACCOUNT_WORDS =
  /pay|claim|verif|secur|login|account|update|refund|reward|renew|billing|citation|toll|customs|dut(?:y|ies)|parcel|deliver|track|relief|donat|alert|support|invoice|tithe|giv(?:e|ing)|pledge/;

/** An alert is short: a text or two (a data-breach letter that gives a helpline is not one). */
const SHORT_ALERT_CHARS = 400;

/**
 * A documented rule that raises the score to at least `floor` when the evidence is decisive on
 * its own, whatever the corpus-trained model says (the corpus lacks most US impostor scams).
 */
export interface ScoreRule {
  id: string;
  floor: number;
  applies: (input: RuleInput) => boolean;
}

const GOVERNMENT = [
  'impersonates_ssa',
  'ssn_suspended',
  'impersonates_irs',
  'impersonates_law_enforcement',
  'impersonates_medicare',
];
const UNUSUAL_PAYMENT = [
  'gift_card_payment',
  'crypto_atm',
  'cash_courier',
  'wire_transfer_request',
  'crypto_payment',
  'move_money_safe_account',
];
const MONEY_ASK = [
  ...UNUSUAL_PAYMENT,
  'payment_demand',
  'payment_app_request',
  'go_to_store_or_atm',
  'upfront_fee',
];
/**
 * Where a payment app asked for is no stranger's: a relative's favour, the agent of a company the
 * person called, a short everyday note, or a bulletin quoting the scam (`cold_call_payment_app`,
 * `fee_by_payment_app`).
 */
const NOT_A_STRANGERS_APP_PAYMENT = [
  'claims_family_member',
  'legit_customer_called',
  'legit_short_conversational',
  'legit_fraud_bulletin',
];
/** Signs raised by a payment itself, which a person's account of paying also raises. */
const PAYMENT_TOLD = ['wire_transfer_request', 'payment_app_request', 'payment_demand'];
/** What a person told of doing for a line found by a search that its company would not ask. */
const SEARCHED_NUMBER_HARM: readonly HarmEvent[] = [
  'remote_access',
  'paid_gift_card',
  'sent_crypto',
  'sent_payment_app',
  'sent_wire',
  'sent_cash',
  'gave_code',
];
/** A stranger's fortune on offer, and the advance-fee story's own devices. */
const ADVANCE_FEE_STORY = ['inheritance_claim', 'advance_fee_story'];
const DECEPTIVE_LINK = [
  'link_lookalike_domain',
  'link_brand_in_subdomain',
  'link_brand_on_shared_page',
  'link_ip_host',
  'link_punycode',
];

/** Companies whose look-alike messages lead to a page asking for card or sign-in details. */
const BRAND_IMPERSONATION = [
  'impersonates_apple',
  'impersonates_amazon',
  'impersonates_paypal',
  'impersonates_bank',
  'impersonates_delivery',
  'unpaid_toll',
];

const CATEGORY_BY_ID = new Map(SIGNALS.map((signal) => [signal.id, signal.category]));
const PRIOR_BY_ID = new Map(SIGNALS.map((signal) => [signal.id, signal.prior]));
/** "greenway.billing@gmail.com": an office's billing name on a mailbox anyone can open. */
const BILLING_NAME =
  /(?:billing|payments?|accounts?|invoices?|dues|collections?|office|finance|treasurer|dispatch|bookings?|deposits?|escrow|refunds?|dept|trips?|reservations?|registrations?|tuition|pay$)/;
function isBillingOnFreeMailbox(email: string): boolean {
  return (
    isFreeMailbox(email) && BILLING_NAME.test(email.slice(0, email.indexOf('@')).toLowerCase())
  );
}

const IMPERSONATION = SIGNALS.filter((s) => s.category === 'impersonation').map((s) => s.id);
const PRESSURE = SIGNALS.filter((s) => s.category === 'pressure').map((s) => s.id);

function any(signals: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.some((id) => signals.has(id));
}

function strongScamSignals(signals: ReadonlySet<string>, minimumPrior: number): string[] {
  return [...signals].filter((id) => {
    const category = CATEGORY_BY_ID.get(id);
    return (
      category !== undefined &&
      category !== 'legitimacy' &&
      (PRIOR_BY_ID.get(id) ?? 0) >= minimumPrior
    );
  });
}

export const SCORE_RULES: readonly ScoreRule[] = [
  {
    id: 'government_unusual_payment',
    floor: 95,
    // Or through Zelle, Venmo or Cash App ("send it through Zelle to our enforcement payment
    // account"): no agency, court or police department takes a fine by a payment app (FTC).
    applies: ({ signals }) =>
      any(signals, GOVERNMENT) &&
      // An agency's own "we will never ask you for money": 26 genuine messages of the corpus, test
      // sets and probes name an agency and a gift card, a Bitcoin ATM or a wire beside it (alerts,
      // a detective following up a victim's report), no scam (decision 0112).
      ((any(signals, UNUSUAL_PAYMENT) && !signals.has('legit_never_ask_notice')) ||
        // Not Medicare: a family splitting a parent's costs by Venmo names it beside the app.
        (signals.has('payment_app_request') &&
          any(
            signals,
            GOVERNMENT.filter((id) => id !== 'impersonates_medicare'),
          ) &&
          !any(signals, [
            'legit_fraud_bulletin',
            'legit_complaint_narrative',
            'legit_customer_called',
          ]))),
  },
  {
    id: 'gift_card_demand',
    floor: 90,
    applies: ({ signals }) =>
      signals.has('gift_card_payment') &&
      (any(signals, IMPERSONATION) ||
        any(signals, PRESSURE) ||
        // Goods, a job, a donation or a friend paid in gift cards: no seller, employer, charity or
        // friend asks for that (FTC: gift cards are for gifts, not payments).
        any(signals, [
          'unsolicited_call',
          'marketplace_context',
          'job_offer',
          'charity_appeal',
          'romantic_partner',
          'stranger_befriends',
          // "I'm in a meeting but I need a favor: pick up some Google Play cards" (the boss and
          // pastor impostors, FTC).
          'favor_request',
          // "The change would cost $249 … I'd have to pay with Apple gift cards": a price asked
          // in gift cards; no airline, utility or agency takes them (FTC).
          'payment_demand',
          // "$250 in Apple gift cards for the 'unlock fee'": an account "recovery service".
          'upfront_fee',
        ])),
  },
  {
    id: 'remote_access_pretext',
    floor: 90,
    // Not where the person started the contact themselves ("I used the chat on Microsoft's website
    // … after I'd started the chat myself"): the agent they reached may connect to fix it.
    applies: ({ signals }) =>
      !any(signals, ['legit_customer_called', 'legit_verify_directly']) &&
      signals.has('remote_access_request') &&
      any(signals, [
        'tech_problem_claim',
        'impersonates_microsoft',
        'impersonates_bank',
        'impersonates_amazon',
        'impersonates_apple',
        'overpayment_refund',
        'fake_invoice',
        'account_problem_alert',
        'unsolicited_call',
        'refund_or_grant_offer',
        // "Someone texted me pretending to be my daughter from a new number … install AnyDesk":
        // the family impostor who takes over the phone.
        'new_number_claim',
        // "While I'm connected I'll also check your online banking": a sign-in asked of someone
        // whose computer a stranger controls is the account emptied (decision 0119).
        'asks_credentials',
        // "He said there is a $189 rebooking fee … then asked me to download AnyDesk to process
        // it": no business takes a payment by controlling your computer (FTC).
        ...MONEY_ASK,
      ]),
  },
  {
    id: 'code_request_pretext',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('asks_one_time_code') &&
      !signals.has('legit_customer_called') &&
      // "Mom, I'm booking your flight on your Southwest account like we talked about at lunch …
      // can you send me the code?", "read it to me when I call at 10": a relative's favour agreed
      // beforehand, not a takeover.
      !signals.has('legit_arranged_together') &&
      (any(signals, IMPERSONATION) ||
        any(signals, [
          'marketplace_context',
          'unsolicited_call',
          'account_problem_alert',
          'account_suspension_threat',
          'wrong_number_opener',
          // "I got a new phone … they sent the code to you by mistake, forward it to me real
          // quick": the account takeover told as a friend's favour (FTC: Google Voice scams).
          'new_number_claim',
          'favor_request',
          // "You've been selected for our customer appreciation discount … read that code back to
          // me": a reward is no reason to read out a sign-in code (FCC: SIM swap and port-out).
          'prize_claim',
          'urgency',
          // A code and a card number or password asked together; a relative locked out.
          'asks_credentials',
          'claims_family_member',
          // "Read me the code, then I'll need the card for the $79 fare difference": a code and a
          // payment asked together; no one who sends a code also takes the money for it.
          ...MONEY_ASK,
        ])),
  },
  {
    // "WhatsApp will text you a 6-digit code, can u send it to me so I can add u?", "I just had the
    // system text you a 6 digit code. Can you send it back here?": a code sent to the person's phone
    // and asked for by whoever wrote is the account takeover itself, whatever the reason
    // given (FTC: only scammers ask for the code). Not a relative's, whom the person can ask, nor a
    // favour agreed beforehand (`legit_arranged_together`), nor a warning that quotes it. Not on calls, where an agent the person rang checks them so
    // (`code_request_pretext` reads the calls they did not place).
    id: 'code_asked_by_sender',
    floor: 80,
    applies: ({ signals, channel }) =>
      (channel === 'sms' || channel === 'social') &&
      signals.has('asks_one_time_code') &&
      !any(signals, [
        'claims_family_member',
        'legit_customer_called',
        'legit_fraud_bulletin',
        'legit_complaint_narrative',
        'legit_arranged_together',
      ]),
  },
  {
    // "Send payment via Zelle to greenway.billing@gmail.com", "pay your HOA dues by Zelle to
    // oakmonthoa.billing@gmail.com": a business's billing office on a free mailbox, paid by an
    // app that cannot be reversed (FTC: business impostors). A business bills from its own domain.
    id: 'payment_to_free_mailbox',
    floor: 80,
    applies: ({ signals, entities }) =>
      any(signals, ['payment_app_request', 'payment_demand', 'wire_transfer_request']) &&
      entities.emails.some(isBillingOnFreeMailbox),
  },
  {
    id: 'threat_with_payment',
    floor: 90,
    // In a first-person account of a dispute, "they threatened legal action if I don't pay" is how
    // a debt-collection complaint reads (CFPB): there an unusual payment or an SSN must be asked.
    // Nor an agency's own page of what it never does ("The IRS doesn't: call to demand immediate
    // payment … threaten to … have you arrested"): 52 genuine messages of the corpus, test sets and
    // probes name a threat beside such a notice, no scam (decision 0114).
    applies: ({ signals }) =>
      any(signals, ['arrest_threat', 'shutoff_threat', 'ssn_suspended']) &&
      !signals.has('legit_never_ask_notice') &&
      any(
        signals,
        signals.has('legit_complaint_narrative')
          ? [...UNUSUAL_PAYMENT, 'asks_ssn']
          : [...MONEY_ASK, 'asks_ssn'],
      ),
  },
  {
    // "Officer Ramirez: a warrant for your arrest. Stay on the line" (FTC: real police and agencies
    // never threaten arrest to keep you on the phone or keep it secret): the script before the ask.
    id: 'threat_kept_on_line',
    floor: 85,
    applies: ({ signals }) =>
      any(signals, ['arrest_threat', 'ssn_suspended', 'impersonates_law_enforcement']) &&
      any(signals, ['stay_on_line', 'secrecy_demand']),
  },
  {
    // Payment to be sent to a new account: with any demand to pay or wire, the invoice scam.
    id: 'payment_to_new_account',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('changed_payment_details') &&
      // Or asked from a free mailbox: "I changed banks, please update my direct deposit" from
      // jortiz.home2019@outlook.com is the payroll diversion the FBI describes.
      (entities.emails.some(isFreeMailbox) ||
        any(signals, [
          'wire_transfer_request',
          'payment_demand',
          'payment_app_request',
          'fake_invoice',
          'urgency',
          // "needs to be re-sent to a secondary escrow account today by 3pm or the rate lock
          // expires": a genuine closing does not move the money to a new account against a clock.
          'deadline',
          'cannot_talk_excuse',
          'sender_lookalike_domain',
          'sender_brand_on_webmail',
          'sender_name_not_brand_domain',
        ])) &&
      // "Your benefits will be deposited to the new account … if you did NOT make this change,
      // call us right away at 1-800-772-1213": the agency's notice of a change, whose only
      // pressure is to call its own number, asks nothing to be paid anywhere.
      !(
        signals.has('legit_official_number') &&
        !any(signals, [
          'wire_transfer_request',
          'payment_demand',
          'payment_app_request',
          'deadline',
        ])
      ),
  },
  {
    // "Press 1 to speak to a specialist" about a warranty, a lower rate, a refund or a prize: the
    // FCC's commonest illegal robocalls (a recorded sales call needs the person's written consent).
    id: 'press_one_offer',
    floor: 80,
    // Not the bank's own fraud check: "if you made this purchase, press 1; if not, press 2".
    applies: ({ signals }) =>
      signals.has('press_one') &&
      !signals.has('legit_fraud_check_reply') &&
      any(signals, [
        'fake_invoice',
        'loan_or_credit_offer',
        'refund_or_grant_offer',
        'free_offer',
        'prize_claim',
        'job_offer',
        'guaranteed_returns',
      ]),
  },
  {
    // A link dressed as a company's or an agency's address (a look-alike name, the brand in front
    // of another site, a bare number, disguised letters) with a deadline, a threat or a request:
    // phishing. Genuine messages link to the company's own domain.
    id: 'deceptive_link_with_pressure',
    floor: 85,
    applies: ({ signals }) =>
      any(signals, DECEPTIVE_LINK) &&
      [...signals].some((id) => isEvidenceSignal(id) && CATEGORY_BY_ID.get(id) !== 'link'),
  },
  {
    id: 'deceptive_link_with_request',
    floor: 85,
    // Or a sender's address dressed so ("no-reply@onedrive-shared-docs.net") asking for a sign-in
    // or personal details: the same look-alike, on the From line (decision 0080).
    applies: ({ signals }) =>
      (signals.has('sender_lookalike_domain') &&
        any(signals, ['asks_credentials', 'asks_personal_details'])) ||
      (any(signals, DECEPTIVE_LINK) &&
        any(signals, [
          'asks_credentials',
          'asks_personal_details',
          'account_suspension_threat',
          'account_problem_alert',
          'asks_click_link',
          'payment_demand',
          'unpaid_toll',
          'impersonates_delivery',
          'urgency',
          'charity_appeal',
          // "IRS Notice … verify your contributions: irs-charity-verify.com": an agency named, and a
          // look-alike of it linked. Agencies link only to their own .gov sites. (Not Medicare:
          // its insurers' plan sites, myaarpmedicare.com among them, spell its name.)
          'impersonates_irs',
          'impersonates_ssa',
        ])),
  },
  {
    id: 'sextortion_payment',
    floor: 90,
    applies: ({ signals }) => signals.has('sextortion_claim') && any(signals, MONEY_ASK),
  },
  {
    // "Your Social Security number has been suspended": Social Security never suspends a number
    // (SSA, "Protect yourself from scams"); the claim is the impostor's, however it goes on.
    id: 'ssn_suspended_claim',
    floor: 80,
    applies: ({ signals }) => signals.has('ssn_suspended'),
  },
  {
    // "Is this you in this video?? https://…": the hacked-friend lure has no other purpose.
    id: 'is_this_you_link',
    floor: 80,
    applies: ({ signals }) => signals.has('is_this_you_lure'),
  },
  {
    // "He knocked on my door, saw storm damage on my roof, and needs $6,500 cash up front": a
    // worker at the door asking for money before any work (FTC, "Home Improvement Scams").
    id: 'door_to_door_repair_payment',
    floor: 80,
    // A "water department" worker who must come inside is the distraction burglar's opening.
    applies: ({ signals }) =>
      signals.has('door_to_door_repair') &&
      (any(signals, [
        ...MONEY_ASK,
        'repair_payment_pressure',
        // "I can swing by at 7 to get your e-signature … Don't mention it to your son til it's
        // locked in": a door seller who keeps the family out of a contract (7 probe scams, no
        // genuine message, decision 0120).
        'secrecy_demand',
      ]) ||
        // Not a visit the utility confirmed at the number on the bill (decision 0113).
        (signals.has('impersonates_utility') && !signals.has('legit_verify_directly'))) &&
      // A neighbour's warning retells the crew's pitch ("leftover asphalt … cash today") (0101).
      !signals.has('legit_fraud_bulletin'),
  },
  {
    // "Hi Grandma, it's me. I'm in trouble, please don't tell Mom and Dad. Call me at this
    // number": the grandparent scam's opening, before any money is named (FTC, "family
    // emergency scams"); a grandchild in real trouble does not ask to keep it from the parents.
    id: 'family_secret_emergency',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('claims_family_member') &&
      signals.has('secrecy_demand') &&
      signals.has('emotional_emergency'),
  },
  {
    // "Can you Zelle me $800 till Monday? Please don't mention it to Linda": money by an unusual
    // way, asked to be kept from the people who would warn (a neighbour's hacked account, the
    // boss or pastor impostor); a genuine loan between friends is not secret.
    id: 'secret_unusual_payment',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('secrecy_demand') && any(signals, [...UNUSUAL_PAYMENT, 'payment_app_request']),
  },
  {
    // "I'm stuck abroad and lost my wallet. Could you wire me $500?": the stranded-traveller
    // message from a friend's hacked account; an emergency paid by wire, gift cards, crypto or a
    // courier is the scam whoever it claims to be.
    id: 'emergency_unusual_payment',
    floor: 85,
    applies: ({ signals }) => signals.has('emotional_emergency') && any(signals, UNUSUAL_PAYMENT),
  },
  {
    id: 'family_emergency_money',
    floor: 90,
    applies: ({ signals }) =>
      any(signals, ['claims_family_member', 'new_number_claim']) &&
      any(signals, ['emotional_emergency', 'secrecy_demand', 'new_number_claim']) &&
      any(signals, MONEY_ASK),
  },
  {
    // "This is Officer Brooks with the Highway Patrol, calling for the grandparent of Ethan: he's
    // been involved in a collision and is being held. Call me back": the grandparent scam's
    // first call, before the bail is named (FTC: family emergency scams).
    id: 'family_emergency_authority',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('claims_family_member') &&
      signals.has('emotional_emergency') &&
      signals.has('impersonates_law_enforcement'),
  },
  {
    // "Hi Mum, this is my new number, my phone broke. Message me on WhatsApp, it's urgent": the
    // opening of the family impostor scam, before any money is asked for (the money comes in the
    // chat app, out of the carrier's sight).
    id: 'new_number_to_chat_app',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('new_number_claim') &&
      signals.has('moves_to_chat_app') &&
      any(signals, ['claims_family_member', 'urgency', 'emotional_emergency', 'secrecy_demand']),
  },
  {
    // "Hi Mum, my phone fell in the toilet, this is my temporary number, I need to ask you
    // something": the family impostor's opener asks a favour before any money is named.
    id: 'new_number_favor',
    floor: 80,
    // Or the pastor's, a friend's from church ("Hi, this is Pastor Mike. This is my new number.
    // I need a favor"): the impostor's opening is the same whoever it claims to be (FTC).
    // Or asks it be kept from someone ("lost my phone, using a friend's. Call me back on this
    // number, but don't mention it to Mark yet"): a relative's real new number is no secret.
    applies: ({ signals }) =>
      signals.has('new_number_claim') && any(signals, ['favor_request', 'secrecy_demand']),
  },
  {
    // "I'm in a meeting and can't talk. I need you to handle a quick task": the boss or pastor
    // impostor's opener (FTC), the gift cards come in the next message.
    id: 'cannot_talk_favor',
    floor: 80,
    // "I'm tied up at the recital and can't get to the bank, could you Zelle the caterer": the
    // boss, pastor and friend impostors ask the payment itself as often as a favour (FTC).
    applies: ({ signals }) =>
      signals.has('cannot_talk_excuse') &&
      any(signals, [
        'favor_request',
        'payment_app_request',
        'gift_card_payment',
        'wire_transfer_request',
      ]),
  },
  {
    // A warrant or an arrest, and an officer's number to call about it: police and courts do not
    // text or e-mail people to call about a warrant (FTC, U.S. Marshals). "Please call me back at
    // 614-300-8821 before 5 PM": any number given that is not the agency's own counts.
    id: 'threat_callback',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('arrest_threat') &&
      any(signals, GOVERNMENT) &&
      (signals.has('asks_call_number') ||
        (entities.phones.length > 0 && !signals.has('legit_official_number'))),
  },
  {
    // "This is the County Title and Lien Department: settle the lien by wire before end of business
    // today or it goes to foreclosure": a caller no one expected, a deadline, and money by wire,
    // gift cards, crypto or a courier. No business that calls a person asks to be paid so (FTC).
    id: 'cold_call_unusual_payment',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('unsolicited_call') &&
      // Or a fee first ("cover the transfer tax and closing fee by wire so we can release the money
      // to you"): the timeshare-resale caller's advance fee needs no clock (FTC, decision 0079).
      (any(signals, PRESSURE) || signals.has('upfront_fee')) &&
      (any(signals, UNUSUAL_PAYMENT) ||
        // Or a new fee by Zelle ("an $85 activation charge … send that through Zelle to our vendor
        // account today"): no pharmacy, agency or company that calls adds a fee paid by an app.
        (signals.has('upfront_fee') && signals.has('payment_app_request'))),
  },
  {
    // "I saw your post in the Central Ohio Brides group … a $400 retainer, Zelle is easiest", "I saw
    // your comment in the Coin Collectors group … I pay by Cash App": a stranger who writes first
    // and wants money by a payment app, which carries no buyer protection (FTC, CFPB). Measured
    // (decision 0082): 7 probe scams and no genuine message of the corpus, test sets or probes.
    id: 'stranger_payment_app',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('stranger_befriends') &&
      signals.has('payment_app_request') &&
      !signals.has('legit_fraud_bulletin'),
  },
  {
    // "Hi sweetie!! So good to find you on here. I need a small favor … could you Cash App me $280?":
    // a friend's hacked or copied account asking a favour paid by a payment app (FTC: impostors of
    // friends on social media). Not from a relative, whose favours are everyday. Measured
    // (decision 0082): 6 probe scams and no genuine message of the corpus, test sets or probes.
    id: 'favor_by_payment_app',
    floor: 80,
    applies: ({ signals, channel }) =>
      (channel === 'social' || channel === 'email') &&
      signals.has('favor_request') &&
      signals.has('payment_app_request') &&
      !any(signals, ['claims_family_member', 'legit_fraud_bulletin']),
  },
  {
    // "This is Daniel from ADT's monitoring station … send the $89 service fee by Cash App", "I'm
    // calling from Feeding America … the boxes are $25, by Zelle": a company, charity or agency
    // that calls a person does not take its money by a payment app (FTC: pay only scammers ask
    // so). Not a relative or friend, who may well ask it, nor a call the person placed.
    id: 'cold_call_payment_app',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('unsolicited_call') &&
      signals.has('payment_app_request') &&
      !any(signals, [...NOT_A_STRANGERS_APP_PAYMENT, 'new_number_claim']),
  },
  {
    // "You qualify for the full payout … there's a $375 expedite and processing fee … send it by Zelle
    // to our claims processing partner", "the crane rental requires an $800 deposit up front, can you
    // Zelle that tonight to my business partner": a new fee to be paid by an app, which carries no
    // buyer protection. No insurer, agency or contractor adds a fee paid so (FTC, CFPB); the caller
    // who rang first is `cold_call_unusual_payment`. Measured in decision 0091.
    id: 'fee_by_payment_app',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('upfront_fee') &&
      signals.has('payment_app_request') &&
      !any(signals, [...NOT_A_STRANGERS_APP_PAYMENT, 'legit_complaint_narrative']),
  },
  {
    // "US-GOV: Your Social Security benefits are ON HOLD. Call SSA at 1-877-552-0319 today": Social
    // Security and the IRS are reached at their own numbers (1-800-772-1213, 1-800-829-1040), and
    // do not text or e-mail a threat with another number to call (SSA OIG, TIGTA).
    id: 'agency_threat_other_number',
    floor: 85,
    applies: ({ signals, entities }) =>
      any(signals, ['impersonates_ssa', 'impersonates_irs', 'ssn_suspended']) &&
      any(signals, PRESSURE) &&
      signals.has('asks_call_number') &&
      entities.phones.length > 0 &&
      !signals.has('legit_official_number'),
  },
  {
    // "Springfield PD: your plate was recorded … submit your statement within 48 hrs to avoid a
    // summons: spd-caseportal.com": police and courts do not threaten arrest or a summons by text
    // with a link to a site of their own making (FBI, FTC on court and police impostors). A link
    // to the agency's own domain is not this (decision 0079).
    id: 'agency_threat_link',
    floor: 85,
    applies: ({ signals, entities }) =>
      any(signals, GOVERNMENT) &&
      // Or benefits held or an SSN "suspended": "Treasury Dept: … your next payment will be held.
      // Enroll today at directexpress-enroll-benefits.com".
      ((signals.has('arrest_threat') && any(signals, ['deadline', 'urgency'])) ||
        any(signals, ['account_suspension_threat', 'ssn_suspended'])) &&
      entities.urls.length > 0 &&
      !entities.urls.every(isCleanOfficialLink),
  },
  {
    // "Spotify: Your Premium has been paused … spotfy-premium-renew.com/login", "State Farm: … review
    // it here: statefarm-claimreview.co/c/7741": a short alert whose link imitates a company's
    // domain. Companies link to their own domain; the look-alike is the lure whatever the words
    // say (FTC, "How to recognize and avoid phishing scams"). Not a warning that quotes one.
    // Measured (decision 0087): 1,040 scams and no genuine message of the corpus, test sets or
    // probes.
    id: 'short_alert_lookalike_link',
    floor: 80,
    applies: ({ signals, textLength }) =>
      (textLength ?? Infinity) <= SHORT_ALERT_CHARS &&
      signals.has('link_lookalike_domain') &&
      !any(signals, ['legit_fraud_bulletin', 'legit_verify_directly', 'legit_customer_called']),
  },
  {
    // "Apple ID: a sign-in was detected near Lagos. If this was not you, call Apple Security at
    // 1-888-555-0137", "your security freeze was lifted … call our Fraud Unit": an account alert
    // whose only way out is a number that is neither the company's known one nor, for a company
    // whose numbers we cannot check, an alert of the genuine form (asks_call_number is not raised
    // then). Callback phishing (FTC, decision 0079).
    id: 'alert_callback_other_number',
    floor: 85,
    applies: ({ signals, entities, textLength }) =>
      (textLength ?? Infinity) <= SHORT_ALERT_CHARS &&
      signals.has('account_problem_alert') &&
      signals.has('asks_call_number') &&
      entities.phones.length > 0 &&
      !any(signals, ['legit_official_number', 'legit_account_alert', 'legit_customer_called']),
  },
  {
    // "Hi, this is Karen with the Social Security office … please reply with your current mailing
    // address and date of birth": agencies do not ask for personal details by a text to reply to
    // (SSA OIG, CMS, IRS: they write by letter and ask you to call their own numbers).
    id: 'agency_details_by_text',
    floor: 85,
    applies: ({ signals, channel }) =>
      channel === 'sms' &&
      any(signals, GOVERNMENT) &&
      any(signals, ['asks_personal_details', 'asks_ssn', 'asks_medicare_number']) &&
      !any(signals, [
        'legit_official_number',
        'legit_official_links_only',
        'legit_customer_called',
      ]),
  },
  {
    // "Claim your $900 Medicare GIVEBACK … call the free Benefits Hotline at 1-888-555-0172": money
    // from Medicare, Social Security or the IRS offered at a number that is not the agency's own
    // (FTC: "Medicare giveback" ads; SSA OIG). The agencies' own numbers are known.
    id: 'agency_offer_other_number',
    floor: 85,
    applies: ({ signals, entities }) =>
      any(signals, GOVERNMENT) &&
      signals.has('refund_or_grant_offer') &&
      signals.has('asks_call_number') &&
      entities.phones.length > 0 &&
      !signals.has('legit_official_number'),
  },
  {
    // "I'm a certified asset recovery agent and I work alongside the FBI IC3 unit … a small
    // processing fee up front": police, courts and agencies charge no fee to get money back or to
    // clear a name (FTC: refund and recovery scams; FBI IC3 impostor warnings; decision 0079).
    id: 'agency_fee',
    floor: 85,
    applies: ({ signals }) => any(signals, GOVERNMENT) && signals.has('upfront_fee'),
  },
  {
    // "SSA.gov Notifications <statements@ssa-gov-secure.com>": an agency's name on mail from a
    // domain made to look like its own. Agencies send from their .gov domains (decision 0106);
    // measured: 176 scams of the corpus, test sets and probes, no genuine message.
    id: 'agency_lookalike_sender',
    floor: 85,
    applies: ({ signals }) => any(signals, GOVERNMENT) && signals.has('sender_lookalike_domain'),
  },
  {
    // "Your mailbox is full / your password expires today: click to keep it" (CISA, FTC): a
    // housekeeping warning with a link or a sign-in request is the commonest work phishing.
    id: 'mailbox_lure_sign_in',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('mailbox_full_lure') &&
      // "Your voicemail box is full … listen now before they are deleted: vm-inbox-play.net": a
      // link that is not the provider's own is the way in.
      (any(signals, ['asks_click_link', 'asks_credentials', ...DECEPTIVE_LINK]) ||
        entities.urls.some((url) => !isCleanOfficialLink(url))),
  },
  {
    // "Scan the QR code to re-enroll your MFA, or lose access in 24 hours" (FBI, FTC: "quishing"):
    // a QR code to sign in or pay, with a threat or a deadline. The code hides the link's address
    // from the mail filter and from the reader.
    id: 'qr_code_pressure',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('qr_code_lure') &&
      any(signals, [
        'account_suspension_threat',
        'deadline',
        'urgency',
        'asks_credentials',
        // "You'll be asked to confirm your driver's license, date of birth and the card on file".
        'asks_personal_details',
      ]),
  },
  {
    // "I need a copy of all employees' W-2s today" (IRS: the W-2 phishing of payroll staff) or
    // "send your SSN today": a Social Security number asked for in a hurry or in secret.
    id: 'ssn_request_pressure',
    floor: 80,
    // Not in a warning that retells the call ("they just needed … the last 4 of my social. I hung
    // up"): measured, two genuine warning posts and no scam carry both.
    applies: ({ signals }) =>
      !signals.has('legit_fraud_bulletin') &&
      ((signals.has('asks_ssn') &&
        any(signals, [
          'urgency',
          'deadline',
          'secrecy_demand',
          'cannot_talk_excuse',
          // "Xcel Energy field crew … reply with the last 4 of SSN so we don't skip your house": a
          // utility has the account and never asks an SSN by text or at the door (decision 0079).
          'impersonates_utility',
          // "This is Rachel with the DMV's REAL ID compliance office … your Social Security
          // number?": on a call the person did not place (one they placed reads as such and the
          // SSN sign is not raised). Measured (decision 0082): 40 probe scams, no genuine message.
          'unsolicited_call',
        ])) ||
        // "We're giving every household that completes the survey a $100 gift card … I'll need
        // your full Social Security number": a caller with a gift for an SSN (the Census Bureau
        // never asks one; FTC). A call the person placed is not such a caller.
        (signals.has('asks_ssn') &&
          signals.has('unsolicited_call') &&
          !signals.has('legit_customer_called') &&
          // Or naming Medicare, Social Security or the IRS: an agency's plan review does not ask it.
          any(signals, [
            'free_offer',
            'prize_claim',
            'refund_or_grant_offer',
            'upfront_fee',
            ...GOVERNMENT,
          ]))),
  },
  {
    // Goods or tickets from a stranger, paid first through Zelle, Venmo or Cash App (FTC, CFPB:
    // those payments are like cash, with no buyer protection): the non-delivery scam.
    id: 'marketplace_app_payment',
    floor: 80,
    applies: ({ signals }) =>
      // Or medicine sold "no prescription" for Cash App: no pharmacy takes a payment app.
      any(signals, ['marketplace_context', 'adult_or_pharma']) &&
      signals.has('payment_app_request'),
  },
  {
    // "A man called saying he was with the building committee … I gave him the card number and the
    // three digits on the back": card details given to someone who called unasked (FTC: do not give
    // card numbers to a caller you did not call). Not where the person called the company, nor a
    // pharmacy's or doctor's reminder, nor a warning. Measured (decision 0087): 25 scams of the
    // probe rounds and no genuine message of the corpus, test sets or probes.
    id: 'card_given_to_caller',
    floor: 80,
    applies: ({ signals, harm }) =>
      signals.has('unsolicited_call') &&
      harm.includes('paid_card') &&
      !any(signals, [
        'legit_customer_called',
        'legit_verify_directly',
        'legit_official_number',
        'legit_appointment_or_pharmacy',
        'legit_fraud_bulletin',
      ]),
  },
  {
    // "A man called me and said he was from the Social Security office … I read him the whole
    // number and my bank account": a Social Security number given to a caller who rang unasked in
    // an agency's or a bank's name (SSA OIG: impostors call to "reactivate" benefits; no bank that
    // calls asks for the whole number). Not where the person
    // called the agency, checked with it, or was reminded of an appointment (decision 0100).
    id: 'ssn_given_to_caller',
    floor: 80,
    applies: ({ signals, harm }) =>
      signals.has('unsolicited_call') &&
      harm.includes('gave_ssn') &&
      any(signals, [...GOVERNMENT, 'impersonates_bank']) &&
      !any(signals, [
        'legit_customer_called',
        'legit_verify_directly',
        'legit_official_number',
        'legit_appointment_or_pharmacy',
        'legit_fraud_bulletin',
      ]),
  },
  {
    // A power, gas or water bill paid through Zelle, Venmo or Cash App: the disconnection call and
    // the "pay your bill through us at half price" offer alike (FTC, "Utility Scams: Don't Get
    // Burned": utilities do not take payment apps). Measured (decision 0086): 35 scams of the probe
    // rounds and no genuine message but four fraud bulletins that quote it, left out.
    id: 'utility_payment_app',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('impersonates_utility') &&
      signals.has('payment_app_request') &&
      !any(signals, ['legit_fraud_bulletin', 'legit_customer_called']),
  },
  {
    // Money paid and the payee gone (`vanished_after_payment` reads both): the account of a scam
    // that has already happened, whatever the model makes of a plain first-person story.
    id: 'paid_then_vanished',
    floor: 80,
    applies: ({ signals }) => signals.has('vanished_after_payment'),
  },
  {
    // A stranger who begins a friendship unasked, with the romance scammer's story (a widower
    // abroad, an officer on a mission), after a "wrong number", or moving to a chat app: the
    // first messages of romance and pig-butchering scams, before money is named (FTC, FBI IC3).
    id: 'stranger_befriends_story',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('stranger_befriends') &&
      any(signals, [
        'overseas_partner_story',
        'romantic_partner',
        'wrong_number_opener',
        'moves_to_chat_app',
        // "My mentor showed me his crypto strategy. I started with $1,000 and I'm up to $23,600":
        // the stranger's riches come before the investing app (FBI IC3, pig butchering).
        'guaranteed_returns',
      ]),
  },
  {
    // "Hi Dad, new number, old phone fell in the toilet. Save this one": the family impostor's
    // first text. A real child may send it too, so it is "not sure" (MODERATE), not "Likely
    // scam": the advice is to call the old number before anything else.
    id: 'family_new_number',
    floor: 50,
    applies: ({ signals }) =>
      signals.has('claims_family_member') && signals.has('new_number_claim'),
  },
  {
    id: 'romance_money',
    floor: 85,
    // "Caller: Mom, it's Jenna … of course, sweetheart. Do you need money for the room?": a parent's
    // endearment is no sweetheart's; a partner's story abroad still is.
    applies: ({ signals }) =>
      any(signals, ['romantic_partner', 'overseas_partner_story']) &&
      any(signals, MONEY_ASK) &&
      !(signals.has('claims_family_member') && !signals.has('overseas_partner_story')),
  },
  {
    // Guaranteed or outsized returns with money asked, a chat-app move, a romance, or a rush to
    // buy before the price moves ("For immediate release … strong buy … act now": the stock pump).
    id: 'investment_pitch',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('guaranteed_returns') &&
      any(signals, [
        ...MONEY_ASK,
        'urgency',
        'deadline',
        'wrong_number_opener',
        'overseas_partner_story',
        'romantic_partner',
        'crypto_payment',
        'stranger_befriends',
        'moves_to_chat_app',
        // "A guaranteed 12% a year with zero risk … don't mention it to your son": the seminar
        // seller who keeps the family out (FINRA, free-lunch seminars).
        'secrecy_demand',
        // "Guaranteed 11.5% … please bring your most recent IRA and annuity statements": the same
        // seller who asks for the accounts (13 scams, no genuine message, decision 0106).
        'asks_personal_details',
      ]),
  },
  {
    id: 'fee_to_collect_winnings',
    floor: 85,
    applies: ({ signals }) =>
      any(signals, [
        'prize_claim',
        'lottery_claim',
        'inheritance_claim',
        'advance_fee_story',
        'refund_or_grant_offer',
        'job_offer',
        'loan_or_credit_offer',
      ]) && any(signals, ['upfront_fee', ...UNUSUAL_PAYMENT]),
  },
  {
    id: 'overpayment_return',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('overpayment_refund') &&
      // Or money passed on for a sweetheart ("when it lands in your checking, send it on to my
      // supplier … don't mention it to the teller"): the romance scam's money mule (FBI IC3).
      (any(signals, [
        ...MONEY_ASK,
        'marketplace_context',
        'job_offer',
        'remote_access_request',
        'romantic_partner',
        'overseas_partner_story',
        'secrecy_demand',
      ]) ||
        entities.payment_methods.includes('check')),
  },
  {
    id: 'medicare_number_pretext',
    floor: 85,
    // Not on a page whose every link and number is Medicare's own (Medicare.gov's "Get a
    // replacement Medicare card"): it sends you to Medicare itself.
    // Nor where naming Medicare is the only sign and the person reached Medicare or the plan
    // themselves ("I called 1-800-MEDICARE … she asked for my Medicare number", "I called the
    // number printed on the Aetna mailer"), or a plan warns of such calls: the number is asked
    // by the one who may ask it, or quoted in a warning.
    // Nor in a neighbour's post passing on such a call that was hung up on (decision 0080).
    applies: ({ signals }) =>
      !(signals.has('legit_official_links_only') && signals.has('legit_official_number')) &&
      !signals.has('legit_fraud_bulletin') &&
      signals.has('asks_medicare_number') &&
      (any(signals, [...PRESSURE, 'unsolicited_call', 'prize_claim', 'press_one']) ||
        (any(signals, IMPERSONATION) &&
          !any(signals, [
            'legit_verify_directly',
            'legit_customer_called',
            'legit_official_number',
            'legit_never_ask_notice',
            'legit_fraud_bulletin',
          ]))),
  },
  {
    // The person gave their Medicare number to someone claiming to be Medicare: Medicare never
    // calls to ask for it (medicare.gov), and the number is then used to bill for equipment.
    id: 'medicare_number_given',
    floor: 85,
    applies: ({ signals, harm }) =>
      harm.includes('gave_medicare_number') && signals.has('impersonates_medicare'),
  },
  {
    // "Hi Margaret, this is Kevin with your Medicare benefits team … do you have a few minutes?":
    // Medicare has no personal benefits team that texts or calls to review a plan (CMS: Medicare
    // will not call unless you asked it to). Measured (decision 0082): 5 probe scams, no genuine
    // message of the corpus, test sets or probes.
    id: 'medicare_rep_contact',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('impersonates_medicare') &&
      signals.has('named_rep_opener') &&
      !any(signals, [
        'legit_customer_called',
        'legit_verify_directly',
        'legit_official_number',
        'legit_fraud_bulletin',
      ]),
  },
  {
    // "Seniors on Medicare are claiming a FREE $3,200 Flex Card … Tap Learn More to check if you
    // qualify", "Seniors 65+ are now entitled to a free $3,600 Grocery Allowance Card": money from
    // Medicare or Social Security, or free benefit money, advertised on social media (FTC: the
    // "flex card" and "Medicare allowance" ads lead to a caller who wants the Medicare number).
    // Agencies do not advertise benefits with a sum to claim. Measured (decision 0082): 7 probe
    // scams, no genuine message of the corpus, test sets or probes.
    id: 'benefit_money_ad',
    floor: 80,
    applies: ({ signals, channel }) =>
      channel === 'social' &&
      any(signals, ['impersonates_medicare', 'impersonates_ssa', 'free_offer']) &&
      signals.has('refund_or_grant_offer') &&
      !any(signals, ['legit_official_links_only', 'legit_fraud_bulletin', 'legit_verify_directly']),
  },
  {
    // A grant, refund or relief payment you were not expecting, "just send your bank details" (FTC:
    // the government does not call or text about grants, and never asks for details to pay one).
    id: 'unexpected_money_for_details',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('refund_or_grant_offer') &&
      any(signals, ['asks_personal_details', 'asks_credentials', 'asks_ssn']),
  },
  {
    // "LIHEAP winter heating grant, no repayment: apply at liheap-relief-grants.org", "$2,000
    // tariff dividend checks: register at …": free money from the government on a site named for
    // the service, not the agency's own (FTC: government grant scams; real benefits are applied
    // for on .gov sites or at the agency). An official link is never so flagged.
    id: 'grant_offer_unofficial_site',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('refund_or_grant_offer') &&
      any(signals, ['link_service_words', 'link_risky_tld', 'link_lookalike_domain']),
  },
  {
    // "Public Storage: autopay declined … update payment here: publicstorage-payportal.com",
    // "CA EDD: reverify now: edd-ca-claims.net": a text that sends the reader to a made-up
    // address named for a payment, claim or account service, not the organisation's own plain
    // name. Measured (decision 0081): 688 scams of the corpus, test sets and probes carry such a
    // link, no ordinary message does. In a text or a short message it is the message's purpose;
    // in a long one another sign must back it. Not in a warning post, which quotes it, nor where
    // the person checked with the company directly.
    id: 'service_named_link',
    floor: 80,
    applies: ({ signals, entities, channel, textLength }) =>
      entities.urls.some(
        (url) =>
          url.flags.includes('service_words') && MONEY_OR_ACCOUNT_WORDS.test(url.domain ?? ''),
      ) &&
      !any(signals, ['legit_fraud_bulletin', 'legit_verify_directly']) &&
      (channel === 'sms' ||
        (textLength ?? Infinity) <= SHORT_ALERT_CHARS ||
        [...signals].some((id) => id !== 'link_service_words' && isEvidenceSignal(id))),
  },
  {
    // A recorded call from "the IRS", "Social Security", "Customs" or the police that says to
    // press 1: agencies do not robocall people to press a key about a warrant or a seized parcel.
    id: 'government_robocall',
    floor: 85,
    // A campaign's recorded call ("a telephone town hall on Social Security and Medicare … paid
    // for by Reilly for Congress") names the programmes, and says who paid for it: no impostor does.
    // Nor a clinic's appointment reminder that asks to "bring your Medicare card": Medicare named
    // as the card to bring, the only agency named (decision 0109).
    applies: ({ signals }) =>
      signals.has('press_one') &&
      any(signals, GOVERNMENT) &&
      !signals.has('legit_informational_only') &&
      !(
        signals.has('legit_appointment_or_pharmacy') &&
        GOVERNMENT.every((id) => id === 'impersonates_medicare' || !signals.has(id))
      ),
  },
  {
    id: 'toll_or_delivery_payment',
    floor: 85,
    applies: ({ signals, entities }) =>
      any(signals, ['unpaid_toll', 'impersonates_delivery']) &&
      // A toll agency's or carrier's own site, and no other link, is where a real bill is paid.
      !signals.has('legit_official_links_only') &&
      (any(signals, [
        'payment_demand',
        'upfront_fee',
        'asks_personal_details',
        'asks_credentials',
      ]) ||
        (entities.urls.length > 0 && entities.urls.some((url) => url.flags.length > 0))),
  },
  {
    id: 'utility_shutoff_pressure',
    floor: 85,
    // Not a disconnection notice whose every link is the utility's own and that asks no unusual
    // payment ("must be paid by April 2 … sign in at duke-energy.com/billing or call us"): the
    // genuine notice's form; corpus, test sets and probes hold five such and no scam (0102).
    applies: ({ signals }) =>
      signals.has('shutoff_threat') &&
      any(signals, [...MONEY_ASK, 'deadline', 'urgency', 'asks_call_number']) &&
      !(
        signals.has('legit_official_links_only') &&
        !any(signals, [...UNUSUAL_PAYMENT, 'payment_app_request'])
      ),
  },
  {
    id: 'charity_unusual_payment',
    floor: 85,
    // Gift cards, crypto, a payment app to a person, or "text back your card number": real
    // charities take gifts on their own site or by check (FTC).
    applies: ({ signals }) =>
      signals.has('charity_appeal') &&
      any(signals, [
        ...UNUSUAL_PAYMENT,
        'payment_app_request',
        'asks_credentials',
        // "They only take cash, or a check made out to him personally": a collector at the door
        // paid as no charity is paid.
        'repair_payment_pressure',
      ]),
  },
  {
    // "A man called saying he was from the Microsoft Windows technical department and my computer
    // was sending errors": no software company or internet provider calls out of the blue about
    // a virus on your computer (FTC, "Tech Support Scams").
    id: 'tech_problem_cold_call',
    floor: 85,
    applies: ({ signals }) => signals.has('tech_problem_claim') && signals.has('unsolicited_call'),
  },
  {
    // "Your PC is infected with (5) viruses! … Renew now and get 80% OFF — offer expires in 04:59":
    // a browser page that finds viruses and counts down to a payment is scareware (FTC, "Tech
    // Support Scams"); antivirus software warns inside its own program and sets no clock. Measured
    // (decision 0114): every message of the corpus, test sets and probes with a computer problem
    // and a deadline is a scam, the warnings about them aside.
    id: 'tech_problem_countdown',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('tech_problem_claim') &&
      signals.has('deadline') &&
      !any(signals, ['legit_fraud_bulletin', 'legit_never_ask_notice']),
  },
  {
    id: 'tech_support_callback',
    floor: 85,
    applies: ({ signals, entities }) =>
      any(signals, ['tech_problem_claim', 'fake_invoice']) &&
      // "If you didn't make this payment, call us at the number on the back of your debit card"
      // with no number given: the bank's own receipt sends you to the card, not to a callback.
      !(signals.has('legit_verify_directly') && entities.phones.length === 0) &&
      (any(signals, ['asks_call_number', 'remote_access_request', ...MONEY_ASK]) ||
        // A number printed in a notice whose every link is the company's own (a renewal receipt,
        // "trusted phone number added") is no callback: the scam gives a number to call instead.
        (entities.phones.length > 0 &&
          !any(signals, ['legit_official_links_only', 'legit_official_number']))),
  },
  {
    id: 'money_to_safe_account',
    floor: 90,
    applies: ({ signals }) =>
      signals.has('move_money_safe_account') &&
      any(signals, [
        'impersonates_bank',
        ...GOVERNMENT,
        'unsolicited_call',
        'account_problem_alert',
        'secrecy_demand',
      ]),
  },
  {
    id: 'account_threat_credentials',
    floor: 80,
    // Even where every link shown is the company's own: the 2005 phishing copies of PayPal's and
    // eBay's notices show the real address and hide another behind it; exempting them cost 22
    // held-out Nazario scams their HIGH (decision 0072). A text message cannot hide a link behind
    // its words: "Netflix: Your payment was declined. Please update your payment info at
    // netflix.com/youraccount" leads where it says (decision 0079).
    applies: ({ signals, entities, channel }) =>
      any(signals, ['account_suspension_threat', 'account_problem_alert']) &&
      any(signals, ['asks_credentials', 'asks_personal_details', 'asks_ssn']) &&
      !(
        channel === 'sms' &&
        entities.urls.length > 0 &&
        entities.urls.every(isCleanOfficialLink) &&
        entities.phones.length === 0
      ) &&
      // "To unlock your account, go to mgmresorts.com yourself … or call at the number on the
      // back of your card", "open the Venmo app and follow the prompts": a notice with no link and
      // no number of its own that sends the reader to the company's own channel (decision 0092).
      !(
        signals.has('legit_verify_directly') &&
        entities.urls.length === 0 &&
        entities.phones.length === 0 &&
        !any(signals, ['asks_click_link', 'asks_credentials', 'asks_ssn'])
      ),
  },
  {
    // "I'm calling from the Department of Social Services … I just need the 16-digit card number
    // and your PIN": a call that reached the person asks for the keys to their money. Agencies,
    // banks and carriers never ask for a PIN or password on a call they placed (FTC). Not on a
    // call the person placed themselves.
    id: 'caller_asks_credentials',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('unsolicited_call') &&
      signals.has('asks_credentials') &&
      !signals.has('legit_customer_called'),
  },
  {
    // "I need your debit card PIN … No need to mention to your daughter": a card's PIN or a
    // sign-in asked for and to be kept from the family or the bank. Measured (decision 0110): 32
    // scams of the corpus, test sets and probes, no genuine message.
    id: 'credentials_kept_secret',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('asks_credentials') &&
      signals.has('secrecy_demand') &&
      !signals.has('legit_fraud_bulletin'),
  },
  {
    // No genuine company asks in one message for both your sign-in and your personal details:
    // held out, 146 phishing mails did and no genuine message (issue 17).
    id: 'credentials_and_identity',
    floor: 80,
    // Not where the person checked with the company at a number they found themselves ("I called
    // them at the number from their website first to confirm the account number").
    applies: ({ signals }) =>
      signals.has('asks_credentials') &&
      signals.has('asks_personal_details') &&
      !signals.has('legit_verify_directly'),
  },
  {
    id: 'violent_threat',
    floor: 90,
    applies: ({ signals }) =>
      signals.has('violent_threat') &&
      (any(signals, MONEY_ASK) ||
        any(
          signals,
          PRESSURE.filter((id) => id !== 'violent_threat'),
        ) ||
        signals.has('sextortion_claim')),
  },
  {
    // Cash handed to a courier: no bank, agency or relative in trouble sends one (FTC). Told to
    // withdraw it first ("withdraw $9,000 and a courier will pick it up as evidence") is enough.
    id: 'courier_pickup',
    floor: 90,
    applies: ({ signals }) =>
      signals.has('cash_courier') &&
      (any(signals, IMPERSONATION) ||
        any(signals, PRESSURE) ||
        signals.has('unsolicited_call') ||
        signals.has('go_to_store_or_atm')),
  },
  {
    id: 'rental_deposit',
    floor: 85,
    // "I'm deployed overseas so I can't show it, I'll mail the keys once the deposit is sent": an
    // owner who cannot show the home, renting it cheap, is the rental scam whether or not the
    // first message names the payment (FTC, "Rental listing scams").
    applies: ({ signals }) =>
      signals.has('rental_too_good') &&
      (any(signals, MONEY_ASK) || signals.has('overseas_partner_story')),
  },
  {
    // "Can't meet in person, I'm working out of state, but I ship FedEx same day … Zelle or Cash App
    // only": a seller who cannot be met, paid by an app that cannot be reversed before anything
    // ships, is the non-delivery scam of online sales (FTC, "Paying with a payment app").
    id: 'unmet_seller_payment_app',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('seller_cannot_meet') &&
      signals.has('payment_app_request') &&
      !signals.has('legit_fraud_bulletin'),
  },
  {
    // "Reply YES and a photo specialist will call you to complete your order", "If NO, a fraud
    // specialist will call you shortly": a text that trades a reply for a call from an agent is
    // the callback scam's opening; the call is where the card or the code is taken (FTC, "Fake
    // fraud alerts"). Companies' own texts name a number to call or the app. Measured (decision
    // 0083) on the corpus, test sets and probes: no genuine text message.
    id: 'reply_for_agent_call',
    floor: 80,
    applies: ({ signals, channel }) =>
      channel === 'sms' &&
      signals.has('agent_will_call') &&
      !any(signals, ['legit_fraud_bulletin', 'legit_customer_called']),
  },
  {
    // "Comment CLOSED below and send us a DM with your online banking username", "DM us your
    // account PIN for the $50 credit": a sign-in or card detail asked for on social media, where
    // no bank, carrier or agency takes them (FTC, "Spotting fake customer support accounts").
    // Not in a warning that quotes it.
    id: 'credentials_on_social',
    floor: 80,
    applies: ({ signals, channel }) =>
      channel === 'social' &&
      signals.has('asks_credentials') &&
      !any(signals, ['legit_fraud_bulletin', 'legit_customer_called']),
  },
  {
    id: 'agent_callback_alert',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('agent_will_call') &&
      any(signals, ['impersonates_bank', 'account_problem_alert', 'payment_app_request']),
  },
  {
    // A filing or listing sold as if due, with its price or a push to pay ("remit $1,875 by the
    // due date", "file now through our secure portal"). Not the agency's own notice (uspto.gov,
    // fincen.gov, a state's .gov), nor a person's warning that asks nothing.
    id: 'filing_solicitation_payment',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('filing_solicitation') &&
      !any(signals, ['legit_official_links_only', 'legit_no_request', 'legit_fraud_bulletin']) &&
      (entities.amounts.length > 0 ||
        any(signals, [...MONEY_ASK, 'urgency', 'deadline', 'asks_click_link', 'fake_invoice'])),
  },
  {
    // "To protect your privacy, please sign in with your Google or Yahoo email and password to view
    // this album … this link expires in 48 hours": a password asked for on a site that is not the
    // mail provider's, against a clock (FTC, CISA: credential phishing). A real share opens with
    // the service's own sign-in, never another company's password.
    id: 'password_on_other_site',
    floor: 85,
    applies: ({ signals, entities }) =>
      signals.has('asks_credentials') &&
      signals.has('deadline') &&
      entities.urls.some((url) => !isCleanOfficialLink(url)),
  },
  {
    id: 'fake_order_alert',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('fake_invoice') &&
      any(signals, [
        'asks_click_link',
        'asks_credentials',
        'asks_personal_details',
        ...DECEPTIVE_LINK,
      ]),
  },
  {
    // A job offered with a day's pay of hundreds for an hour's work (FTC: job and task scams,
    // the most reported employment fraud of 2024): no genuine recruiter's first text says it.
    id: 'high_pay_job_offer',
    floor: 80,
    applies: ({ signals }) => signals.has('high_daily_pay') && signals.has('job_offer'),
  },
  {
    id: 'offer_moved_to_chat_app',
    floor: 85,
    applies: ({ signals }) =>
      signals.has('moves_to_chat_app') &&
      any(signals, [
        'job_offer',
        'guaranteed_returns',
        'money_making_pitch',
        'wrong_number_opener',
        'romantic_partner',
        'overseas_partner_story',
        'prize_claim',
        'refund_or_grant_offer',
        // "I saw your rocking chair listed … please text me on WhatsApp": a buyer or seller who
        // moves the chat off the marketplace leaves its protections behind (FTC: online
        // marketplace scams).
        'marketplace_context',
      ]),
  },
  {
    // Mail that tells you to write back "remove" and also pushes an offer, a link or a deadline is
    // unsolicited bulk mail: held out, SpamAssassin's spam 146 more HIGH against 3 genuine 2002
    // newsletters (issue 17).
    id: 'unsolicited_bulk_offer',
    floor: 80,
    applies: ({ signals }) =>
      signals.has('spam_removal_instruction') &&
      [...signals].some(
        (id) =>
          id !== 'spam_removal_instruction' && id !== 'bulk_mail_footer' && isEvidenceSignal(id),
      ),
  },
  {
    // A stranger's share of millions, an unclaimed bequest, a fund to move abroad (advance-fee
    // fraud): with any other sign (a deadline, secrecy, a request to reply, send details or pay)
    // it is the scam itself. Alone, the words also turn up in news and genetics ("inheritance").
    id: 'advance_fee_offer',
    floor: 80,
    // The story's own devices (a fortune with no owner, a share for fronting it) count as that
    // other sign; with both, the letter is the scam.
    // A state's unclaimed-property office writes of "unclaimed funds" and links only to its own
    // site (osc.ny.gov): the advance-fee letter sends the reader anywhere but an official one.
    // Nor its page that asks nothing and says no one need be paid ("Searching and claiming is
    // always FREE. You do not need to hire anyone", decision 0117).
    applies: ({ signals }) => {
      if (signals.has('legit_official_links_only')) return false;
      if (signals.has('legit_never_ask_notice') && signals.has('legit_no_request')) return false;
      const story = ADVANCE_FEE_STORY.filter((id) => signals.has(id));
      const others = [...signals].filter(
        (id) =>
          !ADVANCE_FEE_STORY.includes(id) && id !== 'bulk_mail_footer' && isEvidenceSignal(id),
      );
      return story.length === 2 || (story.length === 1 && others.length > 0);
    },
  },
  {
    id: 'harm_reported_with_scam_signal',
    floor: 85,
    // In a first-person account of a dispute, "I wired $15,000 to my title company" is both the
    // harm and the wire sign: the same words twice. There another sign must back it; so too where
    // the person checked at the company's own number ("sent $300 to my brother on Western Union …
    // I called the number on westernunion.com myself", decision 0081).
    applies: ({ signals, harm }) =>
      harm.length > 0 &&
      strongScamSignals(signals, 1.5).some(
        (id) =>
          !(signals.has('legit_complaint_narrative') || signals.has('legit_verify_directly')) ||
          !PAYMENT_TOLD.includes(id),
      ),
  },
  {
    // "I got a text that my Netflix payment failed, clicked it and put in my card number; two days
    // later there were charges": card or bank details typed into a page a message led to (FTC:
    // the toll, parcel and subscription smishing of 2024-25). A person pays a real company on its
    // own site or app, not from a link in a text.
    id: 'details_given_after_link',
    floor: 85,
    // Or told of a message dressed as a company ("a text that my iCloud storage was full; I put
    // in my Apple ID and card number"), unless the person called the company or checked with it.
    applies: ({ signals, harm }) =>
      (harm.includes('paid_card') || harm.includes('gave_bank_login')) &&
      (signals.has('asks_click_link') ||
        (any(signals, BRAND_IMPERSONATION) &&
          !any(signals, [
            'legit_customer_called',
            'legit_verify_directly',
            'legit_official_number',
            'legit_official_links_only',
          ]) &&
          // A son's or daughter's note ("Mom, I ordered your Humalog… I paid on my card") that
          // asks nothing: their own purchase for a parent, not details given to a page.
          !(signals.has('claims_family_member') && signals.has('legit_no_request')))),
  },
  {
    // "I googled 'HP printer support' and called the first number at the top … he had me install
    // an app and pay $399 in gift cards": a support line found by a search or an ad that wants
    // remote access, a code, a card's numbers or an odd payment (FTC, "Tech support scams"). Such
    // lines buy their place above the company's own; a real agent reached so would not ask for
    // these. The card's numbers were added by decision 0111 (an airline's "rebooking desk").
    id: 'searched_number_payment',
    floor: 85,
    applies: ({ signals, harm }) =>
      signals.has('number_from_search') &&
      (any(signals, [
        ...UNUSUAL_PAYMENT,
        'payment_app_request',
        'upfront_fee',
        'remote_access_request',
        'asks_one_time_code',
        'asks_credentials',
      ]) ||
        harm.some((event) => SEARCHED_NUMBER_HARM.includes(event))),
  },
  {
    id: 'stacked_evidence',
    floor: 75,
    applies: ({ signals }) => {
      if (any(signals, ['legit_never_ask_notice', 'legit_verify_directly'])) return false;
      const strong = strongScamSignals(signals, 1.0);
      const categories = new Set(strong.map((id) => CATEGORY_BY_ID.get(id)));
      return strong.length >= 3 && categories.size >= 2;
    },
  },
];

/** The rules that apply, and the highest floor among them (0 when none applies). */
export function applyRules(input: RuleInput): { applied: string[]; floor: number } {
  const applied = SCORE_RULES.filter((rule) => rule.applies(input));
  const floor = applied.reduce((highest, rule) => Math.max(highest, rule.floor), 0);
  return { applied: applied.map((rule) => rule.id), floor };
}
