import type { SignalDefinition } from './types.js';
import { HUNDREDS_OR_MORE, words } from './types.js';

/**
 * Unsolicited advertising: most "spam" in the corpus is this, and it is how scams reach people
 * in bulk. Each is weak alone; together with a request they mark a message as unwanted bulk mail.
 */
export const MARKETING_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'premium_rate_text',
    category: 'request',
    prior: 1.5,
    patterns: [
      words(
        // £ is not a word character: its alternative sits outside the \\b group (it never matched).
        '\\b(?:(?:txt|text|send) (?!stop\\b|help\\b|reg\\b|outage\\b)[a-z0-9]{1,12}(?:,? (?:or )?[a-z0-9]{1,12}){0,3} to \\d{4,5}\\b|\\d{2,3}p ?(?:/|per|a) ?(?:msg|sms|mms|min|wk|week|txt|text|call)|costs? \\d{2,3}p\\b|(?<!\\b(?:policy|account|order|confirmation|reference|booking|member|tracking) (?:number|no\\.?|#)(?: is)?:? ?)0(?:9|87)\\d{8,9}\\b|po ?box(?<!\\b(?:your|due:|for) po ?box) ?\\d{3,}(?!\\d)(?!,? [a-z .]{2,30},? [a-z]{2},? \\d{5})|t&cs? apply|18\\+ only|std (?:txt|msg) rates?)|£\\d[\\d.]* ?(?:/|per|a) ?(?:wk|week|msg|sms|txt|min|day)',
      ),
    ],
    types: { prize_lottery: 1 },
  },
  {
    id: 'free_offer',
    category: 'too_good',
    prior: 0.8,
    patterns: [
      words(
        '\\b(?:(?:giving|give|sending|send) (?:every|each|all) (?:households?|customers?|participants?|seniors?|persons?|members?) (?:who|that) [^.!?\\n]{0,40}? (?:a|an) \\$ ?\\d+ (?:gift card|check|reward|visa)|free (?:entry|ring ?tones?|tones?|trial(?! period\\b| ends\\b)|sample|offer|vacation|cruise|iphone|ipad|phone|camera phones?|minutes|texts|membership|quote|consultation|e-?books?|dvds?|password|access|report|prize|shipping on(?! (?:orders|purchases) (?:of |over |above )?\\$? ?\\d)|gift card)|(?:100%|absolutely|totally|completely) free|(?:zero[- ]dollar|\\$0) (?:monthly )?premium|solar panels?~(?:at no cost|for free|\\$0 cost|no cost)|grocery allowance|\\bfree!)',
      ),
    ],
    types: { prize_lottery: 1 },
  },
  {
    // "No term contract, no credit check": a service's terms, as in a low-cost internet plan's
    // page, are no pitch and no loan offer (decision 0119).
    id: 'promotional_pitch',
    category: 'too_good',
    prior: 0.7,
    patterns: [
      words(
        '\\b(?:limited time (?:offer|only)|special (?:offer|promotion)|(?:order|buy|apply|act|subscribe|sign up|join) (?:now|today)|save (?:up to )?\\d{1,2}%|\\d{1,2}% off|lowest (?:prices?|rates?)|discount (?:code|prices?)|money[- ]back guarantee|no (?:obligation|credit check(?<!\\bno (?:term |annual )?contracts?,? (?:and |or )?no credit check))|satisfaction guaranteed|once in a lifetime)\\b',
      ),
    ],
  },
  {
    id: 'adult_or_pharma',
    category: 'too_good',
    prior: 1.2,
    patterns: [
      words(
        '\\b(?:(?:stop|quit|get off) (?:taking )?(?:their |your |my )?(?:metformin|insulin|statins?|blood pressure (?:meds|medications?|pills))\\b|big pharma (?:is|are) (?:trying|desperate|scrambling) to\\b|viagra|cialis|xanax|valium|phentermine|online pharmacy|pharmacy online|without (?:a )?prescription|no prescription (?:needed|required|necessary)|sexy|xxx|porn|horny|randy|(?:chat|sexy|hot) (?:girls|singles)|dating service|penis|enlarge(?:ment)?|lose weight|weight loss|diet pills?|must be (?:at least )?18(?: years old)? to (?:enter|view)|adults? only|hgh|live sex|(?:teen|teens|naughty|horny) (?:sex|girls|babes|webcams?)|erectile|male enhancement)\\b',
      ),
    ],
  },
  {
    // Not "no contract, no credit check": see `promotional_pitch` (decision 0119).
    id: 'loan_or_credit_offer',
    category: 'too_good',
    prior: 1.0,
    patterns: [
      words(
        '\\b(?:lump sum\\b[^.!?\\n]{0,60}? in exchange for (?:\\d+ years of |[a-z]+ years of )?(?:your |those |his |her )?(?:monthly )?(?:pension|retirement|annuity|va|military retirement|payments?|benefits?|deposits?)\\b|(?:cash|\\$ ?[\\d,]+) (?:up front|upfront)\\b[^.!?\\n]{0,60}? in exchange for (?:your )?(?:monthly )?(?:pension|retirement|annuity)\\b|mortgage (?:rates?|lenders?|quotes?)|refinanc(?:e|ing)|(?:debt|credit) (?:consolidation|relief|repair)|(?:bad|poor|no) credit(?! cards? (?:is|are) (?:ever|never)\\b)(?<!\\bno (?:term |annual )?contracts?,? (?:and |or )?no credit)|pre-?approved|cash advance|payday loans?|home loans?(?! (?:application|account|payment|statement|servicer))|(?:car )?title loans?|loan (?:approved|offer)|(?:personal |your )?loan (?:of \\$ ?\\d[\\d,]* )?(?:has been|is|was) (?:pre-?)?approved|get out of debt|(?:student )?loan forgiveness|(?:student )?loan (?:acct |account |balance )?(?:is |has been )?(?:approved|eligible|qualified|selected) for (?:a )?(?:full |total |complete )?(?:discharge|forgiveness|cancell?ation)|forgive (?:your|the|my|his|her) (?:student )?loans?|lower your (?:rate|payments?|interest)|lowering your (?:credit card )?interest rate|card services~interest rate|(?:reduce|lower) (?:your|my|his|her) (?:credit card )?interest(?: rate)?|(?:repair|fix|clean|restore) (?:your|bad) credit|credit (?:protection|repair|restoration) (?:team|department|specialists?|agents?))\\b',
      ),
    ],
    types: { other: 1 },
  },
  {
    id: 'bulk_mail_footer',
    category: 'too_good',
    prior: 0.6,
    patterns: [
      words(
        '\\b(?:(?:click|reply|email|write) (?:here )?to (?:unsubscribe|opt[- ]out)|this (?:e-?mail|message) (?:is|was) sent (?:to you )?because|you (?:are )?receiv(?:ed|ing) this (?:e-?mail|message) because|if you (?:do not|no longer) wish to receive)',
      ),
    ],
  },
  {
    // Held out, SpamAssassin's spam showed it (511 of 1,812 spam against 8 of 4,109 genuine
    // mails, all 2002 newsletters): a sender who has your address without your asking tells you
    // to write back "remove". Genuine senders today offer an unsubscribe link ("bulk_mail_footer").
    // Not a court notice's "you must ask to be excluded by May 4" from a class action: the way out
    // of a lawsuit, not of a list (decision 0120).
    id: 'spam_removal_instruction',
    category: 'too_good',
    prior: 1.4,
    patterns: [
      words(
        '\\b(?:to be (?:removed|excluded|taken off|deleted) from (?:our|this|the|any|all|future|further|my)\\b[^.\\n]{0,30}\\b(?:lists?|mailings?|database|notices|e-?mails?|offers|mailers?)|remove[\'"]? (?:in|as) the subject|(?:reply|respond|send|e-?mail|write)\\b[^.\\n]{0,40}\\b(?:with|type|put|word|subject)\\b[^.\\n]{0,12}[\'"]?remove\\b|click (?:here )?to (?:be )?remove(?! your (?:e-?mail )?(?:address )?from (?:that|this|the|your) (?:microsoft |google |apple )?account)|to remove (?:yourself|your (?:e-?mail|name|address)) from\\b(?! (?:that|this|the|your) (?:microsoft |google |apple )?account)|remove me from (?:your|this|the) (?:list|mailing)|this (?:e-?mail|message|mailing) is not (?:a )?spam|(?:your )?e-?mail address (?:was|has been) (?:obtained|taken|acquired) from (?:a |an |our )?(?:purchased|rented|opt-?in|bought) (?:list|database)|sent in compliance with|s\\.? ?1618|(?:request|ask) to be (?:removed|excluded(?! by (?:[a-z]+ )?\\d| from (?:the|this) (?:class|settlement|lawsuit))|taken off)|to be removed,? (?:by )?(?:clicking|click|go|visit|send|reply|e-?mail)|for removal\\b|removal (?:instructions?|request|link)|this (?:is|e-?mail is|message is) (?:a )?commercial (?:e-?mail|message|advertisement))',
      ),
    ],
  },
  {
    id: 'money_making_pitch',
    category: 'too_good',
    prior: 1.0,
    patterns: [
      words(
        `\\b(?:make (?:money|\\$\\d)|extra (?:income|cash)|(?:earn|making) (?:\\$\\d[\\d,]*|extra|big money|money)|business opportunity|financial freedom|be your own boss|multi-level|mlm|residual income|home[- ]based business|(?:over|get|earn|make|making) \\$\\d[\\d,]* (?:cash )?in (?:just )?\\d+ (?:minutes|hours|days)|(?:earn|make|making) (?:money|cash|extra|up to|a fortune|\\$\\d[\\d,]*)~(?:from|at) home|(?:earn|make|making) (?:up to )?(?:\\$ ?)?${HUNDREDS_OR_MORE}(?: ?(?:-|to) ?(?:\\$ ?)?${HUNDREDS_OR_MORE})? ?(?:usd|dollars)? ?(?:per day|a day|daily|each day)|fortunes? (?:are|is) (?:literally )?being made|(?:huge|big|massive) profits)\\b`,
      ),
    ],
    types: { employment: 2, investment_crypto: 1 },
  },
];
