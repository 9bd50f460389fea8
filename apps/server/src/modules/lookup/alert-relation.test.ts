import { describe, expect, it } from 'vitest';
import { officialAlertRelation } from './alert-relation.js';

describe('officialAlertRelation', () => {
  // Headlines of the bundled snapshot (apps/server/data/intel/snapshot.jsonl).
  it.each([
    'FTC Secures Historic $2.5 Billion Settlement Against Amazon',
    'FTC Sues Live Nation and Ticketmaster for Engaging in Illegal Ticket Resale Tactics',
    'Citizens Disability to Pay $1 Million over FTC Charges that it Made Tens of Millions of Illegal Calls',
    'FTC and 19 States Act to Stop a Deceptive Cancer Charity Fundraising Scheme',
    'FTC, State of Nevada Sue to Stop Tax Debt Relief Scammers from Falsely Impersonating the Government',
    'FTC Sends Money to Consumers Harmed by Deceptive Business Opportunity Scheme',
    'FTC Takes Action Against Telemedicine Firm NextMed Over Charges It Used Misleading Prices',
    'FTC Obtains Permanent Ban of E-Commerce Business Opportunity Scheme Operator',
    'FTC Secures Preliminary Injunction Against IM Mastery Academy and Its Owners',
    'FTC Finalizes Order with Blackbaud Related to Allegations the Firm’s Security Failures',
    'Match Group Agrees to Pay $14 Million, Permanently Stop Deceptive Advertising',
  ])('"%s" is an enforcement action', (title) => {
    expect(officialAlertRelation(title, null)).toBe('enforcement');
  });

  it.each([
    'That text or email about your “tax refund” is a scam',
    'Amazon tops list of impersonated businesses',
    'Scammers are impersonating the United States Patent and Trademark Office',
    'Smishing Scam Regarding Debt for Unpaid Tolls',
    'No, that’s not an FTC commissioner on the phone',
    'Ignore unexpected calls about loans you didn’t apply for',
  ])('"%s" is a warning', (title) => {
    expect(officialAlertRelation(title, null)).toBe('warning');
  });

  it('reads the summary as well as the title', () => {
    expect(
      officialAlertRelation('Update on amazon.com', 'The company agreed to pay $2.5 billion.'),
    ).toBe('enforcement');
    expect(
      officialAlertRelation(null, 'Scammers threaten to sue you unless you pay with gift cards.'),
    ).toBe('warning');
  });
});
