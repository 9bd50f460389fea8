import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../text/fold.js';
import { detectHarm } from './detect-harm.js';

const harmOf = (text: string) => detectHarm(foldForMatching(text).text);

describe('detectHarm', () => {
  it.each([
    ['I already bought $500 of Apple gift cards for him.', 'paid_gift_card'],
    [
      'He said he needed 5 Apple gift cards. He bought them at Walgreens and sent the codes.',
      'paid_gift_card',
    ],
    ['She already sent $2,000 through Western Union before she told me.', 'sent_wire'],
    ['I wired the money yesterday.', 'sent_wire'],
    ['I deposited cash into a Bitcoin ATM.', 'sent_crypto'],
    ['I gave the courier $8,000 in cash at my door.', 'sent_cash'],
    ['I sent $300 on Zelle.', 'sent_payment_app'],
    ['I gave him my credit card number.', 'paid_card'],
    ['I clicked the link, it looked just like the real site, and put in my Visa.', 'paid_card'],
    ['He paid with his credit card and nothing ever came.', 'paid_card'],
    ['I told them my social security number.', 'gave_ssn'],
    ['I typed my online banking password on the page.', 'gave_bank_login'],
    ['I read him the code from my phone.', 'gave_code'],
    ['I gave her my Medicare number.', 'gave_medicare_number'],
    ['I let him into my computer.', 'remote_access'],
    ['I clicked the link in the text.', 'clicked_link'],
    ['i clicked it and put my password and card number', 'gave_bank_login'],
    ['i clicked it and put my password and card number', 'paid_card'],
  ])('%s → %s', (text, event) => {
    expect(harmOf(text)).toContain(event);
  });

  it('does not count what did not happen', () => {
    expect(harmOf('I never gave them the code and I did not click the link.')).toEqual([]);
    expect(harmOf('They asked me to buy gift cards.')).toEqual([]);
  });

  it('does not take paying for something with one’s card for giving the card away', () => {
    expect(harmOf('The house is $370 each. I put it on my card, pay me whenever.')).toEqual([]);
    expect(harmOf('My mom put her card number in the website.')).toContain('paid_card');
  });
});

describe('card details told after a link (decision 0073)', () => {
  it('hears "clicked the link and paid a fee with her debit card"', () => {
    expect(
      harmOf('She clicked the link and paid a $1.25 redelivery fee with her debit card.'),
    ).toContain('paid_card');
  });
});
