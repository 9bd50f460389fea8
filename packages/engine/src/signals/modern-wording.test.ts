import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';

/**
 * Wordings of today's US scams that a probe of new paraphrases (issue 17) showed the signals
 * missing, each paraphrased from the kind of message FTC and FBI consumer alerts describe; and the
 * ordinary messages nearest to them, which must stay clear.
 */
const ids = (text: string): string[] => prepareMessage(text, undefined, 'text').hitIds;

describe('scam wordings of today', () => {
  it.each([
    [
      "Capital One: unusual activity. Reply with your card's expiration date and CVV.",
      'asks_credentials',
    ],
    ['To keep your card active, text us the CVC on the back.', 'asks_credentials'],
    [
      'If you have questions, call our billing department at +1 (855) 555-0117.',
      'asks_call_number',
    ],
    ['Please call the Amazon Prime cancellation line at 1-888-555-0156.', 'asks_call_number'],
    [
      'You have a new invoice for $398.99. If you have questions or did not authorize this purchase, call us.',
      'fake_invoice',
    ],
    ['If you did not request this renewal, contact us.', 'fake_invoice'],
    ["We've been trying to reach you about your car's extended warranty.", 'fake_invoice'],
    ['Your traffic ticket is unpaid. Pay before 11/30 to avoid added fees.', 'unpaid_toll'],
    ['DMV notice: outstanding fine on your record, license suspension on 12/1.', 'unpaid_toll'],
    ['Pay the outstanding parking citations at https://example.test/pay today.', 'unpaid_toll'],
    ['Pay at https://dmv-ca.gov-ticket.cc/pay', 'link_lookalike_domain'],
    ['Claim at http://irs.gov.refund-status.com/claim', 'link_lookalike_domain'],
    [
      'You earn commission by rating products online. Recharge your account with $100 to unlock higher tasks.',
      'task_scam_pitch',
    ],
    ['Complete 3 sets of tasks to withdraw your commission.', 'task_scam_pitch'],
    ['Kindly process the wire transfer to our new bank account today.', 'changed_payment_details'],
    [
      'Our banking details have changed; see the new remittance details below.',
      'changed_payment_details',
    ],
    ['Your mailbox has reached 99% of its storage limit.', 'mailbox_full_lure'],
    ['Release your 12 pending messages by signing in below.', 'mailbox_full_lure'],
    ['Your email account will be deactivated today.', 'mailbox_full_lure'],
    ['Call now to get your free solar panels before funds run out.', 'urgency'],
  ])('%s → %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
});

describe('the ordinary messages nearest to them', () => {
  it.each([
    ['Call me at 555-0100 when you land.', 'asks_call_number'],
    ['I got a parking ticket downtown, ugh.', 'unpaid_toll'],
    ['Your DMV appointment is on Tuesday at 10 am.', 'unpaid_toll'],
    ['Renew your registration at https://www.dmv.ca.gov/portal', 'link_lookalike_domain'],
    ['Read more at https://www.gov.uk/guidance', 'link_lookalike_domain'],
    ['Subscribe at https://public.govdelivery.com/accounts', 'link_lookalike_domain'],
    ['Please rate your driver after the ride.', 'task_scam_pitch'],
    ['I topped up my phone yesterday.', 'task_scam_pitch'],
    ['Thanks for opening your new bank account with us.', 'changed_payment_details'],
    ['Update your payment details in the app before your next bill.', 'changed_payment_details'],
    ["The recipient's mailbox full error keeps bouncing my mail.", 'mailbox_full_lure'],
    ['Your order ships while supplies last.', 'urgency'],
  ])('%s ↛ %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });
});
