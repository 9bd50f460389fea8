import { describe, expect, it } from 'vitest';
import { decideAnswer, type PolicyFacts } from './answer-policy.js';
import { automatedReason, type MailEnvelopeFacts } from './automated-mail.js';
import { defang, replySubject } from './compose-reply.js';
import { normalisePhone } from './identity-value.js';
import { fitSegments, segmentCount } from './sms-segments.js';

describe('automatedReason', () => {
  const person: MailEnvelopeFacts = {
    envelopeFrom: 'ann@example.net',
    fromAddress: 'ann@example.net',
    headers: new Map(),
    contentType: 'text/plain',
    ownDomains: ['check.example'],
  };
  const withHeader = (name: string, value: string) => ({
    ...person,
    headers: new Map([[name, value]]),
  });

  it('lets a person’s forward through', () => {
    expect(automatedReason(person)).toBeNull();
    expect(automatedReason(withHeader('auto-submitted', 'no'))).toBeNull();
  });

  it.each([
    [{ ...person, envelopeFrom: '' }, 'bounce'],
    [{ ...person, fromAddress: 'postmaster@example.net' }, 'bounce'],
    [{ ...person, contentType: 'multipart/report; report-type=delivery-status' }, 'bounce'],
    [withHeader('auto-submitted', 'auto-replied'), 'auto-reply'],
    [withHeader('precedence', 'junk'), 'auto-reply'],
    [withHeader('list-unsubscribe', '<mailto:x@example.net>'), 'mailing-list'],
    [withHeader('x-scambuddy-answer', '1'), 'loop'],
    [{ ...person, fromAddress: 'check@check.example' }, 'loop'],
    [{ ...person, fromAddress: null }, 'no-sender'],
  ] as const)('refuses %o as %s', (mail, reason) => {
    expect(automatedReason(mail)).toBe(reason);
  });
});

describe('decideAnswer', () => {
  const quiet: PolicyFacts = {
    channel: 'email',
    verified: true,
    answeredLastHour: 0,
    noticesLastHour: 0,
    mailedLastDay: 0,
    deploymentRepliesLastHour: 0,
    limits: { senderPerHour: 10, deploymentPerHour: 500 },
  };
  it('answers, then notices once, then drops', () => {
    expect(decideAnswer(quiet)).toEqual({ kind: 'answer', dailyNote: false });
    expect(decideAnswer({ ...quiet, answeredLastHour: 10 })).toEqual({ kind: 'limit-notice' });
    expect(decideAnswer({ ...quiet, answeredLastHour: 10, noticesLastHour: 1 })).toEqual({
      kind: 'drop',
      reason: 'sender-limit',
    });
  });
  it('mails an unverified address once a day, and keeps the deployment’s budget', () => {
    expect(decideAnswer({ ...quiet, verified: false })).toEqual({
      kind: 'answer',
      dailyNote: true,
    });
    expect(decideAnswer({ ...quiet, verified: false, mailedLastDay: 1 }).kind).toBe('drop');
    // A number is proven by the carrier: no daily cap for texts.
    expect(decideAnswer({ ...quiet, channel: 'sms', verified: false, mailedLastDay: 5 }).kind).toBe(
      'answer',
    );
    expect(decideAnswer({ ...quiet, deploymentRepliesLastHour: 500 })).toEqual({
      kind: 'drop',
      reason: 'deployment-limit',
    });
  });
});

describe('answer texts', () => {
  it('defangs links so no mail program makes them clickable', () => {
    expect(defang('https://evil.example.com/pay?x=1')).toBe('hxxps://evil[.]example[.]com/pay?x=1');
    expect(defang('www.evil.example/pay')).toBe('www[.]evil[.]example/pay');
  });
  it('threads the subject', () => {
    expect(replySubject('Fwd: Your account')).toBe('Re: Fwd: Your account');
    expect(replySubject('RE: x')).toBe('RE: x');
    expect(replySubject('')).toBe('Re: ScamBuddy');
  });
  it('counts SMS segments and never cuts the link', () => {
    expect(segmentCount('a'.repeat(160))).toBe(1);
    expect(segmentCount('a'.repeat(161))).toBe(2);
    expect(segmentCount('é'.repeat(160))).toBe(1);
    expect(segmentCount('中'.repeat(70))).toBe(1);
    expect(segmentCount('中'.repeat(71))).toBe(2);
    const link = 'https://scambuddy.example/report/abcdefghijklmnopqrstuv';
    const fitted = fitSegments('word '.repeat(200).trim(), link, 2);
    expect(segmentCount(fitted)).toBeLessThanOrEqual(2);
    expect(fitted.endsWith(link)).toBe(true);
  });
  it('writes numbers in E.164', () => {
    expect(normalisePhone('(555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('1-555-123-4567')).toBe('+15551234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('123')).toBeNull();
  });
});
