import type { PaymentMethod } from '@scambuddy/contracts';

/** Mentions of each way of paying, on folded text. */
export const PAYMENT_PATTERNS: ReadonlyArray<readonly [PaymentMethod, RegExp]> = [
  [
    'gift_card',
    /\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|ebay cards?|razer gold|vanilla (?:visa|gift)|green ?dot)\b/,
  ],
  ['wire', /\b(?:wire (?:transfer|the money|money)|wired|western union|moneygram|ria money)\b/],
  ['bank_transfer', /\b(?:bank transfer|routing number|ach transfer|direct deposit to)\b/],
  ['crypto', /\b(?:bitcoin|btc|crypto(?:currency)?|ethereum|usdt|tether|coinbase)\b/],
  [
    'crypto_atm',
    /\b(?:bitcoin|crypto|btc|coin ?flip|bitcoin depot|athena) ?(?:atm|machine|kiosk)s?\b/,
  ],
  ['zelle', /\bzelle\b/],
  ['venmo', /\bvenmo\b/],
  ['cash_app', /\bcash ?app\b/],
  ['paypal', /\bpaypa[li]\b/],
  ['card', /\b(?:credit card|debit card|card number|cvv)\b/],
  [
    'check',
    /\b(?:certified check|cashier'?s check|(?:deposit|cash|mobile deposit)(?: the| a)? check)\b/,
  ],
  ['cash_courier', /\b(?:courier|(?:pick up|collect) (?:the )?(?:cash|money))\b/],
  [
    'cash_mail',
    /\b(?:(?:mail|ship|overnight|fedex) (?:the )?cash|cash (?:in|inside) (?:a )?(?:box|envelope|package|magazine|book))\b/,
  ],
  ['gold', /\b(?:gold (?:bars?|coins?|bullion)|buy gold)\b/],
];

export const GIFT_CARD_BRANDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Apple', /\b(?:itunes|apple) (?:gift )?cards?\b/],
  ['Google Play', /\bgoogle play\b/],
  ['Steam', /\bsteam (?:gift )?cards?\b/],
  ['Amazon', /\bamazon (?:gift )?cards?\b/],
  ['Target', /\btarget (?:gift )?cards?\b/],
  ['Walmart', /\bwalmart (?:gift )?cards?\b/],
  ['eBay', /\bebay (?:gift )?cards?\b/],
  ['Vanilla', /\bvanilla (?:visa|gift|cards?)\b/],
  ['Razer Gold', /\brazer gold\b/],
  ['Green Dot', /\bgreen ?dot\b/],
  ['Visa', /\bvisa gift cards?\b/],
];

export const REMOTE_ACCESS_TOOLS: ReadonlyArray<readonly [string, RegExp]> = [
  ['AnyDesk', /\bany ?desk\b/],
  ['TeamViewer', /\bteam ?viewer\b/],
  ['UltraViewer', /\bultraviewer\b/],
  ['LogMeIn', /\blogmein\b/],
  ['GoTo Assist', /\bgo ?to ?assist\b/],
  ['ConnectWise ScreenConnect', /\b(?:connectwise|screenconnect)\b/],
  ['Quick Assist', /\bquick ?assist\b/],
  ['Supremo', /\bsupremo\b/],
  ['RustDesk', /\brustdesk\b/],
  ['Zoho Assist', /\bzoho assist\b/],
  ['Splashtop', /\bsplashtop\b/],
  ['Ammyy Admin', /\bammyy\b/],
  ['RemotePC', /\bremotepc\b/],
];

/** Organisations named in the text; ids match the contacts directory's vocabulary. */
export const ORGANISATIONS: ReadonlyArray<readonly [string, RegExp]> = [
  ['SSA', /\b(?:social security|ssa)\b/],
  ['IRS', /\b(?:irs|internal revenue)\b/],
  ['Medicare', /\bmedicare\b/],
  ['FBI', /\bfbi\b/],
  ['Police', /\b(?:police|sheriff|marshals?)\b/],
  ['USPS', /\b(?:usps|postal service|post office)\b/],
  ['UPS', /\bups\b/],
  ['FedEx', /\bfedex\b/],
  ['DHL', /\bdhl\b/],
  ['Amazon', /\bamazon\b/],
  ['Apple', /\b(?:apple|icloud|itunes)\b/],
  ['Microsoft', /\b(?:microsoft|windows support)\b/],
  ['PayPal', /\bpaypa[li]\b/],
  ['Bank of America', /\bbank of america\b/],
  ['Wells Fargo', /\bwells ?fargo\b/],
  ['Chase', /\bchase (?:bank|account|card|fraud)\b|\bjpmorgan\b/],
  ['Citibank', /\bciti ?bank\b/],
  ['Capital One', /\bcapital one\b/],
  ['Geek Squad', /\bgeek squad\b/],
  ['Norton', /\bnorton\b/],
  ['McAfee', /\bmcafee\b/],
  ['E-ZPass', /\be-?zpass\b/],
  ['Netflix', /\bnetflix\b/],
  ['Coinbase', /\bcoinbase\b/],
];

function namesMatching(match: string, table: ReadonlyArray<readonly [string, RegExp]>): string[] {
  return table.filter(([, pattern]) => pattern.test(match)).map(([name]) => name);
}

export function findPaymentMethods(match: string): PaymentMethod[] {
  return PAYMENT_PATTERNS.filter(([, pattern]) => pattern.test(match)).map(([method]) => method);
}

export function findGiftCardBrands(match: string): string[] {
  return namesMatching(match, GIFT_CARD_BRANDS);
}

export function findRemoteAccessTools(match: string): string[] {
  return namesMatching(match, REMOTE_ACCESS_TOOLS);
}

export function findOrganisations(match: string): string[] {
  return namesMatching(match, ORGANISATIONS);
}

/** Asking for a one-time code (not a service sending one and warning not to share it). */
export const CODE_REQUEST =
  /\b(?<!(?:not|never|n't|dont) )(?:read|give|tell|send|share|forward|provide|repeat|reply with)[^.!?\n]{0,40}?(?:verification|security|one[- ]time|confirmation|authentication|login|google voice) ?(?:code|pin|passcode)\b/;

export function isOneTimeCodeRequest(match: string): boolean {
  return CODE_REQUEST.test(match);
}
