import type { HarmEvent } from '@scambuddy/contracts';
import { words } from '../signals/types.js';

/**
 * First-person accounts of what already happened ("I bought three gift cards"), used to tailor the
 * recovery advice. A match containing a negation ("I never gave them the code") does not count.
 */
/**
 * Each event's pattern, and its gate: words without which the pattern cannot match, tried first
 * (one quick scan of a long text instead of the pattern tried at every "I" and "we"; the gates
 * are checked against every test text by `src/signals/gates.test.ts`).
 */
export const HARM_PATTERNS: ReadonlyArray<readonly [HarmEvent, RegExp, RegExp]> = [
  [
    'paid_gift_card',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:already |then |finally |had )?(?:bought|purchased|got|paid|sent|gave|read|scratched)(?! (?:you|home|back|there|here|up|off)\\b)~(?:gift ?cards?|itunes|google play|steam cards?|card numbers)|\\b(?:i|we|he|she|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:bought|purchased) (?:them|the cards)\\b[^.!?\\n]{0,40}? and (?:sent|read|gave|texted) (?:him |her |them )?(?:the )?(?:codes|numbers|photos|pictures|pics)\\b',
    ),
    /gift ?card|itunes|google play|steam card|card numbers/,
  ],
  [
    'sent_wire',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:wired|sent (?:a |the )?wire|made a wire|did a wire)|(?:i|we|he|she|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:already )?~sent~(?:western union|moneygram)',
    ),
    /wire|western union|moneygram/,
  ],
  [
    'sent_crypto',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:sent|deposited|put|transferred|bought|invested|converted)~(?:bitcoin|crypto|btc|usdt|ethereum)|(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:went|drove) to (?:a|the) (?:bitcoin|crypto) (?:atm|machine|kiosk)',
    ),
    /bitcoin|crypto|btc|usdt|ethereum/,
  ],
  [
    'sent_cash',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|handed|mailed|sent|shipped|overnighted|withdrew)~(?:cash|the money)~(?:courier|driver|man|woman|someone|box|envelope|package|address|him|her|them)|(?:courier|driver|a man|a woman|someone) (?:came|picked up|collected)~(?:cash|money|package)|(?:i|we) ~(?:gave|handed)~(?:courier|driver|man|woman|someone)~(?:cash|money)',
    ),
    /cash|money|package/,
  ],
  [
    'sent_payment_app',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:sent|paid|transferred)~(?:zelle|venmo|cash ?app|paypal)|\\b(?:zelle|venmo|cash ?app) (?:it|the money|the (?:balance|fee|deposit)) to\\b[^!?\\n]{0,60}?[.!] (?:and )?(?:so )?(?:i|we|she|he|mom|dad) did(?: it| that| so)?(?=[ .!,])(?! not\\b)|\\b(?:had|told|got) (?:me|her|him|us|them) (?:to )?open (?:the |her |his |my |our )?(?:zelle|venmo|cash ?app|paypal)(?: app)? and (?:send|transfer|pay)\\b',
    ),
    /zelle|venmo|cash ?app|paypal/,
  ],
  [
    'paid_card',
    // Also "he gave her the whole number and the code on the back" (decision 0100).
    words(
      '\\b(?:i|we|he|she|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|paid|entered|typed|put(?: in)?(?! (?:it|them|this|that|everything|the [a-z]+|your(?: [a-z]+){1,4}) on\\b)|read)~(?:credit card|debit card|card number|card details|card info|(?:my|her|his|the) (?:card|visa|mastercard|amex|discover card)\\b)|\\b(?:and|then) (?:put|typed|entered) (?:in )?(?:my|her|his) (?:credit card|debit card|card number|card details|card info|card|visa|mastercard|amex)\\b|\\b(?:and|then) paid [^!?\\n]{0,40}? with (?:my|her|his) (?:debit |credit )?card|\\b(?:i|we|he|she|(?:my )?(?:mom|mother|dad|father|husband|wife|grandma|grandpa)) (?:gave|read|told) (?:him|her|them|the caller) (?:the|my|his|her) (?:whole|full|entire) (?:card )?number and (?:the )?(?:code|three digits|3 digits|security code|cvv)\\b\\b',
    ),
    /card|visa|mastercard|amex/,
  ],
  [
    'gave_ssn',
    // Also "I read him the whole number" where Social Security was named before (decision 0100).
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|told|confirmed|provided|read|entered|typed)~(?:social security|ssn)|\\b(?:i|we|he|she|(?:my )?(?:mom|mother|dad|father|husband|wife|grandma|grandpa)) (?:gave|read|told) (?:him|her|them|the caller) (?:the|my|his|her) (?:whole|full|entire) (?:number|social)\\b(?<=\\b(?:social security|ssn)\\b[^]{0,300})',
    ),
    /social security|ssn/,
  ],
  [
    'gave_bank_login',
    // Not "I typed my password wrong a bunch of times": a lockout, nothing handed over.
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|told|entered|typed|put(?: in)?|provided|confirmed)~(?:(?<!\\b(?:made|make|created|create|set|chose|choose|picked|pick|reset) (?:a |my |the )?(?:new |stronger )?)password|login|username|online banking|bank (?:login|details|account number)|account number|routing number)(?! (?:wrong|incorrectly|in wrong|too many times)\\b)|\\basked (?:me|her|him|us) to (?:log|sign) (?:in|on)(?: to [a-z]+)?(?: again)?,? (?:so|and) (?:i|she|he|we) did\\b',
    ),
    /password|login|log in|sign in|username|banking|bank|account number|routing number/,
  ],
  [
    'gave_code',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|read|told|sent|forwarded|shared)~(?:the |my |a |that )?(?:\\d-digit |six-digit )?(?:verification |security |one-time )?code',
    ),
    /code/,
  ],
  [
    'gave_medicare_number',
    // Also a relative's "she gave him her Medicare number" (decision 0100), "he gave her his
    // Medicare number" (decision 0111).
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:gave|told|read|provided|confirmed)~medicare (?:number|card|id)|\\b(?:she|he) (?:gave|read|told) (?:him|her|them|the caller|the man|the woman|a man|a woman) (?:her|his) medicare (?:number|card|id)\\b',
    ),
    /medicare/,
  ],
  [
    'remote_access',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:let|allowed|gave)~(?:access|control|into (?:my|the) (?:computer|laptop)|on(?:to)? my (?:computer|laptop)|remote)|(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:downloaded|installed)~(?:anydesk|teamviewer|team viewer|any desk|app|program|software)|(?:he|she|they) (?:took|had|got) (?:control|over|into) (?:of )?my (?:computer|screen|mouse|laptop)',
    ),
    /access|control|computer|laptop|remote|anydesk|teamviewer|team viewer|any desk|app|program|software|screen|mouse/,
  ],
  [
    'clicked_link',
    words(
      '\\b(?:i|we|(?:my )?(?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa)) (?:[a-z]{1,12} ){0,3}?(?:clicked|tapped|opened|followed|pressed)~(?:link|button|attachment)',
    ),
    /link|button|attachment/,
  ],
];

const NEGATION = /\b(?:not|never|didn'?t|did not|don'?t|wouldn'?t|refused|almost|nearly)\b/;
/** "…would be cancelled unless I gave him my SSN": a condition the caller set, not what happened. */
const CONDITIONAL = /\b(?:unless|if|until)\s*$/;

export function detectHarm(match: string): HarmEvent[] {
  const events: HarmEvent[] = [];
  for (const [event, pattern, gate] of HARM_PATTERNS) {
    if (!gate.test(match)) continue;
    const found = pattern.exec(match);
    if (found && !NEGATION.test(found[0]) && !CONDITIONAL.test(match.slice(0, found.index)))
      events.push(event);
  }
  return events;
}
