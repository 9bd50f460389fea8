import { describe, expect, it } from 'vitest';
import { inlineForward, SCAM_ORIGINAL, type ClientFormat } from './forward-samples.test-support.js';
import { messageForAnalysis, stripForwardPrefix, unwrapForward } from './unwrap-forward.js';

describe('unwrapForward', () => {
  const formats: ClientFormat[] = ['gmail', 'outlook', 'apple', 'yahoo'];
  it.each(formats)('finds the original sender, subject and body in a %s forward', (format) => {
    const forward = inlineForward(format, SCAM_ORIGINAL);
    const original = unwrapForward(forward.subject, forward.text);
    expect(original.wasForwarded).toBe(true);
    expect(original.from).toBe(`${SCAM_ORIGINAL.fromName} <${SCAM_ORIGINAL.fromAddress}>`);
    expect(original.subject).toBe(SCAM_ORIGINAL.subject);
    expect(original.body).toBe(SCAM_ORIGINAL.body);
    // The forwarder's own line is not part of what is analysed.
    expect(messageForAnalysis(original)).not.toContain('Is this real?');
  });

  it('takes the whole body when nothing was forwarded, without the Fwd: prefix', () => {
    const original = unwrapForward('Fwd: Prize', 'You won $1,000,000! Call now.');
    expect(original).toEqual({
      from: null,
      subject: 'Prize',
      body: 'You won $1,000,000! Call now.',
      wasForwarded: false,
    });
  });

  it('reads a header block with no marker line (classic Outlook)', () => {
    const text =
      'FYI\n\nFrom: IRS <irs@tax-refund.example>\nSent: Monday\nSubject: Refund\n\nClaim your refund now.';
    const original = unwrapForward('FW: Refund', text);
    expect(original.from).toBe('IRS <irs@tax-refund.example>');
    expect(original.body).toBe('Claim your refund now.');
  });

  it('strips stacked forward prefixes in several languages', () => {
    expect(stripForwardPrefix('Fwd: FW: TR: Your parcel')).toBe('Your parcel');
  });
});
