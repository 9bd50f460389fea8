import type { LocalisedText } from './directory-schema.js';

/**
 * Texts this project writes for directory entries that have neither a phone number nor a website,
 * and the advice entries derived from sourced instructions. Each names the source it rests on; none
 * carries a phone number. The `key`s are i18next keys of the client's `contacts` namespace.
 */

const FTC_PAID_A_SCAMMER =
  "https://consumer.ftc.gov/consumer-alerts/2021/09/paid-someone-you-think-scammer ('contact the bank, gift card, or credit card company you used to send the money'; quoted in the shared directory's 'Your own bank or card issuer' entry)";

/** Display instructions for sourced entries without phone or website, by directory id. */
export const SOURCED_ENTRY_INSTRUCTIONS: Readonly<Record<string, LocalisedText>> = {
  'bank-card-back': {
    key: 'contacts.bankCardBack.instruction',
    en: 'Call the number on the back of your card or on your bank statement.',
  },
  zelle: {
    key: 'contacts.zelle.instruction',
    en: 'Zelle has no phone line for this: call your own bank, using the number on the back of your card.',
  },
  'cash-app': {
    key: 'contacts.cashApp.instruction',
    en: 'Dispute the payment inside the Cash App: Activity, choose the payment, then Need Help. Never call a "Cash App support" number found online.',
  },
};

export interface AuthoredAdvice {
  readonly id: string;
  readonly name: LocalisedText;
  readonly instruction: LocalisedText;
  readonly whenToUse: LocalisedText;
  readonly source: string;
  readonly sourceDate: string;
}

export const AUTHORED_ADVICE: readonly AuthoredAdvice[] = [
  {
    id: 'advice-gift-card-company',
    name: { key: 'contacts.adviceGiftCard.name', en: 'The company that issued the gift card' },
    instruction: {
      key: 'contacts.adviceGiftCard.instruction',
      en: 'Contact the company that issued the gift card right away, tell them it was used in a scam and ask for your money back. Keep the card and the receipt.',
    },
    whenToUse: {
      key: 'contacts.adviceGiftCard.whenToUse',
      en: 'You bought gift cards and gave the numbers to someone.',
    },
    source:
      "https://consumer.ftc.gov/consumer-alerts/2021/09/paid-someone-you-think-scammer ; https://news4jax.com/money/2024/03/05/buying-a-gift-card-stop-and-read-this-first (both quoted in the shared directory's 'Gift card issuer (any brand)' entry)",
    sourceDate: '2024-03-05',
  },
  {
    id: 'advice-crypto-company',
    name: {
      key: 'contacts.adviceCrypto.name',
      en: 'The crypto ATM operator or exchange you used',
    },
    instruction: {
      key: 'contacts.adviceCrypto.instruction',
      en: 'Contact the company you used to send the cryptocurrency (the name is on your receipt or in your account), tell them it was a fraud and ask them to reverse it.',
    },
    whenToUse: {
      key: 'contacts.adviceCrypto.whenToUse',
      en: 'You sent cryptocurrency or put cash into a crypto ATM for someone.',
    },
    source: FTC_PAID_A_SCAMMER,
    sourceDate: '2021-09',
  },
  {
    id: 'advice-payment-app',
    name: { key: 'contacts.advicePaymentApp.name', en: 'The payment app you used' },
    instruction: {
      key: 'contacts.advicePaymentApp.instruction',
      en: 'Report the payment inside the app you used, opening it yourself. Do not search the web for a support phone number; fake ones are common. If the app is linked to a card or bank account, call the number on the back of your card too.',
    },
    whenToUse: {
      key: 'contacts.advicePaymentApp.whenToUse',
      en: 'You paid someone with a payment app such as PayPal or Venmo.',
    },
    source: `${FTC_PAID_A_SCAMMER} ; https://fox5atlanta.com/news/what-to-do-if-youve-been-scammed-through-a-peer-to-peer-payment-application (quoted in the shared directory's 'Cash App' entry: fake support numbers are a common scam)`,
    sourceDate: '2021-09',
  },
];
