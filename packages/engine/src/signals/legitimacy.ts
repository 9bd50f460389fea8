import type { SignalContext, SignalDefinition } from './types.js';
import { words } from './types.js';
import { isOfficialDomain } from '../entities/brands.js';

/** Signals that ask the person to do something with money, data, links or calls. */
const REQUEST_SIGNAL_IDS = [
  'gift_card_payment',
  'wire_transfer_request',
  'crypto_payment',
  'crypto_atm',
  'payment_app_request',
  'cash_courier',
  'asks_ssn',
  'asks_medicare_number',
  'asks_credentials',
  'asks_one_time_code',
  'remote_access_request',
  'asks_click_link',
  'asks_call_number',
  'asks_personal_details',
  'upfront_fee',
  'payment_demand',
  'move_money_safe_account',
  'go_to_store_or_atm',
];

function hasNoRequest(context: SignalContext): boolean {
  const asks = REQUEST_SIGNAL_IDS.some((id) => context.found.has(id));
  return (
    !asks && context.entities.urls.length === 0 && context.entities.payment_methods.length === 0
  );
}

export const LEGITIMACY_SIGNALS: readonly SignalDefinition[] = [
  {
    id: 'legit_never_ask_notice',
    category: 'legitimacy',
    prior: -1.6,
    patterns: [
      words(
        "\\b(?:(?:we|[a-z]+) (?:will|'ll|would) never (?:ask|call|text|email|request)|(?:never|don'?t|do not) (?:share|give) (?:this|your|the) (?:code|pin|password|passcode)|no one from [a-z ]{1,30} will (?:ever )?(?:ask|call)|(?:we|[a-z]+) (?:will|'ll) not ask (?:you )?for)",
      ),
    ],
  },
  {
    id: 'legit_informational_only',
    category: 'legitimacy',
    prior: -1.2,
    patterns: [
      words(
        "\\b(?:no (?:further )?action (?:is )?(?:needed|required)|for your records|no need to (?:reply|respond|call|do anything)|(?:this is|just) (?:a )?(?:friendly |courtesy )?reminder|you (?:don'?t|do not) need to do anything|nothing (?:you need|for you) to do|(?:statement|bill|e-?bill|notice|digest|newsletter|receipt|summary) is (?:now )?(?:available|ready)|(?:at any ?time|anytime|at your convenience) (?:at|by|online|in|through|on)|if you have (?:any )?questions,? (?:please )?(?:call|contact|ask|reply)|if this was you,? (?:you can )?(?:safely )?(?:ignore|disregard)|you (?:have )?received \\$\\s?\\d+|(?:was|has been) (?:paid|received|processed)\\. thank you|thank you for your (?:payment|order|purchase))\\b",
      ),
    ],
  },
  {
    id: 'legit_appointment_or_pharmacy',
    category: 'legitimacy',
    prior: -1.2,
    patterns: [
      words(
        '\\b(?:(?:your|an?) (?:appointment|prescription|refill|rx)|appointment (?:on|at|with|for|reminder|is)|(?:prescription|order|refill)s? (?:is|are) ready|ready for (?:pick ?up|pickup)|reply (?:c|y|yes) to confirm|to (?:reschedule|cancel),? (?:please )?call)\\b',
      ),
    ],
  },
  {
    id: 'legit_verify_directly',
    category: 'legitimacy',
    prior: -1.6,
    patterns: [
      words(
        '\\b(?:(?:call|contact|called) (?:us at )?the number on the back of (?:your|my) card|(?:log|sign) (?:in|on)(?:to)? (?:to )?(?:your|the|our) (?:app|account|website) directly|hung up and called|called (?:my|the) (?:bank|company|pharmacy|doctor|office|son|daughter) (?:myself|directly|back|on the number)|(?:i )?(?:checked|verified) (?:with|by calling|directly)|(?:type|go) (?:directly )?to [a-z]+\\.(?:com|gov) (?:yourself|directly))',
      ),
    ],
  },
  {
    id: 'legit_opt_out_notice',
    category: 'legitimacy',
    prior: -0.4,
    patterns: [
      words(
        '\\b(?:reply stop to (?:opt[- ]out|unsubscribe|end|cancel|stop)|msg ?& ?data rates|text stop to|reply help for help)',
      ),
    ],
  },
  {
    id: 'legit_no_request',
    category: 'legitimacy',
    prior: -1.0,
    derive: hasNoRequest,
  },
  {
    id: 'legit_short_conversational',
    category: 'legitimacy',
    prior: -1.2,
    derive: (context) =>
      context.match.length <= 160 && hasNoRequest(context) && context.entities.phones.length === 0,
  },
  {
    id: 'legit_official_links_only',
    category: 'legitimacy',
    prior: -0.8,
    derive: (context) =>
      context.entities.urls.length > 0 &&
      context.entities.urls.every(
        (url) => url.domain !== null && isOfficialDomain(url.domain) && url.flags.length === 0,
      ),
  },
];
