import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';
import { customerCalledCompany } from './customer-called.js';

const hits = (text: string): string[] => prepareMessage(text, 'phone', 'transcript').hitIds;

describe('a call the person made to a company', () => {
  it.each([
    'A: Thank you for calling Capital One, can I get the last four digits of your card B: 3321',
    'A: Social Security Administration, how may I help you B: I need to change my address',
    'A: IRS, this is Agent Wilson. B: Hi, I got a letter saying I owe money and I wanted to ask about a plan.',
  ])('is recognised: %s', (text) => {
    expect(customerCalledCompany(text.toLowerCase(), true)).toBe(true);
  });

  it.each([
    // A cold call names itself the same way; without the caller saying why they called, no excuse.
    'A: Chase fraud department, this is James, we detected suspicious activity, verify your card number',
    'A: hello B: hi this is Linda from Medicare, I just need to verify your Medicare number',
    'A: Thank you for calling, this is James. B: I am returning your call from this morning.',
  ])('is not assumed: %s', (text) => {
    expect(customerCalledCompany(text.toLowerCase(), true)).toBe(false);
  });

  it('excuses the verification questions, not what no genuine agent asks', () => {
    const verified = hits(
      'A: Thank you for calling Chase, this is Maria. B: Hi. A: For verification, can you give me your date of birth and the last four of your social?',
    );
    expect(verified).toContain('legit_customer_called');
    expect(verified).not.toContain('asks_ssn');
    const code = hits(
      'A: Thank you for calling Chase, this is Maria. A: Please read me the code we just sent to your phone and your date of birth.',
    );
    expect(code).not.toContain('legit_customer_called');
    expect(code).toContain('asks_one_time_code');
  });

  it('needs a conversation: a text message is not a call', () => {
    expect(customerCalledCompany('thank you for calling chase. verify your ssn.', false)).toBe(
      false,
    );
  });
});
