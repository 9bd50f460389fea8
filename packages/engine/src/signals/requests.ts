import type { EvidenceSpan } from '@scambuddy/contracts';
import type { SignalContext, SignalDefinition } from './types.js';
import { HUNDREDS_OR_MORE, notWarnedAgainst, words } from './types.js';

/** Cryptocurrency by name; "your Coinbase account" is the exchange's own wording, so not here. */
/**
 * More ways to ask for the keys to an account: "send us a DM with … the last 4 of the card you
 * paid with" (a fake support account), "have your online banking username ready", "she just needed
 * my plan username and password". Apart from `asks_credentials`' pattern, whose source is close to
 * the 20 KB past which V8 no longer optimises a regular expression (kRegExpTooLargeToOptimize):
 * one more alternative there made it 25 times slower on hostile input (a 100 KB "a a a …" took
 * 30 ms instead of 1.2 ms). `test/adversarial.test.ts` holds every pattern under that size.
 */
const MORE_CREDENTIAL_ASKS = words(
  '\\b(?:(?:send|dm|message) us (?:a |your )?(?:dm|direct message|private message|pm) with\\b[^.!?\\n]{0,100}?\\b(?:(?:last (?:4|four)(?: digits)?|full number) of (?:the|your) (?:credit |debit )?card|card number|password|pin)\\b|' +
    notWarnedAgainst(
      'have your (?:online banking |bank |account )?(?:username|user ?id|password)(?: and password)? ready\\b|need(?:ed|s)? (?:my|his|her) (?:[a-z]+ )?(?:e-?mail|user ?name) and password\\b',
    ) +
    ')',
);

/** Where a reading matched, as a span of the text shown (true where folding moved it). */
function evidenceOf(pattern: RegExp, context: SignalContext): EvidenceSpan | boolean {
  const match = pattern.exec(context.match);
  if (!match) return false;
  const start = context.display.toLowerCase().indexOf(match[0]);
  return start < 0
    ? true
    : {
        text: context.display.slice(start, start + match[0].length),
        start,
        end: start + match[0].length,
      };
}

const CRYPTO_WORD =
  '(?:bitcoins?|btc|crypto ?(?:currency|coins?)?|cryptocurrenc(?:y|ies)|ethereum|eth)';
/** The names of cryptocurrency, and its best-known exchange, a message may ask to be paid in. */
// "Go to coinbase.com" is the exchange's own site, named as the place to check, not to pay.
const CRYPTO = `(?:${CRYPTO_WORD}|coinbase(?!\\.com\\b))`;

/**
 * Buying or paying with a gift card, not a receipt ("You purchased a $25 Google Play gift card") nor
 * a person asking about a gift ("Is it better to get a Visa gift card?"), nor one received ("Emma
 * sent you an Amazon Gift Card"). Each look back runs only where the verb matched.
 */
const GIFT_CARD_BOUGHT =
  "(?:(?:(?<!\\bbest )buy|purchase|get|pick up|pay|send|load|scratch|redeem(?! (?:(?:your|this|the|a) )?(?:[a-z]+ )?(?:gift ?card|egift|card)\\b))\\b(?<!\\b(?:(?:better|safe|okay|ok|best|cheaper|wise) to|(?:should|can|could|may) (?:i|we)|i(?:'d| would)? (?:want|like|plan|wanted|planned) to|(?:was|were|am|'m|are) (?:going|planning) to) (?:buy|purchase|get|pick up|pay|send|load|scratch|redeem))(?<!(?:\\band|&|\\bplus|\\byou'?ll|\\byou will|\\b(?:i|we|you|they)) get)|(?:bought|purchased|paid|sent|loaded|redeemed)\\b(?<!\\byou (?:bought|purchased|paid|sent|loaded|redeemed))(?! (?:me|you|us)\\b))";
/** A gift card given as a present, in the same sentence. */
const AS_A_PRESENT =
  '[^.!?\\n]{0,40}\\b(?:birthday|christmas|hanukkah|anniversary|graduation|wedding|stocking|present|holiday party|staff party|raffle|door prizes?|employee appreciation|teacher appreciation|meal train|get[- ]well|sympathy|condolences?)\\b';

/**
 * A store's offer on gift cards ("4x fuel points on gift cards", "$10 off gift cards") or a reward
 * taken as one ("redeem your miles for gift cards"), not a payment.
 */
const ON_OFFER =
  '(?<!\\b(?:points?|rewards?|bonus|cash ?back|savings?|discounts?|deals?|off|save) on )(?<!\\bredeem(?:ed|ing)?(?: (?:them|it|points|miles|rewards|your (?:points|miles|rewards)))? for (?:an? )?(?:[a-z]+,? ){0,3}(?:(?:or|and) )?)' +
  // A refund put on a store's gift card ("we may refund your purchase … or on a Target GiftCard").
  '(?<!\\brefunds?\\b[^.!?\\n]{0,60}\\bon (?:an? |the |your )?(?:[a-z]+ )?)';

/** Money words near a gift card: buying, paying or reading out its numbers. */
const GIFT_CARD =
  '(?:gift ?cards?(?!s?\\.com)|itunes cards?|apple cards?|google play (?:cards?|gift)|steam (?:cards?|gift)|ebay cards?|razer gold|vanilla (?:visa|gift|cards?)|green ?dot|target cards?|walmart cards?|prepaid (?:debit |visa |credit )?cards?|(?:vanilla |onevanilla |green ?dot )?reload (?:cards?|packs?)|moneypak)';

