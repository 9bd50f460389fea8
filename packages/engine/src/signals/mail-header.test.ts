import { describe, expect, it } from 'vitest';
import { prepareMessage } from '../pipeline.js';

function senderSigns(text: string): string[] {
  return prepareMessage(text, 'email', 'text').hitIds.filter((id) => id.startsWith('sender_'));
}

describe('sender signals', () => {
  it('reads a jumble of letters before the "@" as a generated address, with the address as evidence', () => {
    const text = 'Fwd: look at this\nFrom: "Freda Delong" <bmukdqzzb@bordas-plastics.com>\nHello';
    const hit = prepareMessage(text, 'email', 'text').hits.find(
      (candidate) => candidate.id === 'sender_random_address',
    );
    expect(hit?.evidence?.text).toBe('bmukdqzzb@bordas-plastics.com');
    expect(text.slice(hit?.evidence?.start, hit?.evidence?.end)).toBe(
      'bmukdqzzb@bordas-plastics.com',
    );
    expect(senderSigns('From: mnehstzmne@ncua.gov\nSubject: System maintenance')).toEqual([
      'sender_random_address',
    ]);
    expect(senderSigns('FROM: "Jerry" <DIGFJDZSFOSA@tolplan.co.za>')).toEqual([
      'sender_random_address',
    ]);
  });

  it('does not take names, words, initials, numbered or mixed-case addresses for a jumble', () => {
    for (const address of [
      'jpmchase@chase.com',
      'onlinebanking@ealerts.bankofamerica.com',
      'informeddelivery@usps.gov',
      'noreplyquickbooks@intuit.com',
      'accountprotection@microsoft.com',
      'mcmasjc@stortek.com',
      'tjb@unh.edu',
      'adminmjh@alphacomm.net',
      'matchsprint@trackbike.com',
      'FOXSportsFLASH@mailings.foxsports.com',
      'ticket_jcehaoa1031163663480@sneakemail.com',
      'armstrong@acm.org',
    ]) {
      expect(senderSigns(`From: <${address}>\nSubject: hello`), address).toEqual([]);
    }
    expect(senderSigns('From: "Jan Szczepanski" <szczepanski@example.com>')).toEqual([]);
    expect(
      senderSigns('From: Grzegorz Brzeczyszczykiewicz <brzeczyszczykiewicz@example.pl>'),
    ).toEqual([]);
  });

  it('reads only a From line: an address elsewhere in the text is not the sender', () => {
    expect(senderSigns('Please write to uhguqzqftkh@schostok.com for details.')).toEqual([]);
    expect(senderSigns('Reply-To: uhguqzqftkh@schostok.com')).toEqual([]);
  });

  it('sees a sender name that is another address, and not a name that is the same address', () => {
    expect(senderSigns('From: "acc-validity@ncua.gov" <qmtdyr@ncua.gov>')).toEqual([
      'sender_name_other_address',
    ]);
    // "secure-mail" is also a made-up account desk's domain (decision 0101).
    expect(senderSigns('From: "service@paypal.com" <billing@secure-mail.ru>')).toEqual([
      'sender_lookalike_domain',
      'sender_name_other_address',
    ]);
    // Gmail's forward marks the name in bold with asterisks.
    expect(senderSigns('From: **service@paypal.com** <billing@secure-mail.ru>')).toEqual([
      'sender_lookalike_domain',
      'sender_name_other_address',
    ]);
    expect(senderSigns('From: "service@paypal.com" <Service@PayPal.com>')).toEqual([]);
    expect(senderSigns('From: PayPal <service@paypal.com>')).toEqual([]);
    expect(senderSigns('From: service@paypal.com')).toEqual([]);
    expect(
      senderSigns('From: "john@example.org via Python-list" <python-list@python.org>'),
    ).toEqual([]);
    expect(
      senderSigns('From: "AuthorTracker@harpercollins.com [alias]" <ticket_23aj49@sneakemail.com>'),
    ).toEqual([]);
  });

  it('sees a jumble of letters ending a subject, not a word, an acronym or a code the subject names', () => {
    const subjectSigns = (subject: string): string[] =>
      prepareMessage(
        `From: Ann <ann@example.org>\nSubject: ${subject}\n\nHi`,
        'email',
        'text',
      ).hitIds.filter((id) => id === 'subject_random_tag');
    for (const subject of [
      'Re: Your love life NWKFJ',
      'Mortgage Rates Are Down. teoqknmp',
      'Toners and inkjet cartridges for less.... CTLOSJV',
    ]) {
      expect(subjectSigns(subject), subject).toEqual(['subject_random_tag']);
    }
    for (const subject of [
      'Re: [ILUG] DHCP',
      'TrackBack for OSXCON',
      'Trouble with HTTPS',
      "But Leroy's Getting LARRRRRGER",
      'Your trip confirmation: QXHTRZ',
      'Your booking code KXJRTP',
      'Order # BZKQTX',
      'HAPPY BIRTHDAY GRANDMA',
      'Lunch on Friday',
    ]) {
      expect(subjectSigns(subject), subject).toEqual([]);
    }
  });

  it('reads a hostile From line without a sign (the patterns are in the adversarial test)', () => {
    const hostile = `From: "${'a@b.c '.repeat(20_000)}" <${'x'.repeat(50_000)}@${'y.'.repeat(20_000)}com>`;
    expect(senderSigns(hostile)).toEqual([]);
    expect(senderSigns(`From: ${'<'.repeat(100_000)}`)).toEqual([]);
  });

  it('reads a hyphenated domain ending in an account or payment word as a made-up account desk', () => {
    for (const address of [
      'servicing@mrcooper-loantransfer.com',
      'rewards@marriott-bonvoy-members.com',
      'help@homesaveusa-relief.com',
      'casting@antiques-roadshow-casting.com',
    ]) {
      expect(senderSigns(`Subject: Notice | From: Notices <${address}>`), address).toContain(
        'sender_lookalike_domain',
      );
    }
    // A company's own hyphenated domain (on the sourced list), a small business's, no hyphen.
    for (const address of [
      'noreply@duke-energy.com',
      'quotes@twobrothersmoving-nc.com',
      'tickets@kennedy-center.org',
      'office@standrewslutheran-mn.org',
      'alerts@billingsclinic.com',
    ]) {
      expect(senderSigns(`Subject: Notice | From: Notices <${address}>`), address).toEqual([]);
    }
  });
});
