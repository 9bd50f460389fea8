import { beforeAll, describe, expect, it } from 'vitest';
import { bandForScore, loadModel, type EngineModel } from '../index.js';
import { prepareMessage, scorePrepared } from '../pipeline.js';

let model: EngineModel;
beforeAll(() => {
  model = loadModel();
});

const band = (text: string): string =>
  bandForScore(scorePrepared(prepareMessage(text, 'sms', 'text'), model).score);

describe('an account alert with a number to call if it was not you', () => {
  it('is no scam sign from a company whose numbers we cannot check (MODERATE at most)', () => {
    const ally =
      'Ally: A withdrawal request of $5,000.00 was submitted from your account ending 4432. If you did not initiate this request, please call 800-555-0199 immediately.';
    expect(prepareMessage(ally, 'sms', 'text').hitIds).toContain('legit_account_alert');
    expect(band(ally)).not.toBe('high');
  });

  it('does not take a short known name inside another company’s ("citi" in "Citizens Bank")', () => {
    const citizens =
      'Citizens Bank: A withdrawal request of $5,000.00 was submitted from your account ending 4432. If you did not initiate this request, please call 800-555-0199 immediately.';
    expect(prepareMessage(citizens, 'sms', 'text').hitIds).toContain('legit_account_alert');
  });

  it('is no excuse for another number from a company whose own number official-domains.json lists', () => {
    const fidelity =
      'Fidelity Investments Alert: A withdrawal of $4,850.00 from your 401(k) to an external account ending 7741 was requested today. If you did not authorize this, call our Fraud Dept immediately at 1-888-555-0172. Ref# FD-20931';
    expect(prepareMessage(fidelity, 'sms', 'text').hitIds).not.toContain('legit_account_alert');
  });

  it('vouches for the number the company prints on its own contact page (official-domains.json)', () => {
    const fidelity =
      'Fidelity: A withdrawal request of $5,000.00 was submitted from your account ending 4432. If you did not initiate this request, please call 800-343-3548 immediately.';
    const hits = prepareMessage(fidelity, 'sms', 'text').hitIds;
    expect(hits).toContain('legit_official_number');
    expect(hits).not.toContain('asks_call_number');
    expect(band(fidelity)).not.toBe('high');
  });

  it('reads an e-mail alert that links only to the company named in it (decision 0067)', () => {
    const email =
      'Subject: Beneficiary designation confirmation\n\nThis confirms that you updated the beneficiaries on your Ally IRA on 11/20. If you did not make this change, call us at 800-555-0199. You can review your beneficiaries at ally.com.';
    expect(prepareMessage(email, 'email', 'text').hitIds).toContain('legit_account_alert');
    // Without a link there is no sender to name: "Subject" is no company.
    const noLink = email.replace(' You can review your beneficiaries at ally.com.', '');
    expect(prepareMessage(noLink, 'email', 'text').hitIds).not.toContain('legit_account_alert');
  });

  it('stays a callback lure from a company whose numbers we know, with another number', () => {
    const wellsFargo =
      'Wells Fargo Alert: A transfer of $2,450.00 to Zelle recipient MARK T was initiated. If this wasn’t you, call our fraud team at 1-888-302-4417 immediately.';
    expect(prepareMessage(wellsFargo, 'sms', 'text').hitIds).not.toContain('legit_account_alert');
    expect(band(wellsFargo)).toBe('high');
  });

  it.each([
    [
      'a crypto exchange',
      'Coinbase: A withdrawal of 0.42 BTC was requested from your account. If you did not request this, call Coinbase support at +1 (888) 519-4083 to cancel.',
    ],
    [
      'a subscription charge',
      'Billing: Your plan was charged $649.99. If you did not authorize this charge, call 1-888-555-0164.',
    ],
    [
      'a callback to get a refund',
      'Ticketmaster: Your account was used to buy 4 tickets for $1,240. If this wasn’t you, call 1-877-555-0132 now to get a refund.',
    ],
    [
      'an ordinary (not toll-free) number',
      'Account Alert: A payment of $649.99 was made. If you did not authorize this charge, call +1 (808) 555-0164.',
    ],
    [
      'a company that puts no number in its alerts',
      'Amazon: An order of $1,199.00 was placed and charged. If you did not place this order, call 1-888-555-0142.',
    ],
  ])('is no reassurance in %s', (_kind, text) => {
    expect(prepareMessage(text, 'sms', 'text').hitIds).not.toContain('legit_account_alert');
  });
});
