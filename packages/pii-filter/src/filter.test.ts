import { describe, expect, it } from 'vitest';
import { isPlausibleSsn, passesAba, passesLuhn } from './checksums.js';
import { filterPii } from './filter.js';

const at2026 = { referenceYear: 2026 };
const filter = (text: string) => filterPii(text, at2026);

describe('checksums', () => {
  it('Luhn accepts a valid card number and refuses one digit changed', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
  it('ABA accepts a real routing number and refuses a changed one', () => {
    expect(passesAba('021000021')).toBe(true);
    expect(passesAba('021000022')).toBe(false);
  });
  it('SSN allocation rules refuse 000, 666, 9xx areas and zero groups or serials', () => {
    expect(isPlausibleSsn('123456789')).toBe(true);
    for (const ssn of ['000456789', '666456789', '923456789', '123006789', '123450000'])
      expect(isPlausibleSsn(ssn)).toBe(false);
  });
});

describe('filterPii', () => {
  it('replaces each kind with its placeholder and reports kinds only', () => {
    const result = filter(
      'My name is Ann Lee, my SSN is 123-45-6789 and my e-mail is ann.lee@example.com.',
    );
    expect(result.filteredText).toBe(
      'My name is [NAME], my SSN is [SSN] and my e-mail is [EMAIL].',
    );
    expect(result.piiItems).toEqual([{ type: 'name' }, { type: 'ssn' }, { type: 'email' }]);
    expect(JSON.stringify(result.piiItems)).not.toMatch(/ann|123/i);
  });

  it('reads numbers spoken digit by digit, as speech-to-text writes them', () => {
    expect(
      filter('my social security number is one two three four five six seven eight nine')
        .filteredText,
    ).toBe('my social security number is [SSN]');
    expect(filter('call me at five five five double one two three four five six').piiItems).toEqual(
      [{ type: 'phone' }],
    );
    expect(filter('the number was nine eight seven six five').filteredText).toBe(
      'the number was [NUMBER]',
    );
  });

  it('tells card, routing and account numbers apart by context and check digits', () => {
    const result = filter(
      'The card is 4111 1111 1111 1111, routing 021000021 and checking account 12345678.',
    );
    expect(result.filteredText).toBe(
      'The card is [CARD], routing [ROUTING] and checking account [ACCOUNT].',
    );
    // No card word, but the Luhn check says it is one.
    expect(filter('He read out 4111-1111-1111-1111 to me.').piiItems).toEqual([
      { type: 'credit_card' },
    ]);
  });

  it('finds phone shapes, PINs, one-time codes and Medicare numbers', () => {
    expect(
      filter('Ring (878) 673-2849 x661; my PIN is 4321; the code was 884211; MBI 1EG4-TE5-MK73.')
        .filteredText,
    ).toBe('Ring [PHONE]; my PIN is [PIN]; the code was [CODE]; MBI [MEDICARE].');
  });

  it('finds birth dates and street addresses, but leaves recent dates alone', () => {
    const result = filter(
      'I was born on March 5, 1948 and live at 7031 Iris Mill Apt. 728. He called on November 20, 2025.',
    );
    expect(result.filteredText).toBe(
      'I was born on [DOB] and live at [ADDRESS]. He called on November 20, 2025.',
    );
    expect(filter('i live at 84664 birch close. thanks').filteredText).toBe(
      'i live at [ADDRESS]. thanks',
    );
  });

  it('keeps amounts, times, counts and years that are not personal', () => {
    const text =
      'They wanted $2,500 in 3 gift cards by 10:30 on 11/20/2025; I have banked there since 1998.';
    expect(filter(text)).toEqual({ filteredText: text, piiItems: [] });
  });

  it('does not take filler words after "my name is" for a name', () => {
    expect(filter('my name is and i am calling about my card').piiItems).toEqual([]);
    expect(filter('yes my name is mary jones and i need help').filteredText).toBe(
      'yes my name is [NAME] and i need help',
    );
  });
});
