import { notWarnedAgainst, words } from './types.js';

/**
 * Further readings of pattern signals, each an alternative to a signal's first pattern: read where
 * that did not match, behind the signal's gate, and with its other patterns still required (a
 * paired context). Kept apart because several first patterns are near the size past which V8 no
 * longer optimises a regular expression (see `MORE_CREDENTIAL_ASKS`). Each came from a probe
 * round's misses (decision 0098) and is worded to the request or claim it names, not to the
 * message it came from.
 */
const READINGS: readonly (readonly [string, string])[] = [
  [
    'asks_credentials',
    // A card's numbers read out front and back ("read him the numbers off the front and back"),
    // "log in with Facebook to view" a video, a card asked at sign-up "to verify you are not a
    // bot", an online banking username and password, "he only needs your FSA login".
    notWarnedAgainst(
      'read (?:him|her|them|me|us) (?:all )?the (?:numbers|digits) (?:off|on|from) (?:the )?(?:front (?:and|&) back|card|back)\\b|(?:log|sign) ?in with (?:your )?(?:facebook|google|instagram|apple id|microsoft)\\b[^.!?\\n]{0,20}?\\bto (?:view|watch|see|open|download|access)\\b|(?:registration|register|sign-?up|sign up|account) with (?:a |your )?(?:credit |debit )?card to verify\\b|your (?:online |mobile )?banking (?:user ?name|login|user ?id) and password\\b|(?:he|she|they|agent|i) (?:only |just )?needs? your (?:[a-z.]+ )?(?:login|log-?in|password)\\b(?! (?:page|screen|link))',
    ),
  ],
  [
    'asks_personal_details',
    // "Reply with your full name and birthdate and I'll put you down for a time"; a stranger who
    // "just need[s] to look at your account #" to switch a utility plan.
    notWarnedAgainst(
      '(?:i|we) (?:just |only )?need (?:to (?:see|look at|verify|confirm|check) )?your (?:utility |electric |gas |power )?account (?:#|number)(?! (?:on|from) (?:your|the) (?:bill|statement|card))|(?:reply|text|respond) (?:back )?with your (?:full )?name,? (?:and|&) (?:your )?(?:birth ?date|date of birth|dob|birthday)\\b',
    ),
  ],
  [
    'asks_medicare_number',
    // A Medicare card read out to a caller, or photographed front and back.
    notWarnedAgainst(
      'medicare\\b[^]{0,300}?\\bread (?:me|us) the (?:number|numbers|id) on your card\\b|(?:copy|photo|picture|pic)s? of (?:the )?front (?:and|&) back of your medicare\\b',
    ),
  ],
  [
    'moves_to_chat_app',
    // A broker who "only works through WhatsApp"; a company's "agent" on WhatsApp at a number.
    notWarnedAgainst(
      '(?:works|communicates|talks|answers) (?:only )?(?:through|on|via|over) (?:whatsapp|telegram)\\b|(?:agent|representative|rep|specialist|officer|manager)\\b[^.!?\\n]{0,20}?\\bon (?:whatsapp|telegram) \\+?\\(?\\d',
    ),
  ],
  [
    'guaranteed_returns',
    // A whole retirement "made back in 4 months", an insider's trading "signals", "a guaranteed
    // 12% tax free".
    '(?:made|earned|got) back (?:her|his|my|their) (?:whole |entire )?(?:retirement|savings|investment|losses)\\b[^.!?\\n]{0,20}?\\bin (?:\\d+|a few|two|three|four|five|six) (?:days|weeks|months)\\b|(?:gives|sends|shares) (?:her|him|me|them|us) [\'"]?(?:trading |investment )?signals\\b|guaranteed \\d{1,2} ?% (?:tax[- ]free|a year|annually|per year|returns?)\\b',
  ],
  [
    'overpayment_refund',
    // "When you deposit it just send the balance to the equipment vendor"; "my agency will send a
    // cashier's check" for a stranger's rent or wages.
    notWarnedAgainst(
      '(?:my|our) (?:agency|employer|company|assistant|secretary|client) will (?:send|mail|overnight) (?:you )?(?:a |the )?(?:cashier.?s |certified )?check\\b|(?:when|once|after) you (?:deposit|cash) (?:it|the check)\\b[^.!?\\n]{0,30}?\\b(?:send|wire|zelle|forward|pay) (?:the )?(?:balance|rest|remainder|difference|extra)\\b',
    ),
  ],
  [
    'rental_too_good',
    // "Just go drive by and look through the windows": a rental shown by no one.
    '(?:drive|walk|go) by and (?:look|peek) (?:through|in|into|at) the windows\\b',
  ],
  ['unpaid_toll', 'unpaid parking (?:invoice|ticket|citation|violation|fine|balance)\\b'],
  [
    'impersonates_law_enforcement',
    // "Deputy Mark Collins, civil process division" (a deputy clerk at the counter is no caller).
    'deputy (?!clerk\\b)[a-z]+ [a-z]+\\b[^.!?\\n]{0,40}?\\b(?:civil process|warrants?|sheriff|county)\\b|civil process (?:division|unit|department|office)\\b',
  ],
  [
    'refund_or_grant_offer',
    // "Your $85.00 Smart Meter Rebate is ready to be claimed."
    '(?:rebate|refund|reward) (?:is|was) (?:now )?(?:ready|available|waiting) (?:to be claimed|to claim|for you to claim)\\b',
  ],
  [
    'free_offer',
    // "You'll NEVER pay an electric bill again", "the new Federal Zero-Cost Solar Program".
    "(?:never|won'?t ever|will never) (?:have to )?pay (?:an? |your |another )?(?:electric|power|energy|utility|light) bill again\\b|(?:federal|government|state) (?:zero-cost|no-cost|free) solar\\b",
  ],
  [
    'wire_transfer_request',
    // A discount for paying by wire or bank transfer (the signal reads only where those are
    // named): money that cannot be taken back is what the seller wants.
    notWarnedAgainst(
      '(?:save|discount|off|cheaper)\\b[^.!?\\n]{0,40}?\\b(?:when|if) you pay (?:by|with|via|through|using) (?:zelle|wire|bank transfer|crypto|bitcoin|cash ?app|venmo)\\b',
    ),
  ],
  [
    'vanished_after_payment',
    // The payee found to be no one: "the alarm company says they never sent anyone", "the city
    // says there's no such program", "they've never heard of him" (not "I have never heard of
    // them", said of a debt collector in complaints), "the woman deleted her profile", "no
    // booking in her name". The signal's second pattern still asks for money paid.
    "(?:never|didn'?t|did not) sen[dt] (?:anyone|anybody|a (?:man|woman|tech|technician|rep|representative|inspector|salesman))\\b|(?:there'?s|there is|there was) no (?:such )?(?:program|case|warrant|charity|fund|organi[sz]ation|booking|reservation)\\b(?! (?:fee|charge|cost|limit|deadline|number))|(?:they|she|he|office|company|bank|court|police)(?: (?:have|has|had)|'ve|'d)? never heard of (?:him|her)\\b|deleted (?:her|his|their) (?:profile|account|page)\\b|(?:were|was) never (?:sold|bought out)\\b|no (?:booking|reservation) in (?:her|his|my|our|their) name\\b|(?:house|home|apartment|condo|unit|property) (?:is|was) (?:actually )?listed for sale\\b",
  ],
  [
    'payment_demand',
    // "Pay by 11:59PM today" with no amount after the verb.
    notWarnedAgainst(
      'pay (?:it |this |the (?:balance|fine|invoice) )?(?:by|before) (?:\\d{1,2}(?::\\d\\d)? ?(?:am|pm)|midnight|end of (?:the )?day)(?: (?:today|tonight))?\\b',
    ),
  ],
  [
    'qr_code_lure',
    // "The meter had a little sticker with a QR code … I scanned it": a code stuck over the city's.
    notWarnedAgainst(
      '(?:sticker|label)\\b[^.!?\\n]{0,30}?\\bqr ?code\\b[^.!?\\n]{0,40}?\\b(?:pay|parking|meter)|(?:meter|parking (?:sign|kiosk|machine))\\b[^.!?\\n]{0,40}?\\bsticker\\b[^.!?\\n]{0,30}?\\bqr ?code\\b',
    ),
  ],
  [
    'asks_call_number',
    // "Please call me directly at 571-402-8816 before 4pm."
    notWarnedAgainst('call me directly (?:at|on) \\+?1?[ (.-]?\\(?\\d{3}'),
  ],
  [
    'upfront_fee',
    // A retainer asked by payment app; a service slot held by one.
    notWarnedAgainst(
      'retainer (?:on|via|through|by|with) (?:cash ?app|zelle|venmo|paypal)\\b|(?:through|via|by|on) (?:zelle|venmo|cash ?app)(?: friends (?:&|and) family)? to (?:hold|reserve|secure|lock in) (?:your|the|a) (?:slot|appointment|time)\\b',
    ),
  ],
];

export const FURTHER_READINGS: ReadonlyMap<string, RegExp> = new Map(
  READINGS.map(([id, source]) => [id, words(`\\b(?:${source})`)] as const),
);
