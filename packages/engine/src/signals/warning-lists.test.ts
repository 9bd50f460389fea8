import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';
import { foldForMatching } from '../text/fold.js';
import { warningListRanges, withoutWarningLists } from './warning-lists.js';

const SSA =
  'Social Security will never:\n- Threaten you with arrest.\n\n- Require payment by gift card.\nIf you owe money, we will mail you a letter.';

describe('warning lists', () => {
  it('finds the items under a header of what an organisation never does', () => {
    const [range] = warningListRanges(SSA);
    expect(SSA.slice(...(range ?? [0, 0]))).toBe(
      '- Threaten you with arrest.\n\n- Require payment by gift card.',
    );
  });

  it.each([
    'Scammers may:\n- ask for gift cards',
    'Warning signs:\n1. A fee to claim a prize',
    'The IRS does not:\n* call to demand payment',
    'Your bank won’t:\n• ask for your PIN',
  ])('reads the header of %j', (text) => {
    expect(warningListRanges(text)).toHaveLength(1);
  });

  it.each([
    'Do not:\n- tell the bank teller why',
    'Please do not:\n- hang up',
    'You will never:\n- regret this',
    'Send it to:\n- the account below',
    'The IRS does not:\nCall me back.',
  ])('leaves %j alone (instructions, not a warning list)', (text) => {
    expect(warningListRanges(text)).toEqual([]);
  });

  it('blanks the items in the folded text, keeping its length and what follows', () => {
    const folded = foldForMatching(SSA);
    const text = withoutWarningLists(SSA, folded);
    expect(text).toHaveLength(folded.text.length);
    expect(text).not.toContain('gift card');
    expect(text).toContain('social security will never:');
    expect(text).toContain('if you owe money');
  });

  it('hides the items from the warning signs read by a derive too', () => {
    const list =
      'SNAP will never:\n- Call you about your benefits.\n- Text you a link.\n- Ask you to verify your EBT card number and PIN by text.';
    expect(prepareMessage(list, 'sms', 'text').hitIds).not.toContain('asks_credentials');
    expect(
      prepareMessage('Verify your EBT card number and PIN by text.', 'sms', 'text').hitIds,
    ).toContain('asks_credentials');
  });

  it('returns the folded text itself when there is no such list', () => {
    const folded = foldForMatching('Pay with a gift card today.');
    expect(withoutWarningLists('Pay with a gift card today.', folded)).toBe(folded.text);
  });
});