export const REQUEST_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'gift_card_payment',
    category: 'request',
    prior: 3.0,
    gate: /gift ?card|itunes card|apple card|google play|steam|ebay card|razer gold|vanilla|green ?dot|target card|walmart card|prepaid|reload|moneypak|scratch|read (?:me|us|them|him|her)/,
    patterns: [
      words(
        `\\b${notWarnedAgainst(`(?:by (?:buying|purchasing|getting)(?: (?:some|a few|several|\\d+))?|by|with|in|via|using|accept|accepts|only|only (?:takes|took|accepts|accepted|wants|wanted)|accept (?:zelle|venmo|cash ?app|paypal|a wire|wire|bitcoin) or(?: an?)?|(?:we|they) take) (?:an? (?=(?:walmart|target|apple|google play|amazon|ebay|steam|best buy|home depot|sephora|itunes|cvs|walgreens) ))?(?:(?:walmart|target|apple|google play|amazon|ebay|steam|best buy|home depot|sephora|itunes|cvs|walgreens) )?(?<!\\bused (?:my|her|his|our|their|the) (?:[a-z]+ )?card to (?:buy|purchase) [^.!?\\n]{0,30})${GIFT_CARD}(?!s? (?:promo|promotion|offer|deal)\\b)|(?:(?:walmart|target|apple|google play|amazon|ebay|steam|best buy|itunes)(?: or (?:walmart|target|apple|google play|amazon|ebay|steam|best buy|itunes))? )${GIFT_CARD} (?:are |is )?(?:accepted|only)\\b|${GIFT_CARD_BOUGHT}(?<!\\bused (?:my|her|his|our|their|the) (?:[a-z]+ )?card to (?:buy|purchase))~${ON_OFFER}(?<!\\b(?:birthday|christmas|holiday|graduation|wedding|anniversary) (?:present|gift)\\b[^.!?\\n]{0,20})(?<!\\bfor (?:[a-z']+ ){0,2}(?:birthday|christmas|hanukkah|anniversary|graduation)\\b[^.!?\\n]{0,40})(?<!\\bgift ?cards? (?:for|as) (?:christmas|birthdays?|hanukkah|presents?|gifts?|stocking stuffers)\\b[^.!?\\n]{0,80})${GIFT_CARD}(?!${AS_A_PRESENT})(?!s? (?:promo|promotion|offer|deal)\\b)|(?:wants|wanted|asked|asks|asking|told) (?:me|you|us) to (?:send|buy|get) (?:her|him|them)~${GIFT_CARD}|you(?:'ll| will)? (?:need|have) (?:to (?:buy|get) )?(?:a|an|some) (?:[a-z]+ ){0,2}${GIFT_CARD}|(?=${GIFT_CARD})(?<!\\b(?:win|won|wins|winning)\\b[^.!?\\n]{0,20})(?<!\\b(?:i|we) (?:e-?mailed|sent|texted|mailed|gave|got|bought) you (?:a |an |the )?(?:[a-z']+ ){0,2})${GIFT_CARD}(?! (?:that )?(?:you|she|he|they|mom|dad|grandma|grandpa) (?:gave|sent|got|bought) (?:me|us)\\b)(?! in (?:my|the|your|our) (?:[a-z]+ )?(?:christmas|birthday|holiday|graduation|anniversary|greeting) cards?\\b)(?! for (?:your|my|his|her|our) (?:[a-z']+ )?(?:birthday|christmas|hanukkah|anniversary|graduation)\\b)~\\b(?:numbers?|pins?|(?<!\\bclaim )codes?|back|payment|scratch|photos?|pictures?|read\\b|send|pay|(?<!\\b(?:are|is|be|was|were|looks?|sounds?|seems?) (?:totally |perfectly |just |really |completely |all )?)fine|(?<!\\b(?:no|have no|has no) )fee)|${GIFT_CARD}[^\\n]{0,120}?(?:text|send|email|read) (?:me|us) (?:the |clear )?(?:numbers|codes|pins|pictures?|photos?|pics)\\b|scratch (?:off )?(?:the )?(?:back|silver|strip)[^\\n]{0,60}?(?:pictures?|photos?|pics|codes?|numbers?)|${GIFT_CARD}[^]{0,200}?(?:take|send|text|e-?mail) (?:me )?(?:a )?(?:clear |good )?(?:pictures?|photos?|pics?) of (?:the )?backs?\\b|(?:buy|purchase|get) (?:them|it|the (?:cards?|vouchers?))~at (?:walgreens|cvs|target|walmart|best buy|rite aid|dollar general|kroger|safeway|7-eleven|a (?:store|pharmacy|drugstore))~read (?:me|us|them|him|her) (?:the |all the )?(?:numbers|codes|pins)`)}`,
      ),
    ],
    types: { government_impostor: 1, tech_support: 1 },
  },
  {
    id: 'wire_transfer_request',
    category: 'request',
    prior: 1.8,
    gate: /wir|bank transfer|payments into|funds into|money into|payments to your|forward (?:the|that) money|western union|moneygram|ria money|walmart|new (?:bank |banking )?account|(?:details|information|instructions) (?:has|have) /,
    patterns: [
      words(
        `\\b${notWarnedAgainst(`(?:asked for|asking for|wants?|needs?|requested|prefers?) (?:it|the payment|payment|the money|the funds|this|that) (?:by|via|through) wire\\b|pay (?:by|via|with) (?:bank|wire) transfer (?:and|to) (?:save|get)\\b|(?:fee|deposit) (?:of \\$ ?[\\d,.]+ (?:per person |each )?)?(?:must|needs to|has to|will need to) be wired\\b|(?:receive|accept) (?:client |customer |their )?(?:payments|funds|money) (?:into|to|in) your (?:personal )?(?:bank )?account\\b|(?<!\\b(?:request|requested|authori[sz]e|authori[sz]ed|recogni[sz]e) (?:this|that|the) (?:[a-z]+ ){0,2})(?<!\\bdid you (?:attempt|make|send|initiate|request|authori[sz]e) an? (?:[a-z]+ )?)wire (?:transfer(?! of \\$[\\d,.]+[^.!?\\n]{0,60}\\b(?:was|has been) (?:initiated|requested|scheduled|sent|completed)\\b)(?!s? (?:was |were |has been |have been |is )?(?:sent|completed|received|processed|scheduled)\\b)|the (?:money|funds)|money|\\$)|process an? (?:international |domestic |urgent )?wire\\b|use (?:the|our|my) (?:new |updated )?wir(?:e|ing) (?:details|info|information)\\b|attached the wire (?:info|information|details|instructions)\\b|wire (?:the|this|that) (?:fee|fees|deposit|amount|balance|earnest money)\\b|send (?:the|your) wire\\b|need the wire (?:today|now|by|before)\\b|(?:through|via) a wire\\b|(?:remit|send|sent|sending|pay|settle|cover)\\b[^!?\\n]{0,60}?\\bby wire\\b|forward (?:the|that) money (?:on )?to (?:my|his|her|their|a) (?:[a-z']+ ){0,2}(?:account|colleague|friend|partner|boss)\\b|wire (?:your|the) (?:cash to close|closing (?:funds|costs)|down ?payment|earnest money)\\b|(?<=\\b(?:a|send|process|make) )(?<!\\bdid you (?:attempt|make|send|initiate|request|authori[sz]e) a )wire of \\$|(?!^(?:western union|moneygram) ?:)(?<!^from: )(?<!\\| from: )(?<!\\b(?:sending|sent|send) (?:money )?with )(?:western union|moneygram)|ria money|walmart ?(?:2|to) ?(?:walmart|world)|(?:via|using|per|with|follow(?:ing)?) (?:the |our |my )?(?:attached |enclosed |below |following |new )?wir(?:e|ing) instructions|(?:updated|new|revised) (?:payoff )?wire instructions|(?:send|give|forward|email) (?:you )?(?:the |our |my )?wir(?:e|ing) (?:instructions|details)|(?:wired|wire) (?:him|her|them|it|\\$?\\d)|wire (?:me|us) (?:\\$ ?\\d|the money|some money|money)|(?:pay|payment|wire|remit|transfer|send)\\b[^.!?\\n]{0,40}\\b(?:to|into) (?:our|my) new (?:bank |banking )?account\\b|(?:bank|banking|payment|remittance|wire|wiring|(?:our|my) (?:bank )?account) (?:details|information|instructions) (?:has|have) (?:changed|been (?:changed|updated))`)}`,
      ),
    ],
  },
  {
    id: 'crypto_payment',
    category: 'request',
    prior: 1.6,
    gate: /bitcoin|btc|crypto|\beth|coinbase|wallet address|flip|usdt|tether|airdrop/,
    patterns: [
      // Crypto named as the way to pay, send or invest, not merely named: an exchange's own notice
      // ("You sent 0.01 BTC", "Your verification code for Coinbase") and mail about cryptography
      // name it too (SpamAssassin ham held out: 18 of the 20 corpus texts the bare word marked).
      words(
        `\\b${notWarnedAgainst(`(?<=\\$\\s?)\\d[\\d,.]* (?:[a-z]+ )?in ${CRYPTO_WORD}|(?<![\\d.,$])${HUNDREDS_OR_MORE} (?:dollars )?in ${CRYPTO_WORD}|(?:dollars|bucks|grand) (?:worth )?(?:of|in) ${CRYPTO_WORD}|bitcoin (?:atm|machine|kiosk)|crypto ?(?:currency )?(?:atm|kiosk)|wallet address|coin ?flip|giving (?:back|away) [\\d,.]{1,12} (?:btc|eth|bitcoin|ethereum|usdt)|(?:cash ?app|money|venmo|zelle) flips?|flip (?:your|their|my|the) money|usdt|tether|(?:token |crypto |coin |community )?airdrop|(?<!\\byour )(?:(?<!\\byou )(?:sent|bought|paid|deposited|purchased|converted|transferred|funded|invested|wired|traded)|pay(?:s|ing|ment)?|send(?:s|ing)?|deposit(?:s|ing)?|buy(?:s|ing)?|purchas(?:e|es|ing)|invest(?:s|ing|ment)?|transfer(?:s|ring)?|convert(?:s|ing)?|fund(?:s|ing)?(?! (?:will be|are|is) (?:available|deposited|credited))|wir(?:e|es|ing)|trad(?:e|es|ing))\\b[^.!?\\n]{0,30}?\\b${CRYPTO}|(?<!\\b(?:robinhood|fidelity|schwab|webull|e\\*?trade|paypal|venmo|cash ?app|sofi|coinbase|kraken|gemini) )${CRYPTO_WORD} (?:payments?|wallets?|accounts?|address|investments?|trading|platforms?|programs?|mining|giveaway|give ?away|opportunit(?:y|ies)|profits?|returns?)|${CRYPTO}[^.!?\\n]{0,30}\\b(?:sent|send|deposited|paid) (?:to|into) (?:the|this|my|our) (?:address|wallet)`)}\\b`,
      ),
    ],
    types: { investment_crypto: 2, extortion: 1 },
  },
  {
    id: 'crypto_atm',
    category: 'request',
    prior: 3.0,
    gate: /bitcoin|crypto|btc|flip|athena/,
    patterns: [
      words(
        `\\b${notWarnedAgainst(`bitcoin|crypto|btc|coin ?flip|bitcoin depot|athena`)} ?(?:atm|machine|kiosk)s?\\b|\\b(?:bitcoin|crypto)\\b[^.!?\\n]{0,40}\\b(?:machine|kiosk) at (?:a|the) (?:gas station|store|grocery|convenience store|mall)\\b|\\b(?:bitcoin|crypto)\\b[^\\n]{0,150}?\\b(?:use|go to) the (?:machine|kiosk) at (?:a|the) (?:gas station|store|grocery|convenience store|mall)\\b`,
      ),
    ],
    types: { government_impostor: 2, bank_impostor: 1 },
  },
  {
    id: 'payment_app_request',
    category: 'request',
    prior: 0.8,
    gate: /zelle|venmo|cash ?app|apple cash|paypal\.me|paypal (?:friends|f&f)|cash\.(?:app|me)/,
    patterns: [
      words(
        `\\b${notWarnedAgainst(`(?:zelle|venmo|cash ?app)(?: or (?:zelle|venmo|cash ?app))? (?:is|are|works) (?:fine|ok|okay|easiest|best)\\b|(?:funds|money|donations|proceeds) (?:go|goes|are sent|will go|will be sent) (?:straight )?(?:to|into) (?:a |my |the |our |his |her )?(?:cash ?app|venmo|zelle)\\b|(?:fastest|easiest|quickest|best) (?:way )?is (?:zelle|cash ?app|venmo)(?: or (?:zelle|cash ?app|venmo))? to (?:our|my|the)\\b|(?:collecting|taking|accepting) (?:the )?(?:[a-z0-9]+ )?(?:dues|payments|deposits|fees|rent|tuition|donations) (?:through|by|via|on) (?:cash ?app|zelle|venmo)\\b|only (?:taking|accepting|take|accept) (?:apple cash|cash ?app|zelle|venmo)\\b|(?:do|use|send it by|pay by|pay with|pay via) zelle to (?:our|the|my)\\b|\\d[\\d,]* deposit (?:by|via|through|on) (?:zelle|venmo|cash ?app)\\b|donations (?:direct(?:ly)? )?(?:on|via|through|by) (?:cash ?app|venmo|zelle)\\b|(?:venmo|cash ?app) @[a-z0-9][a-z0-9_-]{2,}|(?:need|needs|require|requires|want) (?:a |the |your )?(?:\\d{1,3}% )?(?:deposit|retainer|fee)\\b[^.!?\\n]{0,50}?\\b(?:zelle|venmo|cash ?app|apple cash)\\b|(?:zelle|venmo|cash ?app|paypal)(?: (?:or|and) (?:zelle|venmo|cash ?app|paypal))? (?:friends (?:&|and) family|f&f)\\b|(?:reply|text|message|e-?mail) (?:me |us )?for (?:the )?(?:zelle|venmo|cash ?app) (?:payment )?(?:details|info)|mark (?:it|the payment) as (?:friends (?:&|and) family|f&f)|(?:send|sending|(?<!\\byou )sent|pay|paying|transfer|transferring|use|using|request|donate|donating)\\b[^.!?\\n]{0,45}?\\b(?:zelle|venmo|cash ?app|apple cash)|only (?:zelle|venmo|cash ?app|apple cash)\\b|(?:zelle|venmo|cash ?app|apple cash)(?: (?:or|and|/) (?:zelle|venmo|cash ?app|apple cash))? (?:is |are )?(?:easiest|fastest|quickest|preferred|accepted)\\b|(?:with|by|via|through) an? (?:zelle|venmo|cash ?app) (?:payment|transfer) to\\b|(?:we|they|he|she) (?:only )?(?:accept|take)s? (?:zelle|venmo|cash ?app|apple cash)\\b|(?:fastest|easiest|quickest|best) way (?:to pay )?is (?:by |through |with )?(?:zelle|venmo|cash ?app|apple cash)\\b|(?:zelle|venmo|cash ?app|apple cash)(?: (?:or|and|/) (?:zelle|venmo|cash ?app|apple cash))? only\\b|(?<!\\byou (?:sent|paid|received)\\b[^!?\\n]{0,40})(?<!\\bsent you\\b[^!?\\n]{0,40})(?:by|via|through|over|with) (?:our |my )?(?:zelle|venmo|cash ?app|apple cash)|(?:zelle|venmo|cash ?app) (?:me|it|the money|them|him|her)|do you have (?:a |an )?(?:zelle|venmo|cash ?app|apple cash)|(?:can |will )?only (?:take|takes|accept|accepts|accepting|do) (?:zelle|venmo|cash ?app|apple cash)|(?:deposit|payment|\\$ ?\\d[\\d,.]*) on (?:zelle|venmo|cash ?app)|(?:zelle|venmo|cash ?app) (?:me |him |her |them )?\\$ ?\\d[\\d,.]*|(?<!\\b(?:sent|paid|received|with|from)\\b[^.!?\\n]{0,40})(?:zelle|venmo|cash ?app|apple cash) (?:to )?(?:\\(?\\d{3}\\)?[ .-]?\\d{3}[ .-]?\\d{4}\\b|[a-z0-9._@-]{3,}\\.(?:com|org|net|us)\\b)`)}\\b|\\b(?:paypal\\.me|venmo\\.com/u|cash\\.(?:app|me)/\\$)`,
      ),
    ],
    types: { marketplace_overpayment: 1, bank_impostor: 1 },
  },
  {
    id: 'cash_courier',
    category: 'request',
    prior: 2.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst('(?:come by (?:my|your|the|her|his) (?:house|home)\\b[^.!?\\n]{0,30}?\\bto (?:collect|pick up|get) the (?:cash|money)\\b|(?:somebody|someone|a courier|a driver) (?:can|will|could|would) (?:come )?pick (?:it|them|the (?:money|cash)) up (?:from you|at your (?:house|home|door))\\b|courier(?! (?:at the door|on delivery|upon delivery|at delivery|on arrival|upon arrival|when (?:it|they) (?:arrives?|deliver)|by card\\b|with (?:a |your )?(?:credit |debit )?card\\b))|(?:pick up|come (?:and |to )?(?:get|collect)|(?:courier|driver|agent|someone) (?:will|would|to|can) collect) (?:the |your |my |his |her )?(?:cash|money|cards?|debit cards?|bank cards?|gold|donation)|(?:mail|ship|overnight|fedex|send) (?:the )?cash(?! ?(?:/|or|and) ?(?:a )?checks?)|cash (?:in|inside) (?:a )?(?:box|envelope|package|magazine|book)|(?:a |the )?(?:driver|courier|man|woman|someone) came to (?:my|the|her|his) (?:door|house|home)~(?:took|picked up|collected) (?:the )?(?:envelope|cash|money|package)|cash~(?:someone|a courier|a driver|a man|a woman|they|he|she) (?:would|will|to|could) (?:pick it up|come (?:and )?get it|collect it)|(?:agent|officer|courier|investigator|driver|someone) will meet (?:you|her|him)\\b[^.!?\\n]{0,30}?\\b(?:collect|pick up|take) (?:the )?(?:cash|money|bills|envelope)|(?<!\\b\\d+(?:\\.\\d+)? ?(?:oz|ounce|gram|g|kg)\\.? )(?<!\\b(?:saga|game|crush|clash|royale|coin master|slots?|casino|in-app|virtual)\\b[^.!?\\n]{0,12})gold (?:bars?|coins?)(?! (?:pack|bundle|in (?:the )?game))|buy gold|(?:withdraw|take out) ~(?:cash|money) ~(?:to give|for (?:the|a) (?:courier|driver|agent))|(?:someone|a courier|a driver|an agent|a (?:bail )?bondsman|a man|a woman|an? (?:[a-z]+ )?(?:agent|officer|courier|driver|investigator)) (?:will|would|is going to|to) (?:come|came|stop by) (?:to|by) (?:my|your) (?:house|home|door|place) (?:to )?(?:pick|collect|get))')}\\b`,
      ),
    ],
    types: { family_emergency: 1, government_impostor: 1, bank_impostor: 1 },
  },
  {
    id: 'asks_ssn',
    category: 'request',
    prior: 2.0,
    gate: /social|ssn|ss card|w-?2|tax forms|payroll/,
    patterns: [
      words(
        `\\b${notWarnedAgainst(
          "(?:(?:copies|a copy|copy) of (?:the |all )?(?:\\d{4} )?w-?2s?\\b[^.!?\\n]{0,60}?\\bsocial security numbers\\b|(?:pic|picture|photo|copy|image|scan)s? of (?:the (?:front and back|front|back) of )?your~(?:ss|social security) card|(?:verify|(?:if|once|after) i verified|confirm|provide|give|send|(?<!\\b(?:will|would|do|does|did) (?:you|they|he|she) )need(?! to (?:bring|show|take))|read|tell|enter|update|register(?=\\s)|submit|reply(?: back)? with|(?<!\\bbe )asked (?:me )?for|wanted)~(?:social security number|social security #|ssn|last four (?:digits )?of your social|social security card)|(?:social security number|ssn)(?! and (?:need|needs|want|wants) (?:me|you|us|him|her) to verify)~(?:to verify|for verification|to confirm)|(?<!\\b(?:filed|opened|applied|used) )(?:with|using) your (?:ssn|social security number)|have (?:your|ur) (?:[a-z]+ (?:card|id), (?:[a-z]+ )?(?:[a-z]+ )?(?:and )?)?(?:ssn|social security number|social security card) ready|(?:missing|need|needs|needed|require|requires|required|send me|wanted) (?:your |my )?(?:[a-z ,]{0,60}(?:and )?)?(?:the )?last (?:4|four)(?: digits)? of (?:your |my )?(?:ssn|social(?: security)?)|re-?enter (?:your )?full\\b[^.!?\\n]{0,120}?\\blast (?:4|four)(?: digits)? of (?:your )?(?:ssn|social(?: security)?)|(?:reply|text|send)(?: back)? (?:with )?(?:your |me |us )?[a-z ,]{0,80}?\\blast (?:4|four)(?: digits)? of (?:your )?(?:ssn|social(?: security)?)|have (?:your|ur) (?:ssn|social security number) and (?:your )?(?:[a-z']+ ){1,2}ready|(?:copy|copies|list|pdfs?|files?|all) of (?:all )?(?:(?:the|our) )?(?:employee|staff|worker)[s']{0,2} (?:\\d{4} )?(?:w-?2s?|w-?2 forms?|tax forms|payroll (?:records|data|list)|social security numbers|ssns)|(?:send|e-?mail|forward|need|attach)~w-?2s?\\b[^.!?\\n]{0,16}?(?:for|of) (?:all|every|each)(?: of)? (?:our |the |my )?(?:staff|employees|team members|workers))",
        )}\\b`,
      ),
    ],
    types: { government_impostor: 2, phishing: 1 },
    // Asked by the agent of a company the person called, to check who is calling.
    unless: ['legit_customer_called'],
  },
  {
    id: 'asks_medicare_number',
    category: 'request',
    prior: 2.2,
    gate: /medicare|beneficiary|medicaid|chip|free|swab|red,? white,? and blue|brace/,
    patterns: [
      words(
        `\\b(?:${notWarnedAgainst("(?:verify|confirm|provide|give|send|enter|type|(?<!\\bdo (?:you|they) )need|read|tell|asked (?:me |him |her )?for|(?<!\\b(?:never|ever|not|won'?t) (?:call|calls|text|texts|e-?mail)(?: you)? )(?:kept |keeps )?asking (?:me |him |her )?for|wanted|update|reply(?: yes| back)?(?: with| and)|text (?:us|back)|message (?:me|us))~(?<!\\b(?:didn'?t|did not|doesn'?t|does not|never|not|won'?t) (?:ask|asks|asked)(?: (?:me|him|her|us))? for (?:(?:his|her|my|your|our|the) )?)(?:medicare (?:number|card|id|beneficiary|#)|beneficiary (?:number|id)|medicaid (?:number|card|id))")}|(?:number|id) (?:on|from|off) (?:your|the|her|his) red,? white,? and blue card|(?:back|knee|wrist|shoulder|ankle) braces?\\b[^.!?\\n]{0,60}?\\b(?:at no cost|no cost to you|free of charge|for free)|(?:made|took|snapped) (?:a )?(?:photo ?copy|copy|photo|picture) of my medicare card|(?<!\\b(?:my|mom'?s|dad'?s|mother'?s|father'?s|her|his|(?:received|got) (?:my|the|a|our)) )(?:new|replacement|plastic|chip) medicare card|(?:new |replacement )?(?:plastic |chip )?(?:medicare )?cards? with a chip|(?:photo|picture|pic|copy) of (?:the (?:front|back) of )?(?:your|the) medicare (?:card|number)|(?:have|with) your (?:current )?(?:red,? white,? and blue )?medicare (?:number|card|id)(?: and (?:[a-z]+ ){0,2}[a-z]+)? ready|free (?:[a-z-]+ ){0,2}(?:genetic|dna|cancer|covid) (?:[a-z]+ )?(?:tests?|testing|screening|swab|kits?)|cheek swab|free (?:back brace|knee brace|genetic test(?:ing)?|dna test|cancer screening|covid test kits?|diabetic (?:supplies|monitor)|medical (?:equipment|alert)))`,
      ),
    ],
    types: { medicare_health: 4 },
    // Asked by the agent of a company the person called, to check who is calling.
    unless: ['legit_customer_called'],
  },
  {
    id: 'asks_credentials',
    category: 'request',
    prior: 1.6,
    patterns: [
      words(
        "\\b(?:(?:give|gave|send|tell|share) (?:her|him|them|me|us) (?:my|your|his|her) (?:fsa|studentaid\\.gov|id\\.me|login\\.gov|medicare\\.gov|ssa) (?:id|login|username|password)\\b|(?:can|could|may) i (?:get|have) the (?:card|debit card|credit card) number\\b|enter (?:a|your) (?:valid )?(?:debit or credit|credit or debit|credit|debit) card (?:number )?(?:only )?to (?:confirm|verify)\\b|have your (?:debit |atm |bank )?card and (?:your )?(?:pin|password) (?:handy|ready|nearby)|(?:need|needed|want|wanted|asked for|asking for|give us|give me)~\\brouting (?:\\+|and|&) (?:acct|account) (?:number|#|no)|(?:need|needed|want|wanted|asked for|asking for|give us|give me) (?:your |my |her |his )?fsa id(?: and password| login| username)?\\b|(?:have|with) your fsa id (?:and password )?(?:ready|handy)\\b|(?:needed|wanted|asked for|asking for)(?<!\\b(?:never|not|won'?t|will not)\\b[^.!?\\n]{0,30}(?:needed|wanted|asked for|asking for)) (?:my|your|her|his) (?:checking |bank |savings )?(?:account (?:and routing )?numbers?|routing (?:and account )?numbers?)|(?:i|we) (?:just |only )?need (?:the |your )?(?:[a-z0-9-]+ )?(?:card|account) number and (?:your |the )?(?:pin|password|security code|cvv)\\b|(?:i|we)(?:'ll| will)? (?:also |just |only )?need (?:your|her|his|the) (?:bank'?s |bank )?routing (?:number )?and (?:your |the )?(?:bank )?account numbers?|(?:sign|log) ?(?:in|on) (?:with|using) your (?:e-?mail |account |work |corporate |microsoft |office 365 |outlook )?(?:password|credentials|login(?!\\.gov))|(?<!\\b(?:don'?t|dont|do not|did you(?: already| ever)?) )(?<!\\bnever (?:ask|request|require)s? (?:you )?(?:to )?(?:pay (?:or|and) )?)(?<!\\baccess documents\\W{0,2},? and )(?!(?<=\\bwe(?:'ll| will| would| can)? (?:also |then |just )?)send\\b)(?:re-?validate|verify|confirm|provide|submit|enter|update|send|give|tell|read|re-?enter|reply(?: back)? with|text (?:us|me|back)|dm (?:us|me)|(?<!\\b(?:never|not|nobody|no one|nobody ever|no one ever) )asked (?:me |her |him |us )?for(?: (?:each|every|all|both))?|wanted)(?!s\\b|e?d\\b|ing that\\b)(?<!\\bnever be (?:asked|required|told) to\\b[^.!?\\n]{0,80})(?<!\\b(?:will|would) never [a-z]+ you\\b[^.!?\\n]{0,100})~(?<!\\b(?:never|not|n't) (?:ask|request)(?:s|ed)? (?:you )?(?:to |for )?(?:send |share |give |provide |enter )?(?:your |the |any )?)(?:(?<!\\b(?:share|sharing|shared) )password|passcode|pin\\b(?! above| below| shown| printed)|login|log-?in (?:details|information|credentials)|username and password|user ?id(?! (?:printed|shown|found) (?:at|on)| (?:at|on) the (?:bottom|top) of)|account number|routing number|card number(?<!\\bwith your new card number)|card details(?<!\\b(?:the|your) new card details)|card info|cvv|cvc|(?<!\\b(?:before|after|on|by) (?:your|the) )expiration date|expiry date|security (?:code(?!:? ?[0-9a-z]{16})|questions?|details)|(?:apple|icloud) ?id\\b|(?<!\\b(?:in|through|via|using|on|at|from|to) )online banking)|(?:password|pin|login)~(?:to verify|to confirm|to unlock|to restore)|have your~(?:security code|cvv|cvc|(?<!\\b(?:transfer|port|port-out|number transfer) )pin|password|online banking password)s?~ready|(?:sign|log) ?(?:in|into|on to|in to) (?:your|her|his|my) (?:bank|online banking|bank account)|log ?-?in (?:to|into|on) (?:our|the) secure (?:server|site|page|portal|website)|(?<!\\batm )(?:with|using) your (?:credit/debit |debit card |debit |atm |card )?pin\\b|(?:log ?in|sign ?in|login|verify|confirm)(?: in)? (?:with|using) your (?:[a-z]+ )?(?:e-?mail|user ?name|network id)(?: address)? and password|(?:with|using|enter) your (?:[a-z0-9]+ ){1,3}(?:e-?mail|user ?name|network id)(?: address)? and password|(?:with|using) your (?:[a-z]+ ){0,2}(?:e-?mail |network |login |account )credentials|(?:sign|log) ?in (?:with|using) your (?:microsoft|office|outlook|google|gmail|apple|yahoo|aol|work|school|company|corporate|e-?mail)(?: 365)? (?:account|credentials|e-?mail|id)\\b|(?:sign ?in|log ?in|login|access|view|open|verify|confirm|authenticate)\\b[^.!?\\n]{0,30}?(?:with|using) your (?!new )(?:[a-z0-9]+ ){0,3}(?:credentials|password)\\b)" +
          // A wallet's recovery phrase is its keys: no one genuine asks for it; wallets warn never to share it.
          `|\\b${notWarnedAgainst('(?:enter|verify|confirm|provide|send|type|import|submit|input|validate)~(?:recovery|seed|secret|backup) (?:phrase|words)|(?:12|24)-word (?:recovery |seed |secret )?phrase')}` +
          // "I just need the full card number, expiration and the code on the back again": a
          // genuine company has the card on file and names only its last four digits.
          `|\\b${notWarnedAgainst('(?:need|get|have|dm|send|give|tell|read)~(?:full|whole|entire|complete) (?:credit |debit )?card (?:number|info(?:rmation)?|details)')}\\b` +
          // "Reply with the 16-digit debit card # the refund should go to and the exp date": a card
          // number asked by text, which no company that owes money needs.
          `|\\b${notWarnedAgainst('(?:reply|text|respond) (?:back )?with (?:the |your )?(?:(?:16|sixteen)[- ]digit )?(?:credit |debit |bank )?card (?:number|no\\b|#)')}` +
          // "You will need your member number, online banking username and password, and your debit
          // card number and PIN": the keys to an account listed for a form; "sign in with your email
          // address and email password" to see an invitation (decision 0079).
          `|\\b${notWarnedAgainst("(?:you(?:'ll| will) need|have ready)~(?:password|pin)\\b~(?:card number|account number|pin)\\b|on (?:whatsapp|telegram|signal)\\b[^.!?\\n]{0,80}?\\bwith your (?:account|card|routing|member) (?:number|#)|(?:he|she|they|the tech|the technician)(?:'ll| will)? need (?:the|your) (?:account|acct) (?:pin|passcode|password)\\b|what'?s (?:the|your) (?:credit |debit )?card number\\b|(?:what|which) card would you like to use\\b|(?:i|we)(?:'ll| will)? (?:just |only )?need (?:the|your) (?:credit |debit )?card (?:number\\b|you(?:'d| would)? (?:like to )?use\\b)|need (?:the |your )?(?:[a-z]+ )?(?:e-?mail|user ?name) and password\\b|have (?:your )?(?:checking |bank |savings )?(?:account and routing|routing and account) numbers? ready\\b|with your e-?mail (?:address )?and (?:e-?mail )?password|have your (?:login|log-?in|sign-?in) (?:details|credentials|information|info) ready|(?:mother'?s maiden name|first pet'?s name|(?:street|town) you grew up (?:on|in))\\b[^]{0,300}?\\b(?:mother'?s maiden name|first pet'?s name|(?:street|town) you grew up (?:on|in)|elementary school|first car)\\b|(?:send|give|tell|text) (?:me|us) your\\b[^!?\\n]{0,60}?\\busername and password")}`,
      ),
    ],
    // Wordings of rounds 821-868, read apart: the pattern above is at V8's size limit (see above).
    derive: (context) => evidenceOf(MORE_CREDENTIAL_ASKS, context),
    types: { phishing: 2, bank_impostor: 2 },
    // Asked by the agent of a company the person called, to check who is calling.
    unless: ['legit_customer_called'],
  },
  {
    id: 'asks_one_time_code',
    category: 'request',
    prior: 2.4,
    gate: /code|digit|pin|otp|one[- ]time/,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:going to|gonna|about to|will) (?:text|send|e-?mail) you a (?:[a-z0-9-]+ )?code\\b~(?:send|forward|text|give|tell|read) (?:it (?:back )?to )?me\\b|(?:six|6|4|four)[- ]digit code\\b[^\\n]{0,120}?\\b(?:just )?read (?:it|that|this) (?:back )?to me\\b|(?:text|send|give|read|tell) (?:me|us|him|her) (?:back )?the (?:\\d|six) (?:digits|numbers)\\b|code (?:we|i) (?:just )?(?:texted|sent) you\\b(?![^\\n]{0,60}?\\b(?:never|don'?t|do not|not to)\\b)[^\\n]{0,80}?\\b(?:can (?:you|u)|please|pls) (?:send|text|give|read|reply)\\b|(?:he|she|they|the (?:buyer|seller|caller|man|woman)) (?:says |said |keeps saying )?(?:he |she |they )?(?:needs?|wants?|needed|wanted) (?:that|the|this|my) (?:[a-z0-9-]+ )?code (?:to|so|before|or)\\b|(?:he|she|i|we) (?:read|gave) (?:the|that) code (?:to|back to) (?:them|him|her|the caller)\\b|code from google[^.!?\\n]{0,60}?(?:sent|gave|read|texted|forwarded) (?:it )?(?:to |back to )?(?:him|her|them|the buyer|the seller)\\b|(?:send|give|read|text|forward|tell) (?:me|us) (?:the|that) (?:[a-z0-9-]+ )?code (?:that )?(?:google|[a-z]+) (?:just )?(?:sent|texted) (?:you|to you)\\b|(?<!(?:not|never|n't|dont) )(?<!\\bwe(?:'ll| will| would| can)? (?:also |then |just )?)(?:read|reading|give|giving|tell|telling|send|sending|share|sharing|forward|provide|repeat|confirm|reply with|text (?:me|us)|(?<!\\bit )asked (?:me )?for|wanted)~(?:the |your |that |a )?(?:(?:\\d|six)[- ]digit (?:code|number|pin)|(?:\\d-digit |six-digit |6-digit )?(?:verification|security|one[- ]time|confirmation|authentication|login|google voice|google) ?(?:code|pin|passcode))|(?:send|give|text|forward|tell) me the code (?:that )?(?:came in|you (?:just )?(?:got|received))\\b|code\\b[^\\n]{0,120}?\\basked (?:me|her|him|us) to (?:read|give|tell|send|text) it back\\b|code (?:went|was sent|got sent|came) to (?:you|your (?:phone|number))\\b[^\\n]{0,80}?\\b(?:text|send|give|read|forward) it back\\b|\\b(?:otp|one[- ]time (?:code|passcode|password))~(?:to (?:me|us)|back\\b(?! of))|(?:read|give|tell) back (?:a|the|that|this) (?:\\d-digit |six-digit )?code|text (?:it )?back (?:the|that|this|your) (?:(?:\\d|six)[- ]digit )?code\\b|(?:i|we) (?:just |only )?need (?:the|that|your) (?:\\d|six)[- ]digit code (?:that )?(?:was |is )?(?:just )?(?:texted|sent)\\b|(?:texted|sent) you a (?:\\d|six)[- ]digit (?:verification |security )?code,? (?:please |pls |just )?(?:reply with it|reply (?:back )?with (?:the|that) code|text it (?:back|to me))\\b|(?:get|receive) a (?:\\d|six)[- ]digit (?:verification |security )?code (?:by text |from [a-z][a-z.]{1,20} )?(?:in a (?:min(?:ute)?|sec(?:ond)?|moment)|shortly)[^.!?\\n]{0,20}?\\b(?:just )?(?:reply|text|send|read)\\b|have (?:the|your) (?:(?:\\d|six)[- ]digit )?(?:verification |security )?code (?:we|i)(?:'ll| will)? (?:send|text)(?: you)? ready\\b|reply (?:to this (?:message|text) )?with (?:the|that|this|your) (?:(?:\\d|six)-digit )?(?:(?:verification|security) )?code|(?:read|give|send|tell|text) (?:the|that|this) code (?:from [a-z]+ |(?:they|he|she) (?:just )?(?:sent|texted)(?: me| you)? )?back|(?:read|give|tell) (?:me|us|them|him|her) (?:the|that|this) code(?! (?:in|on|from|at) the back| on the card| of the (?:gift )?card)|(?:reading|giving|gave|telling|told|read) (?:me|us|them|him|her) (?:the|that|this) code (?:that|which|from|sent to)\\b|code~(?:read|give|tell|text|send) it (?:back|to me)|(?:sent|send|sending|texting|texted|text)~code\\b[^\\n]{0,60}?\\b(?:read|give|tell) it back to me\\b|code\\b[^\\n]{0,80}?\\b(?:i|we|she|he) (?:should |had to |have to |must )?(?:send|sent|give|gave|read|forward|forwarded|text|texted) it (?:back )?to (?:him|her|them)\\b|(?:read|give|tell) (?:him|her|them) (?:a|the) code from (?:a|the|my|your) text|(?:send|sent|texted) (?:me|you) a (?:verification )?code from google|(?:sent|texted) (?:you|it to you|to your (?:phone|number))~code~by (?:mistake|accident)|(?:you'?ll|you will|you'?re going to|you should) (?:get|receive) (?:a |an )?(?:[a-z0-9-]+ ){0,3}(?:text|code|message)\\b[^\\n]{0,80}?\\b(?:read|give|tell) (?:it|that|the code|the number) (?:back )?to me\\b|(?:accidentally|mistakenly)~code~(?:sent|texted|went) to (?:you|your (?:phone|number|cell))|(?:send|sent|text|texted|sending|texting) (?:you )?(?:a |the )?(?:(?:\\d|six)[- ]digit )?(?:verification )?code (?:from google )?to (?:you|your (?:phone|number|cell))(?: number)?\\b[^\\n]{0,60}?\\b(?:what is it|what(?:'s| does) it say|text it back|tell me (?:what it (?:is|says)|the code)|send it back|read (?:it|that|this) (?:back|to me))\\b|(?:send|text|sending|texting) (?:you )?(?:a |the )?(?:(?:\\d|six)[- ]digit )?code to (?:you|your (?:phone|number|cell))(?: number)?~(?:tell me|read (?:it|me)|what it says|send it|text it|forward it)|code~(?:sent|texted|went) to (?:you|your (?:phone|number))~by (?:mistake|accident)|(?:send|forward|text|give|tell) (?:me|us) the (?:(?:\\d|six)[- ]digit (?:number|code)|code) (?:that )?you (?:just )?(?:got|received|get)\\b|(?:send|sent|texted|went) (?:the |a )?(?:verification |security )?code to you by (?:mistake|accident)[^\\n]{0,80}?\\b(?:forward|send|text|give) it|(?:dm|message|send|text) (?:us|me)~the code (?:we|i) (?:text|send|sent|texted) you|(?:dm|message|send|text) (?:us|me)~the (?:verification |security |one[- ]time )?code (?:we|i)(?:'ll| will)? (?:text|send)|(?:text|send|give|read) (?:me |us )?the (?:\\d|six)[- ]digit code (?:that (?:was|is) )?(?:just )?sent to your phone|get a code by text and (?:to )?send it to (?:her|him|them|me)|(?:sent|texted) you a (?:\\d|six)[- ]digit code~(?:send|forward|text|give) me (?:a screenshot of )?(?:it|the code|that)|code (?:(?:would|will|just|should|might) )?(?:(?:come|came|went|go|goes|was sent|is sent|got sent) )?(?:to|on) (?:my|your) (?:phone|number|cell)[^\\n]{0,80}?\\b(?<!\\b(?:don'?t|do not|never|not) )(?:send|forward|text|give) it (?:to|back to) (?:me|us|him|her|them)\\b|(?:sent|texted) (?:a |an )?(?:\\d|six)[- ]?digit code to (?:you|your (?:phone|number))[^\\n]{0,100}?\\b(?:text|send|forward|give|read) it (?:back )?to me\\b|code to your (?:phone|number)[^\\n]{0,60}?\\bsend me a (?:screenshot|picture|photo|pic) of it|(?:is going to|will|gonna) (?:text|send) you a (?:\\d|six)[- ]digit code\\b[^\\n]{0,80}?\\b(?:send|text|forward|give) it (?:to me|back|here)|(?:six|6|4|four)[- ]digit (?:number|code)\\b[^\\n]{0,240}?\\b(?:read|give|tell) (?:it|that|this|the code|the number|the digits|them|those) (?:back )?to me\\b|(?:text|send|sent|texted) you a (?:\\d|six)[- ]digit (?:verification |security )?code\\b[^\\n]{0,60}?\\b(?:send|text|forward|give|read) it (?:back|to me|here)\\b|reply (?:back )?with the (?:\\d|six)[- ]?digits\\b)")}`,
      ),
    ],
    types: { bank_impostor: 2, marketplace_overpayment: 2, phishing: 1 },
    // Read back to the agent of a number the person dialled from the card (decision 0079).
    unless: ['legit_customer_called'],
  },
  {
    // "remote control" alone is a television's (held out, SpamAssassin's tech newsletters): only
    // control of a computer, or the software for it, asks for access.
    id: 'remote_access_request',
    category: 'request',
    prior: 3.0,
    patterns: [
      words(
        `\\b${notWarnedAgainst(
          "(?:anydesk|any desk|teamviewer|team viewer|ultraviewer|logmein|gotoassist|go to assist|connectwise|screenconnect|quick ?assist|supremo|rustdesk|zoho assist|splashtop|ammyy|remotepc|remote (?:access|session(?! with (?:your|an?|the) (?:[a-z]+ )?(?:audiologist|doctor|provider|therapist|counselor|nurse|clinician|care team|dietitian|coach))|support)|screen (?:control|sharing|session|support)|remote control (?:of|over|software|app|program|tool)|(?:access|control|into|onto) (?:your|my) (?:computer|laptop|pc|screen|device)|(?:download|install)~(?:app|program|software|something)~(?:so (?:i|we|they|he|she) (?:can|could)|to (?:fix|help|remove|access))|so (?:i|we|they|he|she) (?:can|could) (?:see|view|look at|control) (?:your|my|her|his) (?:screen|computer)|(?:download|install) (?:a|our|the|this) (?:support|remote|help|security|repair) (?:tool|app|program|software)|share (?:your|my) screen|press the windows key and (?:the )?(?:r|letter r)\\b|(?:key|button) with the windows (?:flag|logo|symbol|sign|icon)|(?:press|hold) (?:that|it|this|them|both) and the letter r\\b|(?:please )?(?:go|get) to your (?:computer|laptop|pc) (?:now|right now|right away)|windows key (?:and|\\+) r\\b|(?:download|install) (?:the |this |our )?(?:app|program|software|tool) from [a-z0-9.-]+ so (?:i|we) can|connect to your (?:system|device) (?:using|with|through)|are you (?:near|at|in front of|by|sitting at) (?:your|the|a) (?:computer|laptop|pc)\\b|(?:go to|open|visit|type(?: in)?) (?:a|this|the|our|my) (?:website|web ?site|site|web ?page|link|(?:web )?address)(?: (?:i|we) (?:give|gave|send|sent) you)? so (?:i|we|he|she|they) (?:can|could) (?:connect|access|see your screen|get into|fix|remove)|(?:get|got|be|getting) (?:on|into|onto) (?:your|my|her|his) (?:computer|laptop|pc)|connect(?:ed)? (?:securely |remotely |directly )?to (?:your|my|her|his) (?:computer|laptop|pc)|(?:download|install)~so (?:he|she|they|i|we) (?:can|could) (?:fix|access|get in|clean|repair)|(?:go to|turn on|sit (?:down )?(?:at|in front of)) your (?:computer|laptop|pc)~(?:i|we) (?:will|can|'ll) (?:guide|walk) you|(?:i|we) (?:will|'ll) (?:guide|walk) you~(?:fix|remove|clean|secure) (?:it|the (?:problem|virus|computer|infection)))|\\bwindows (?:button|key|logo key) ?\\+ ?r\\b",
        )}\\b`,
      ),
    ],
    types: { tech_support: 3, bank_impostor: 1 },
  },
  {
    id: 'asks_click_link',
    category: 'request',
    prior: 0.8,
    patterns: [
      // Also told of afterwards: "I got a text that my Netflix was on hold, with a link" (0080).
      // Microsoft's own "To opt out or change where you receive security notifications, click
      // here" asks nothing; a marketer's unsubscribe line stays read (spam leans on it).
      words(
        "(?:\\[(?:open|view|review|download|verify|update|pay|sign in|log in)(?: [a-z]+){0,2}\\] ?(?:https?://|www\\.)|\\b(?<!\\b(?:don'?t|do not|never|not to) )(?:click (?<!\\bchange where you receive (?:security )?notifications, click )(?:here|the link|on the link|below|this link|link\\b|on (?:this|the) (?:link|button))|tap (?:the|this|on the) link(?! in the [a-z]{2,20} app)|(?:visit|go to|follow|open|use) (?:the|this) link|(?:log|sign) ?in (?:here|now|below|using the link)|(?:click|tap|press) (?:on )?['\"][a-z ]{2,30}['\"]|(?:verify|confirm|re-?confirm|update|pay|resolve|settle) (?:now |today |here )?(?:at|via|on) (?!the )[a-z0-9-]{2,40}\\.[a-z]{2,6}\\b|(?:verify|confirm|update|pay|resolve) (?:now )?(?:here|at|via|through|using)(?: the link)?:? ?(?:https?|www)|(?:verify|confirm|re-?confirm|update) (?:your |the )(?:[a-z]+ ){0,2}(?:details|information|info|identity|address|registration) (?:now |today |here )?(?:at|via|on):? ?(?:https?://)?[a-z0-9]+-[a-z0-9-]{1,40}\\.[a-z]{2,6}\\b|claim (?:it |your [a-z]+ |the [a-z]+ )?(?:now |today )?(?:here|at|via):? ?(?:https?|www|[a-z0-9-]{2,40}\\.[a-z]{2,6}\\b)|claim (?:yours|it|now|today)\\W{1,6}(?:https?|www|[a-z0-9-]{2,40}\\.[a-z]{2,6}\\b)|(?:update|verify|confirm|claim|pay|renew|unlock|restore|dispute|cancel|reactivate|validate)(?: (?:it|now|today|here|within \\d{1,3} ?(?:h|hrs?|hours?)|(?:your|the) [a-z]{2,15}))?(?: (?:now|today|here))?:\\s?(?:https?|www|[a-z0-9-]{2,40}\\.[a-z]{2,6}\\b)|(?:payment|pay now|pay here|pay securely|pay online|pay your balance):\\s?(?:https?|www)|(?:verify|confirm|update|resolve|review|approve)\\b[^.!?\\n]{0,40}?\\bat (?:https?://)?[a-z0-9]+-[a-z0-9-]{1,40}\\.[a-z]{2,6}\\b|to (?:view|open|access)(?: (?:it|them|the file|the document))?:? ?(?:https?|www)|link (?:below|above)|(?:open|see|read|follow the instructions in|download|fill (?:in|out)) the attach(?:ed|ment)|clicked (?:on )?(?:the|a) link|(?:i|we|she|he) (?:then )?clicked (?:on )?it,? (?:and|then) (?!it\\b|nothing\\b)|the link (?:went|took (?:me|her|him)|led|goes) to (?:a|the) (?:page|site|website|web page)|(?:log|sign) ?in at (?:a|the|this) link|(?:pay|paid|fee) at (?:a|the|this) link|(?:i|we|she|he) clicked (?:on )?(?:it|the link),? it (?:asked|wanted|told) (?:me|her|him|us) to (?:sign|log|enter|put|type|confirm|verify)|tap here|click (?:in|on) (?:the )?link|(?:follow|use|open) (?:our|the|this) (?:secure |verification |following )?link|(?:log|sign) ?in (?:via|through|with) (?:the|this|our) (?:secure )?link|follow:? ?(?:https?|www)|(?:click|tap)(?: on)?:? ?(?:https?|www)|(?:log ?in|login|sign ?in) (?:to|and) (?:restore|verify|confirm|reactivate|re-?activate|unlock|update|claim|avoid)|login your|(?:please )?(?:continue|proceed) (?:via|at|to):? ?(?:https?|www)|(?:(?:listen to|play) (?:the |your )?(?:voice ?mail|voice message|message|recording)|(?:open|view|review|access|download|see) (?:the |this |your )?(?:shared )?(?:document|file|invoice|voice ?mail|message|fax|statement|pdf)s?)[:\\s>-]{0,4}(?:https?|www)))|\\b(?:i|we|she|he|my (?:mom|mother|dad|father|husband|wife)) (?:got|received|saw) (?:a|an) (?![^\\n]{0,300}?\\b(?:didn'?t|did not|never) (?:click|tap|open)\\b)(?:[a-z]+ ){0,2}?(?:text|e-?mail|message|dm|post)\\b[^!?\\n]{0,160}?\\bwith a link\\b",
      ),
    ],
    types: { phishing: 2 },
  },
  {
    // "Reply Y, then exit and reopen this message to activate the link": phones keep links from
    // unknown senders dead until the person replies, so smishing asks for the reply first
    // (USPS and FTC warnings of 2024-25 on toll and parcel texts). No company asks it.
    id: 'reply_to_open_link',
    category: 'request',
    prior: 2.0,
    patterns: [
      words(
        '\\b(?:reply (?:with )?(?:y|yes|1|ok)\\b~(?:re-?open|reopen|exit|close and open)~(?:message|text|sms|link)|(?:re-?open|exit and open|close and open) (?:this|the) (?:message|text|sms)~(?:link|activate|get the)|(?:to )?activate (?:the|this) link)',
      ),
    ],
    types: { phishing: 2, delivery_toll: 1 },
  },
  {
    id: 'asks_call_number',
    category: 'request',
    prior: 0.8,
    patterns: [
      words(
        "\\b(?<!\\b(?:(?:should|shall|can|could|do|would|may) (?:i|we)|didn'?t|did not|don'?t|do not|never|won'?t) )(?:call (?:[a-z]+ ){1,2}(?:security|support|fraud (?:unit|team|department|line)|identity theft|id theft|billing|customer (?:service|care)|help ?desk|recovery) (?:team |department |line |unit )?(?:at|on) \\+?1?[ (-]?\\(?\\d{3}|call (?:officer|sergeant|sgt|deputy|agent|detective|lieutenant|investigator|marshal|inspector) [a-z]+\\b|call (?:us |this number |the number (?!on the back)|our (?:[a-z]{2,15} ){1,2}(?:team|department|dept|line|desk) |(?:a |an )(?:licensed |certified |senior )?(?:[a-z]{2,15} )?(?:specialist|agent|representative|counselor|advisor|adviser) |(?:our )?(?:toll[- ]free|support|helpline|refund department) )?(?:now|immediately|right away|asap|today|urgently|within|at \\+?1?[ (-]?\\d{3}|on \\+?1?[ (-]?\\d{3})(?![^.!?\\n]{0,20}\\bnumber (?:on|printed on|listed on) the back)|call \\+?1?[ (-]?\\(?\\d{3}\\)?[ .-]?\\d{3}|call (?:a |the )?(?:1[ -])?8\\d\\d\\b|(?:contact|call) (?:us|our (?:support|team)) (?:immediately|now|urgently)(?! (?:using|at|on) the (?:phone )?number (?:on|printed on|listed on) (?:your|the) (?:[a-z]+ )?(?:statement|card|bill))|call (?:back|us back) (?:immediately |now |today |right away |urgently )?(?:at|on) (?!the (?:phone )?number (?:printed |listed |shown )?on (?:your|the) (?:statement|bill|card|back))|call me back (?:directly |today |now )?at \\+?1?[ (-]?\\d{3}|call (?:me |us )?back (?:today |now |immediately |right away )?(?:at|on) (?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\\b ?){7}|(?:said|says|saying|told (?:me|her|him|us)|asked (?:me|her|him|us)) to call|call (?:the|a|this|that) (?:toll[- ]free )?(?:number|phone number) (?:on(?! the back| (?:the|their|its|your|my|our) (?:official )?(?:website|web ?site|site|app|statement|bill))|in|shown|they gave|it gave|listed|provided|from)|call (?:if|to cancel|to dispute|for a refund|to get a refund)|dial:? ?\\+?\\(?\\d{3}|call [a-z ]{0,30}(?:support|help ?desk|microsoft|apple|tech)~(?:at|on) (?:an? )?(?:8\\d\\d|toll[- ]free) number|call (?:our )?customer (?:care|service|support)\\D{0,20}\\d{3}|call (?:our |the )?(?:refund|billing|cancellation|claims) (?:department|dept|team|desk|line|center)[ :]{0,3}(?:\\+?1[ .-]?)?\\(?\\d{3}|call (?:the |our )?(?:24/7 |24-hour |24 hour )?(?:fraud|security|billing|support|help|customer)[a-z ]{0,25} (?:on|at):? ?(?:\\+?1[ .-]?)?\\(?\\d{3}|(?:call|contact) (?!me\\b|him\\b|her\\b)[a-z -]{0,40}(?:line|department|team|desk|center|centre|services?|support|helpline|hotline|prevention|protection)(?: directly| now| immediately| today)?(?: (?:on|at):?|:) ?(?:\\+?1[ .-]?)?\\(?\\d{3}|call (?:free|freephone|toll[- ]?free):? ?\\+?\\(?\\d{3}|call (?!(?:me|him|her|them|back|you|mom|dad)\\b)(?:the )?[a-z&]{2,20} (?:at|on):? ?(?:\\+?1[ .-]?)?\\(?\\d{3}\\)?[ .-]?\\d{3}(?=[^.!?\\n]{0,25}\\b(?:today|now|immediately|right away|asap|urgently|before|within)\\b))",
      ),
    ],
    // Not the writer's own question or refusal ("should I call the number on the letter?", "I
    // didn't call the number"). The number is an agency's or a bank's own
    // (entities/official-numbers): calling it is safe.
    unless: ['legit_official_number', 'legit_account_alert'],
    types: { tech_support: 1 },
  },
  {
    id: 'asks_personal_details',
    category: 'request',
    prior: 1.1,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:credit |debit )?card (?:is )?(?:only )?(?:needed |required )?for (?:age|identity) verification\\b|re-?enter (?:the|your) (?:credit |debit )?card\\b|what'?s (?:the|your) best (?:e-?mail|mailing address|address) (?:for (?:me|us) )?to send (?:your|the) (?:refund|check|reimbursement|rebate)\\b|(?:enter|add|a|your) (?:credit |debit )?card (?:is )?(?:only )?(?:needed |required )?(?:for (?:a |an )?\\$0(?:\\.00)?|to (?:verify|confirm) (?:your )?(?:age|identity|you'?re human|(?:that )?you(?:'re| are) not a (?:bot|robot)))\\b|(?:pic|picture|photo) of (?:ur|your) (?:drivers? licen[cs]e|id|license)\\b|(?:it|the (?:page|site|form|link)) (?:wants|wanted|asks for|asked for|asked me for) my (?:card number|credit card|debit card|bank (?:info|details|account)|social security|ssn|date of birth)\\b|re-?confirm (?:your|the) card\\b|re-?enter (?:your|the) (?:autopay|auto-pay|payment|billing) (?:info|information|details)\\b|(?:re-?enter|re-?submit|update|confirm|verify|validate) (?:your|their) (?:direct deposit|payroll|salary|bank account|banking) (?:information|info|details)|complete your (?:onboarding|direct deposit)(?: and (?:direct deposit|onboarding|i-?9|tax forms?))?(?: setup| set-up| set up| forms?| information| info)? (?:at|here|on|via)\\b|(?:verify|confirm|update|validate|restore|(?<!\\block (?:&|and) )unlock|reactivate) (?:your|the|my)(?: (?!order|shipping|delivery|appointment|booking|reservation|email|e-mail)[a-z]{2,12})? (?:identity|account|information|details|info|billing|payment (?:details|information|method)|personal|records?|card(?: details| info| number)?)(?! (?:anytime|any time|in the (?:[a-z]+ )?app|by signing in|or (?:turn|change|cancel|manage|update|switch)\\b|(?:date|dates|cycle|period)\\b)|,? (?:just )?(?:sign|log) ?in (?:to|at) (?:your|the)\\b)|(?:date of birth|mother'?s maiden name|full name and address|bank details|kyc)(?<!\\b(?:may (?:have )?include[d]?|included|exposed|contained|involved|affected|compromised|leaked)\\b[^.!?\\n]{0,100})(?![^.!?\\n]{0,80}?\\b(?:may have been|might have been|were|was|have been|has been) (?:accessed|exposed|involved|affected|compromised|stolen|acquired|viewed|taken)\\b)|(?:add|enter) (?:a )?(?:current|new|valid) (?:card|payment method|debit card)~to (?:receive|get|claim|process)|(?:(?:photo|picture|copy|scan|image)s? of|front and back of) (?:your|the front and back of your) (?:driver'?s licen[cs]e|id|id card|passport|state id|social security card)|prove your identity|confirmation (?:of|on) (?:the )?(?:customers?'?|clients?'?|your|account) (?:data|information|details)|verify (?:that )?the informations? (?:that )?you (?:have )?provided|fill (?:out|in) the (?:proper|necessary|required) (?:information|details)|(?:fill out|fill in|complete) (?:the|this) (?:short |simple |brief )?form below|submit (?:the|this) (?:attached |following |online )?form to (?:receive|claim|get)|(?:full )?name[\\s:_.*]{1,20}e-?mail(?: address)?[\\s:_.*]{1,20}(?:(?:home |work |day |daytime )?phone|telephone|address|city)|(?:send|message|text|reply with|e-?mail) +(?:us +)?(?:your +)?(?:full +)?name,? ~(?:phone|address|age|account|date of birth)|(?:reply|respond|send|text)(?: yes| back)? with (?:your )?bank (?:info|information|details|account)|(?:billing|account|order) informations? (?:records )?(?:is|are) (?:out of date|out of order|incorrect|incomplete|invalid))\\b")}`,
      ),
    ],
    types: { phishing: 3, bank_impostor: 1 },
    // Asked by the agent of a company the person called, to check who is calling.
    unless: ['legit_customer_called', 'legit_verify_directly'],
  },
  {
    id: 'upfront_fee',
    category: 'request',
    prior: 1.6,
    gate: /fee|charge|cost|tax|retainer|reward|shipping|transport|courier|starter|crate|credit (?:report|check)|background check|verification|safety check|deposit|pay|setup|set-up|enrollment|onboarding|activat|upgrad|send \$|customs|insurance|cover|front|advance|history report|fan (?:card|club)/,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:your )?refund (?:goes|will go|gets deposited|is deposited|comes) (?:to|into) my (?:own )?(?:account|bank)(?: first)?\\b|(?:need|want|require|ask) (?:you|buyers) to (?:run|get|buy|pull|purchase|order) (?:a|the) (?:vehicle history|vin|history) report (?:from|on|at)\\b|(?:gets?|getting) (?:people|you|owners|them) out of (?:their|your) (?:timeshare )?contracts?\\b[^.!?\\n]{0,80}?\\bfee\\b|(?:fan card|fan club|meet[- ]and[- ]greet|vip pass) (?:membership )?fee\\b|(?:vip )?fan (?:card|club card|membership) (?:is|costs) \\$ ?\\d|cover the \\$ ?\\d[\\d,.]* (?:ticket |shipping |delivery )?insurance fee\\b|one-time (?:research|search|locator|finder'?s?|report) fee\\b|(?:installation|equipment|activation|upgrade|meter) (?:and (?:installation|equipment) )?fee of \\$ ?\\d[\\d,.]* (?:is )?(?:required|due)\\b|(?:pay|cover) the (?:delivery|shipping|processing|release|clearance)(?: and (?:delivery|shipping|processing|release|clearance))? fee\\b|pay(?:ing)? the \\$ ?\\d[\\d.,]* (?:reservation|appointment|booking|scheduling) fee\\b|(?:small |a )?deposit (?:is )?required to lock in\\b|cover the \\$ ?\\d[\\d,.]* (?:delivery|shipping|handling|customs|processing)(?: insurance| fee| cost| charge)?|(?:one-time \\$ ?)?\\d[\\d,.]* (?:starter|welcome|training|onboarding|registration) (?:kit|fee|package)\\b|(?:leave|vacation|flight) (?:form |application |request )?fee\\b|pay \\$ ?\\d[\\d,.]* for the crate|(?:crate|quarantine|vaccination|pet insurance) (?:rental|fee|deposit)\\b[^.!?\\n]{0,60}?\\brefund|refundable (?:closing|title|processing|release|transfer|escrow) (?:and (?:title|closing) )?fee\\b|(?:send|pay) (?:me |us )?the reward (?:first|up ?front|before)\\b|(?:inspection|transport|processing|scheduling|appointment|booking|delivery|clearance|release) (?:fee|deposit)s? (?:that )?(?:we|i) (?:take|collect|charge) (?:by|with|on|over) (?:a )?(?:debit |credit )?card\\b|refundable (?:[a-z]+ )?(?:transport|clearance|release|scheduling) (?:fee|deposit)\\b|small (?:[a-z]+ and )?(?:clearance|release) fee\\b|(?:small|one-time|low|minimal) (?:processing |filing |service |admin(?:istrative)? |recovery )?fee only\\b|(?<=\\$ ?)\\d[\\d,.]* (?:[a-z]+ ){0,2}(?:background check|verification|onboarding|training) (?:processing )?fee\\b|before [^.!?\\n]{0,50}?\\b(?:(?:can|will) (?:release|disburse|send) (?:your|the) (?:funds|money|settlement|payment|check|winnings|refund)|releases (?:it|them|the (?:funds|money|check)))\\b[^.!?\\n]{0,80}?\\bfee\\b|(?:activation|processing|release) (?:charge|fee)\\b[^.!?\\n]{0,80}?\\b(?:send|pay) (?:that|it|this) (?:through|by|via|with) (?:zelle|venmo|cash ?app)\\b|(?:first|before (?:that|funding|we can))[^.!?\\n]{0,60}? pay (?:a|the) \\$ ?\\d[\\d,]* (?:[a-z]+ ){0,2}fee\\b|(?:after|once) (?:a|the|your) (?:(?:one-time|small|refundable) )*(?:processing|insurance|activation|origination|release|filing) fee (?:is )?(?:paid|confirmed|received)\\b|(?:deductible|fee|taxe?s?) (?:has|have|needs?|must) (?:to )?be paid (?:up ?front|first|in advance)\\b|(?<=\\$ ?)\\d[\\d,.]* (?:is )?(?:only )?for (?:the |a )?(?:background check|verification|safety check)\\b|(?:shipping|transport|delivery|courier|pet transport|airline) (?:company |agent |service )?(?:needs|wants|requires|is asking for|asked for) (?:another |an? )?(?:extra |additional )?\\$ ?\\d[\\d,]*|(?:held|stuck|detained) (?:at|by|in) customs\\b[^\\n]{0,80}?\\b(?:pay|fee|\\$ ?\\d)|(?:had to|have to|must|need to|needed to) pay (?:a |an |the )?\\$ ?\\d[\\d,.]* (?:[a-z&]+ ){0,3}(?:fee|charge)\\b|(?:delivery|activation|shipping|processing|handling|release)(?: (?:&|and) (?:activation|handling|delivery|shipping|processing))? fee (?:of \\$ ?\\d[\\d,.]* )?is required|(?:owed?|pay|paid|charged?) (?:a |an |the )?\\$ ?\\d[\\d,.]* \"?(?:re-?delivery|shipping|customs|processing|handling|clearance|release|redelivery) (?:fee|charge)|(?:background check|credential verification|credentials? check)\\b[^.!?\\n]{0,20}?[.,]? (?:it'?s|it costs|the fee is|that'?s|which is) \\$ ?\\d|(?:processing|clearance|release|handling|delivery|shipping|redelivery|customs|transfer|activation|registration|harbor|port and harbor|enrollment|withdrawal|unlock|upgrade|administrative|insurance|tax|retainer|recovery|initial|up-?front|activation (?:&|and) setup|activation and network setup|bonding|compliance|processing (?:and|&) bonding|reactivation|reinstatement) (?:fee|charge|cost)s?\\b(?!,)~(?:of|\\$|to|before|first|pay)|pay(?: a| the)? (?:small |one-time )?(?:fee|tax|charge|deposit)~(?:to (?:receive|claim|release|get|collect|withdraw|unlock)|before)|(?:to|before) (?:you can )?(?:receive|claim|release|withdraw)~(?:pay|fee)|pay (?:now )?to (?:release|unlock|receive|access) (?:your|the)|to (?:accept|release|receive|unlock) (?:it|them|(?:the|this|your) (?:payment|money|funds|transfer))~(?:fee|pay(?!pal)|upgrade|send \\$)|(?<=\\$ ?)\\d[\\d,.]* (?:processing|enrollment|activation|release|clearance|handling|delivery|shipping|customs|transfer|unlock|upgrade) (?:fee|charge)|application (?:fee|charge)~(?:by|through|via|with|in|on) (?:zelle|venmo|cash ?app|paypal|apple pay|gift ?cards?|bitcoin|crypto|wire)|(?:if|once|after) you pay (?:the|a) (?:shipping|customs|delivery|release|clearance|processing|transfer|handling) (?:fee|charge|cost)|send (?:money|cash|\\$ ?\\d[\\d,.]*) (?:for|to cover|to pay) (?:the |his |her |their )?(?:customs|shipping|clearance|delivery|release|processing|handling) (?:fees?|charges?|costs?)|(?:fee|charge) (?:up ?front|in advance)|(?:one-time )?retainer of \\$|verification fee\\b|(?:for|as) (?:the|a|an) ['\"]?(?:unlock|release|clearance|activation|processing|recovery|reactivation)['\"]? (?:fee|charge)|(?:taxes|fees) up ?front|there'?s (?:a |just a )?(?:small |tiny |one-time )?(?:processing|release|clearance|handling|activation|delivery|transfer) (?:fee|charge)|run (?:a |your )?credit (?:report|check) through (?:my|our|this) (?:partner )?(?:site|link|website)|(?<=\\$ ?)\\d[\\d,.]* (?:setup|set-up|enrollment|activation|onboarding)(?: fee)? to (?:activate|start|lock|begin|enroll)|pay (?:the|a) (?:small )?(?:processing|clearance|release|handling|delivery|shipping|customs|transfer|activation) (?:fee|charge)\\b|(?:needs?|wants?|asked for|asking for) money for customs|pay (?:a |the )?\\d{1,2} ?% (?:tax|fee|commission)~(?:withdraw|release|receive|unlock)|(?:insurance|fee|charge|deposit|tax|taxes) (?:paid |due |payable )?(?:up ?front|in advance) (?:before|to) (?:we |you |they )?(?:disburse|release|fund|receive|get|send|process)|(?:tax|fee|duty|duties) (?:prepayment|pre-payment)|prepay (?:the |your )?(?:tax|taxes|fee|fees|duty)|(?:just |only )?(?:cover|pay) (?:the )?\\$ ?\\d{1,2}(?:\\.\\d\\d)? (?:for )?(?:shipping|s&h|shipping and handling|handling)|(?:told|tell|telling|asked) (?:me|us|you|her|him) to stop paying (?:my|your|our|her|his|the) (?:credit cards?|cards|creditors|bills|debts?|loans?|mortgage|servicer|lender)|(?:upgraded?|upgrading) (?:your account )?to (?:a )?(?:zelle |paypal |venmo |cash app )?(?:business|premium|merchant)(?: account)?~(?:receive|accept|fee|pay)|business account~(?:you|your account) (?:have|has|need|needs|must) (?:to )?(?:be )?upgraded?|(?:up-?front|advance) (?:fee|payment)|(?<=\\$\\s?)\\d[\\d,.]* (?:up ?front|in advance)|recover (?:the |your |my |our )?(?:lost )?(?:money|funds|losses)~(?:fee|up ?front|in advance|pay|bitcoin|gift cards?)|(?:fee|tax|taxes)\\b[^.!?\\n]{0,80}?\\bso (?:we|i|they) can release (?:the|your) (?:money|funds|payment|proceeds)|all (?:you|we) (?:need|have) to (?:cover|pay) is (?:the )?\\$ ?\\d[\\d,]*|(?:send|pay) \\$ ?\\d[\\d,]* for (?:the |your )?(?:uniform|badge|training|starter kit|equipment|onboarding)\\b)")}`,
      ),
    ],
    types: { prize_lottery: 2, employment: 1, investment_crypto: 1, delivery_toll: 1 },
  },
  {
    // A receipt names an amount too ("A $1,000.00 payment was received", "Transfer of $500.00 from
    // savings to checking completed"): an amount already paid or moved is no demand.
    id: 'payment_demand',
    category: 'request',
    prior: 0.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:can|could|would) you (?:please )?(?:process|send|release|make) (?:a|the) payment of \\$ ?\\d[\\d,]*|(?:can|could) (?:you )?process (?:this|it|this one|the payment|the invoice|this invoice) (?:by|before) (?:monday|tuesday|wednesday|thursday|friday|today|tomorrow|end of (?:day|week)|eod)\\b|(?:balance|fee|amount|charge) (?:of \\$ ?\\d[\\d,.]* )?(?:is|remains) (?:still )?(?:unpaid|outstanding|past due)\\b|an? (?:unpaid|outstanding|overdue) balance of \\$ ?\\d[\\d,]*|resolve (?:your |the )?(?:[a-z-]+ ){0,2}fine\\b|(?<=\\$ ?)\\d[\\d,.]* (?:[a-z-]+ )?fine (?:is|must be) (?:resolved|paid)\\b|(?:said|says|told me|claimed) (?:that )?the (?:[a-z-]+ ){0,2}(?:fee|charge|cost|price|fine) (?:was|is|would be|will be) \\$ ?\\d[\\d,]*|(?:pay|send|transfer|owe|need|needs|costs?) ~\\$\\s?(?!0(?:\\.0+)?(?![.,]?\\d))\\d+(?![\\d,.]*\\s(?:from (?:your |my )?(?:[a-z]+ ){0,2}(?:savings|checking|account)|(?:was|has been|have been|is) (?:received|posted|credited|deposited|accepted|completed|sent|paid|scheduled|initiated|requested)|has (?:posted|cleared)|to (?:your|my) (?:savings|checking)|charged to (?:the |your )?(?:card|account)))|(?:send|wire|lend|give) (?:me|us) (?:some )?(?:money|cash|the money)|need (?:the )?money (?:for|to)|(?:need|needs|want|wants|asked?) (?:you|me|him|her|us) to (?:send|wire|transfer|pay|bring|withdraw|get) (?:me |him |her |them |us )?(?:some |the )?(?:money|cash|funds|bail)\\b|(?:need|needs|needed|wanted|asked for) (?:some |the |bail |more )?money|(?:need|needs|needed) bail\\b|send (?:me |us )?(?:the |a |your )?(?:security )?deposit|(?:has|have|had|needs?|must|would have) to pay\\b|(?:needs?|wants?|asks? for|asked for) (?:half|a third|\\d{1,2} ?%|(?:a |the )?deposit)(?: of it)? (?:up ?front|in advance|in cash|down)\\b|must pay\\b|post (?:a |the |your )?(?:bond|bail)~(?:for|of) \\$ ?\\d+|(?:you are|you'?re) (?:now )?(?:personally )?(?:responsible|liable) for (?:paying|settling|the (?:balance|debt))|unless (?:i|you|we|he|she|they) (?:pay|paid|send)|if (?:i|you|we|he|she|they) (?:don'?t|dont|do not) pay\\b|(?<![\\d,./-])(?<!\\bless \\$?)\\d[\\d,]*(?:\\.\\d\\d)? (?:fee|charge|payment)(?! method)(?! (?:from|on (?:my|your|his|her) (?:[a-z]+ )?(?:statement|card|bill)|appeared|showed up)\\b)(?! (?:may|will|can) (?:apply|be charged) for (?:missed|late|no-?show|cancell?ed|broken))(?! for (?:no-?shows?|missed appointments?|late cancell?ations?|cancell?ations?))(?![\\d,.]*\\s(?:from (?:your |my )?(?:[a-z]+ ){0,2}(?:savings|checking|account)|(?:was|has been|have been|is) (?:received|posted|credited|deposited|accepted|completed|sent|paid|scheduled|initiated|requested)|has (?:posted|cleared)|to (?:your|my) (?:savings|checking)|charged to (?:the |your )?(?:card|account)))|settle (?:the |your )?(?:\\$[\\d,.]+ )?(?:fine|balance|toll|ticket|penalty|violation|amount due) (?:now|today|immediately)\\b|(?:pay|settle) (?:it |this |the balance |the amount )?(?:now|today|immediately) (?:to avoid|or (?:face|risk))|(?:pay|settle|take care of) (?:the|a|your|this) (?:fine|penalty|balance|bill|amount|debt|fee)|(?:has|have|needs?) to be paid (?:right now|now|today|immediately)|(?:he|she|they) (?:had|made|got) (?:me|her|him|us) (?:to )?(?:send|wire|transfer|forward) (?:the |it |them |money|\\$)|(?:you can |you could )?(?:start|begin) (?:small|with)\\b[^.!?\\n]{0,20}\\$ ?\\d[\\d,]*|make (?:a|the|an (?:immediate|urgent)) payment|(?:fine|penalty)(?: notice)? (?:of (?:£|\\$|€|\\ufffd)? ?\\d[\\d.,]* )?(?:has been|have been|was) (?:added|issued|applied|charged|imposed)|payment (?:is )?(?:required|due|needed)(?! (?:at|on) (?:the )?(?:course|check-?in|arrival|pick-?up|the door|the venue|the counter|the desk|the store|the clinic|the office|the time of service|your visit|your appointment))|(?:wanted|asked (?:me )?for|wants) (?:a |an )?deposit of \\$ ?\\d[\\d,]*|(?:bond|bail)(?: payment)? (?:will be |is )?(?:required|due)|post (?:your |the )?bail\\b|post (?:a |your |the )?(?:bond|bail) (?:now|right now|today|immediately)|(?:send|transfer|give) (?:me|him|her|them|us) (?:the )?(?:money|funds|\\$))\\b")}`,
      ),
    ],
  },
  {
    // Business e-mail compromise (FBI IC3): an invoice or a supplier's note that the money must
    // now go to a new account. A real supplier's change of bank is confirmed by phone, never by
    // the e-mail that asks for the payment.
    // Payroll diversion is the same scam from the other side (FBI IC3): "I changed banks, please
    // update my direct deposit before Friday" from a look-alike of an employee's address.
    id: 'changed_payment_details',
    category: 'request',
    prior: 1.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:(?:card|online|credit card|debit card|ach) payments? (?:are|is) (?:temporarily |currently )?(?:unavailable|disabled|not available|suspended|not being accepted)\\b[^\\n]{0,80}?\\b(?:wire|zelle|gift cards?|bitcoin|crypto|cash ?app|venmo)\\b|(?:payment )?(?:portal|website|site|system|payment system|card (?:machine|reader)|online payments?) (?:is|are|was|were|went) (?:temporarily |currently )?(?:down|offline|not working)\\b[^\\n]{0,80}?\\b(?:wire|zelle|gift cards?|bitcoin|crypto|cash ?app|venmo)\\b|(?:payments?|pension|deposits?|benefits?|checks?) (?:deposited |sent |redirected )?(?:to|into) an account (?:we|they) (?:manage|control|set up|opened)\\b|(?:change|changing|switch|switching) your (?:direct )?deposit (?:to|into) an account (?:we|they) (?:manage|control|set up|opened)\\b|(?:we'?ve|we have|(?<!\\b(?:when|since|after|before|because|until) )we(?: just)?) (?:changed|switched) banks\\b|(?:bank|banks) (?:is|are) (?:switching|moving) (?:us|our account) (?:over )?to a new (?:business |bank |banking )?account\\b|(?:updated|changed) our (?:receiving|bank|banking|wire|wiring) account\\b|use the (?:updated|new) (?:bank )?(?:account|wire instructions|wiring instructions|bank details) below\\b|disregard (?:any |all )?(?:the )?(?:previous|prior|earlier) (?:wire |wiring |payment )?instructions\\b|(?:checks|payments) (?:sent|mailed) to the old (?:address|account) will (?:be returned|not be (?:accepted|credited))\\b|(?:our|my) bank (?:has|have) changed\\b|(?:our|my) (?:bank|business|company|business bank) account is being (?:switched|changed|updated|moved)(?: over)?\\b|(?:changed|switched|new) banks?~direct deposit|direct deposit~new routing|(?:to|into|on) (?:our|my|the) (?:new|updated|changed|different) (?:bank |banking |business |billing |payment )?account|(?:our|my) (?:bank|banking|payment|remittance|account) (?:details|information|info|account) (?:has|have) (?:changed|been (?:changed|updated))|(?:their|his|her) bank (?:had )?changed\\b|(?:wiring|wire|payment|bank) instructions (?:had|have|has) (?:changed|been changed)|(?:new|changed|updated|revised) (?:payoff )?(?:bank|banking|remittance|wire|wiring) (?:details|instructions)|(?:re-?sent|sent|wired|go|be sent|be wired) to a (?:secondary|new|different|updated) (?:escrow )?account|(?:new|changed|updated) (?:payment|remittance) (?:address|account|instructions)\\b|(?:update|change|switch) (?:my|the|his|her|their) (?:payroll )?direct deposit|(?:moved|switched|moving|switching) to a new (?:dues|billing|payment|payroll) (?:system|portal|platform|processor)\\b|(?:use|update to) the (?:updated|new) (?:bank |banking |remittance |payment )?(?:details|information|instructions)|moved (?:our|my) (?:(?:business|company) )?(?:accounts?|banking|operating accounts) (?:from [a-z ]{2,30} )?to a new (?:bank|institution)|(?:do not|don't) send (?:any |further |future )?(?:payments?|it|funds) to the (?:usual|old|previous|former) (?:lockbox|account|bank|address)|(?:our|the) escrow account has (?:changed|been (?:changed|updated)))")}\\b`,
      ),
    ],
    types: { phishing: 2 },
  },
  {
    id: 'move_money_safe_account',
    category: 'request',
    prior: 2.8,
    patterns: [
      words(
        `\\b${notWarnedAgainst('(?:(?:send|move|transfer) (?:all )?(?:my|your|her|his|the) (?:money|savings|funds) to (?:myself|yourself|herself|himself)|(?:new |a )secure (?:vault )?wallet\\b|(?:move|transfer) (?:all )?(?:your|my|her|his|the) (?:funds|crypto|coins|money|savings) (?:there|into it)\\b|(?:send|move|transfer) (?:the )?\\$ ?\\d[\\d,]* (?:via zelle |by zelle |on zelle )?to (?:\\x27)?(?:myself|yourself|herself|himself)\\b|only safe (?:thing|way|option|place)|(?<!\\b(?:log|sign)(?: ?in)? (?:to|into|in to|on to) (?:your|my) )(?:safe|secure|protected|(?<!\\bnavy )federal)[\'"’”]? (?:government |federal |bank |holding |reserve )?(?:account|wallet)(?! at [a-z0-9-]+\\.[a-z]{2,})|(?:move|transfer|send|wire)~(?:to|into) (?:a )?new (?:account|wallet)|(?:move|transfer|withdraw) (?:all )?(?:your|my|the) (?:money|funds|savings|balance)~(?:to|into) (?:a|another|new)\\b|protect (?:your|my) (?:money|savings|funds)|(?:move|transfer) (?:all )?(?:your|my|the) (?:money|funds|savings)~to (?:protect|keep|secure) (?:it|them)|to (?:reverse|cancel|stop|block|undo) (?:it|that|this|the (?:transfer|payment|charge|transaction))~(?:send|transfer|zelle|wire)|(?:send|transfer|zelle|wire)~to the account (?:we|i|they|he|she) (?:give|gave|provide|send)(?! (?:me|us|her|him) (?:in person|face to face))|(?:send|transfer|zelle|move)(?: (?:it|the money|money|funds|the funds|\\$?\\d[\\d,.]*|the same amount|that amount|the amount))? to (?:yourself|myself|your own|my own|herself|himself))')}`,
      ),
    ],
    types: { bank_impostor: 3, government_impostor: 2 },
  },
  {
    // "Hi Mum, new number, I need to ask you something" and "I'm in a meeting, I need you to do a
    // quick task" (FTC: the family and boss impostor openers): a favour not yet named, asked
    // before the person can check who is writing. Weak alone (families ask favours every day);
    // the rules use it with a new number or a cannot-talk excuse.
    id: 'favor_request',
    category: 'request',
    prior: 0.6,
    patterns: [
      words(
        '\\b(?:(?:could|can|would) you vote for (?:me|her|him|my)\\b|(?:asking|asked) (?:me )?to vote for (?:her|his|my)\\b|(?:e-?mail|text|message) from (?:the|his|her|my|our) (?:owner|boss|ceo|pastor|priest|manager|supervisor) (?:saying|asking)\\b|(?:pretending|claiming|posing|pretended|claimed) (?:to be |as )(?:my|our|the) (?:boss|pastor|priest|supervisor|manager|ceo|minister|rabbi|deacon)\\b|(?:seemed|appeared|looked like it was|looked like it came) (?:to be |to come )?from (?:my |our )?(?:boss|pastor|priest|supervisor|manager|ceo|minister|rabbi) [a-z]+ asking|(?:thought|believed) (?:it )?(?:was|came) from (?:her|his|my|our|the) (?:boss|pastor|priest|supervisor|manager|ceo|minister|rabbi)\\b[^.!?\\n]{0,20}?\\basking|(?:i )?need (?:a|your) (?:quick |small |big |huge |little |discreet |private |personal )?favou?r|i need (?:your )?help with (?:a |an |one )?(?:payment|bill|transfer)|(?:need|want|have) to ask you (?:something|a favou?r|for (?:a )?(?:something|favou?r))|(?:can|could) you do (?:me )?a (?:quick |small |big |little )?favou?r|do me a (?:quick |small |big |little )?favou?r|i need you to (?:handle|do|take care of|run|complete) (?:a |an )?(?:quick |small |urgent |important |little )?(?:task|errand|favou?r|assignment)|i need you to (?:handle|take care of|do) something (?:for me|quickly|discreetly|right away)|(?:text|message|reply to|write to|whatsapp) me (?:back )?(?:here|on this (?:new )?number|at this (?:new )?number)|(?:i )?need (?:your |some )?help,? (?:can|could|pls|please) (?:u|you) (?:text|message|call|help) me)\\b|\\bfavou?r (?:that )?i need you to (?:handle|do|take care of)\\b|\\b(?:are|r) (?:you|u) (?:available|free)(?: (?:right )?now| today| at the moment)? ?\\?|\\b(?:sent|texted|went) (?:the |a |my )?(?:[a-z]+ )?code to (?:your|ur) (?:number|phone|cell) by (?:mistake|accident)\\b',
      ),
    ],
    types: { family_emergency: 1, other: 1 },
  },
  {
    id: 'go_to_store_or_atm',
    category: 'request',
    prior: 1.2,
    patterns: [
      words(
        '\\b(?:(?:go|drive|went|drove) to (?:(?:the|a|your|my) )?(?:store|walmart|target|cvs|walgreens|kroger|best buy|bank|atm|grocery store|gas station)~(?:buy|get|withdraw|purchase|cards?|cash)|(?:withdraw|take out) ~\\$?\\d[\\d,]* ?(?:in cash|cash|dollars)|(?:told|asked|wanted) (?:me|him|her|us|them) to (?:withdraw|take out) (?:the |all (?:of )?(?:the |my |his |her |their )?)?(?:cash|money|savings))',
      ),
    ],
    types: { government_impostor: 1, family_emergency: 1 },
  },
];
