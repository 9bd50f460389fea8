import type { Entities } from '@scambuddy/contracts';
import { extractAmounts } from './amounts.js';
import { extractEmails } from './emails.js';
import {
  findGiftCardBrands,
  findOrganisations,
  findPaymentMethods,
  findRemoteAccessTools,
  isOneTimeCodeRequest,
} from './mentions.js';
import { extractPhones } from './phones.js';
import { markSenderTagLookalikes } from './sender-tag.js';
import { extractUrls } from './urls.js';

/** Links, numbers, addresses, amounts and named things: from display text, mentions from folded text. */
export function extractEntities(display: string, match: string): Entities {
  return {
    urls: markSenderTagLookalikes(display, extractUrls(display)),
    phones: extractPhones(display),
    emails: extractEmails(display),
    amounts: extractAmounts(display),
    payment_methods: findPaymentMethods(match),
    gift_card_brands: findGiftCardBrands(match),
    organisations: findOrganisations(match),
    remote_access_tools: findRemoteAccessTools(match),
    one_time_code_request: isOneTimeCodeRequest(match),
  };
}
