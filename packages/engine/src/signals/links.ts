import type { UrlEntity } from '@scambuddy/contracts';
import type { SignalContext, SignalDefinition } from './types.js';
import { notWarnedAgainst, words } from './types.js';

function firstUrlWith(context: SignalContext, flag: string): UrlEntity | undefined {
  return context.entities.urls.find((url) => url.flags.includes(flag));
}

function urlFlagSignal(flag: string): SignalDefinition['derive'] {
  return (context) => firstUrlWith(context, flag) !== undefined;
}

export const LINK_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'link_lookalike_domain',
    category: 'link',
    prior: 2.5,
    derive: urlFlagSignal('lookalike'),
    types: { phishing: 3 },
  },
  {
    id: 'link_brand_in_subdomain',
    category: 'link',
    prior: 2.0,
    derive: urlFlagSignal('brand_in_subdomain'),
    types: { phishing: 3 },
  },
  {
    id: 'link_brand_on_shared_page',
    category: 'link',
    prior: 2.0,
    derive: urlFlagSignal('brand_on_shared_page'),
    types: { phishing: 3 },
  },
  {
    id: 'link_ip_host',
    category: 'link',
    prior: 2.0,
    derive: urlFlagSignal('ip_host'),
    types: { phishing: 2 },
  },
  {
    id: 'link_punycode',
    category: 'link',
    prior: 2.0,
    derive: urlFlagSignal('punycode'),
    types: { phishing: 2 },
  },
  {
    id: 'link_shortener',
    category: 'link',
    prior: 0.8,
    derive: urlFlagSignal('shortener'),
    types: { phishing: 1 },
  },
  {
    id: 'link_risky_tld',
    category: 'link',
    prior: 1.2,
    derive: urlFlagSignal('risky_tld'),
    types: { phishing: 1, delivery_toll: 1 },
  },
  {
    id: 'link_service_words',
    category: 'link',
    prior: 1.2,
    derive: urlFlagSignal('service_words'),
    types: { phishing: 1, delivery_toll: 1 },
  },
  {
    // A QR code stuck on a parking meter or sent in a message, leading to a payment or sign-in
    // page (FTC consumer alert on QR codes, Dec 2023; CISA on "quishing"): a link in disguise.
    // "omg is this you in this video?? https://…": a friend's hacked account sends it to everyone
    // it knows; the page asks for the reader's own login to "see" the video (FTC, Facebook). Its
    // kin: "did you see who passed away?? video here", and a funeral "live stream" that needs a
    // free account or a card to watch (BBB on funeral streaming scams).
    id: 'is_this_you_lure',
    category: 'link',
    prior: 2.0,
    patterns: [
      words(
        "\\b(?:is|was) (?:this|that|it) (?:really )?(?:you|u) in (?:this|the|that) (?:video|photo|pic|picture|clip)|is (?:this|that) your (?:[a-z]+ ){0,2}(?:car|truck|van|suv|vehicle|dog|cat|package|[a-z]+ (?:in|at) the [a-z' ]{0,30}(?:lot|driveway|garage|street))\\b[^\\n]{0,80}?(?:ticket|towed|hit|scratched|dented|damaged|pic|photo|picture|video)|(?:look|looks) (?:just )?like you in (?:this|the|that) (?:video|photo|pic|picture|clip)|(?:did you see|have you seen|look|guess) who (?:just )?(?:passed away|died)\\b|(?:live ?stream|livestream|streaming)\\b[^\\n]{0,160}?\\b(?:register (?:a |for a )?(?:free )?account|create (?:a |an )?(?:free )?account|sign up (?:for free|free)|enter (?:your )?(?:card|credit card|payment))",
      ),
      // A link, written out or bare ("tinyurl-photo.net/c7Kx2").
      /\b(?:https?:\/\/|www\.|[a-z0-9-]{2,40}\.[a-z]{2,6}\/)/,
    ],
    types: { phishing: 2 },
  },
  {
    id: 'qr_code_lure',
    category: 'link',
    prior: 1.5,
    patterns: [
      words(
        `\\b${notWarnedAgainst("(?:scan(?:ned|ning)? (?:a|the|this|that) qr ?code~(?:parking|meter|pay|paid|payment|ticket|fine|verify|sign ?in|log ?in|account|package|delivery|refund)|qr ?codes? (?:on|at|stuck on|taped to) (?:a |the )?(?:parking|meter|pay station|kiosk)|scan (?:the|this) qr ?code (?:below |above |attached )?to (?:verify|confirm|update|re-?authenticate|sign in|log in|access|pay|unlock|reactivate|secure)|scan (?:the|this) qr ?code~(?:re-?enrol|re-?register|re-?authenticat|multi-factor|mfa|2fa|two-factor|authenticator)|scan (?:the|this) qr ?code\\b[^\\n]{0,200}?\\b(?:you(?:'ll| will) be asked to (?:confirm|enter|provide|verify|sign)|sign(?:ing)? (?:in|on) with your|complete the [a-z ]{0,30}(?:form|verification))|(?:can only be|is|must be) (?:completed|handled|done) on a (?:mobile device|phone|smartphone)(?: only)?\\b[^\\n]{0,80}?\\bqr ?code)")}`,
      ),
    ],
    types: { phishing: 2 },
  },
];

/** Which URL a link signal refers to, for its evidence quote. */
export const LINK_SIGNAL_FLAGS: Readonly<Record<string, string>> = {
  link_lookalike_domain: 'lookalike',
  link_brand_in_subdomain: 'brand_in_subdomain',
  link_brand_on_shared_page: 'brand_on_shared_page',
  link_ip_host: 'ip_host',
  link_punycode: 'punycode',
  link_shortener: 'shortener',
  link_risky_tld: 'risky_tld',
  link_service_words: 'service_words',
};
