import { describe, expect, it } from 'vitest';
import { heldReason, moderateReport } from './moderation.js';
import { redactReporterPii } from './redact-reporter-pii.js';

const SCAMMER = { phoneNumber: '(800) 555-0199', emailAddress: 'refunds@secure-help.example' };

describe('redactReporterPii: the reporter’s own data goes, the scammer’s stays', () => {
  it('removes a Social Security number written with dashes or after the words', () => {
    expect(redactReporterPii('They asked for my SSN and I said 123-45-6789.').text).toBe(
      'They asked for my SSN and I said [SSN removed].',
    );
    const cue = redactReporterPii('I gave them my social security number 123456789 sadly');
    expect(cue.text).toBe('I gave them my social security number [SSN removed] sadly');
    expect(cue.redactions).toEqual(['ssn']);
  });

  it('removes card numbers that pass the Luhn check and leaves other long numbers', () => {
    expect(redactReporterPii('I read them my card 4111 1111 1111 1111 over the phone').text).toBe(
      'I read them my card [card number removed] over the phone',
    );
    expect(redactReporterPii('Order 1234 5678 9012 3456 never came').text).toBe(
      'Order 1234 5678 9012 3456 never came',
    );
  });

  it('removes account and routing numbers introduced as such', () => {
    const result = redactReporterPii('My account number is 00123456789 and routing 021000021.');
    expect(result.text).toBe(
      'My account number is [account number removed] and routing [account number removed].',
    );
  });

  it('removes the reporter’s own address, not an address the scammer gave', () => {
    expect(
      redactReporterPii('My address is 42 Maple Street, Springfield, IL 62704. They knew it.').text,
    ).toBe('My address is [address removed]. They knew it.');
    expect(redactReporterPii('They told me to mail cash to 9 Elm Road, Dover.').text).toBe(
      'They told me to mail cash to 9 Elm Road, Dover.',
    );
  });

  it('removes the reporter’s own phone and e-mail but keeps the scammer’s', () => {
    const result = redactReporterPii(
      'They called my number 217-555-0143 from (800) 555-0199 and wrote to my email jane.doe@example.org from refunds@secure-help.example',
      SCAMMER,
    );
    expect(result.text).toBe(
      'They called my number [phone number removed] from (800) 555-0199 and wrote to my email [e-mail removed] from refunds@secure-help.example',
    );
  });

  it('does not remove the scammer’s number even when it is introduced as "my number"', () => {
    const text = 'He said "my number is 800-555-0199, call me back".';
    expect(redactReporterPii(text, SCAMMER).text).toBe(text);
  });

  it('removes the reporter’s name when they give it', () => {
    expect(redactReporterPii('Hello, my name is Margaret Ann Jones and I live alone.').text).toBe(
      'Hello, my name is [name removed] and I live alone.',
    );
  });

  it('removes a date of birth', () => {
    expect(redactReporterPii('I told them my date of birth is 03/14/1948.').text).toBe(
      'I told them my date of birth is [date of birth removed].',
    );
  });
});

const PLAIN =
  'A man called saying he was from Medicare and needed to verify my card before sending a new one. He pressured me to stay on the line.';

describe('heldReason: spam, abuse and link floods are held back', () => {
  it('publishes an ordinary report, even one quoting the scammer’s link and words', () => {
    expect(heldReason(PLAIN)).toBeNull();
    expect(
      heldReason('The text said "click here to claim your prize" at https://prize.example.top'),
    ).toBeNull();
  });

  it('holds a link flood (more than three links)', () => {
    expect(
      heldReason('See https://a.example.com https://b.example.com www.c-example.net d-example.xyz'),
    ).toBe('link_flood');
  });

  it('holds abuse', () => {
    expect(heldReason(`${PLAIN} You are all idiots, go die.`)).toBe('abuse');
  });

  it('holds spam: recovery-service advertising', () => {
    expect(
      heldReason(
        'I lost $40,000 but a recovery expert got it all back. Contact him on WhatsApp to recover your funds.',
      ),
    ).toBe('spam');
  });

  it('holds spam: shouting and repetition', () => {
    expect(
      heldReason('THIS IS A SCAM THIS IS A SCAM EVERYONE MUST READ THIS RIGHT NOW PLEASE'),
    ).toBe('spam');
    expect(heldReason(Array.from({ length: 30 }, () => 'scam').join(' '))).toBe('spam');
    expect(heldReason(`Scam!!!!!!!!!!!! ${PLAIN}`)).toBe('spam');
  });
});

describe('moderateReport', () => {
  it('redacts before deciding, and says what it removed by kind only', () => {
    const outcome = moderateReport({
      title: 'Fake Medicare call',
      description: `${PLAIN} I gave my SSN 123-45-6789.`,
      ...SCAMMER,
    });
    expect(outcome.status).toBe('published');
    expect(outcome.description).toContain('[SSN removed]');
    expect(outcome.description).not.toContain('6789');
    expect(outcome.redactions).toEqual(['ssn']);
  });

  it('holds with the reason', () => {
    const outcome = moderateReport({ title: 'BUY NOW', description: 'Get viagra cheap today' });
    expect(outcome).toMatchObject({ status: 'held', reason: 'spam' });
  });
});

describe('Unicode cannot slip past moderation (issue 18, item 8)', () => {
  const REPORT = 'A caller said my grandson was in jail and needed bail money in gift cards.';

  it.each([
    ['zero-width spaces', 'you f\u200Bu\u200Bc\u200Bk\u200Bing thieves'],
    ['a zero-width joiner', 'what a bunch of b\u200Ditches'],
    ['Cyrillic look-alikes', 'you \u0430ssh\u043Eles took my money'],
    ['fullwidth letters', 'you ｆｕｃｋｉｎｇ thieves'],
    ['a soft hyphen and a word joiner', 'bas\u00ADtards, all of them\u2060'],
  ])('holds an insult written with %s, as its plain version is', (_name, insult) => {
    expect(heldReason(`${REPORT} ${insult}`)).toBe('abuse');
  });

  it.each([
    ['U+3002', '\u3002'],
    ['U+FF0E', '\uFF0E'],
    ['U+FF61', '\uFF61'],
  ])('counts links written with %s dots', (_name, dot) => {
    const links = ['pay-now', 'claim-prize', 'free-gift', 'win-cash']
      .map((name) => `${name}${dot}top`)
      .join(' ');
    expect(heldReason(`${REPORT} ${links}`)).toBe('link_flood');
  });

  it('still publishes an ordinary report in other scripts', () => {
    expect(heldReason('有人打电话说我的孙子在监狱里，需要用礼品卡支付保释金。')).toBeNull();
    expect(
      heldReason('اتصل شخص وقال إن حفيدي في السجن ويحتاج إلى كفالة ببطاقات هدايا.'),
    ).toBeNull();
    expect(heldReason('किसी ने कहा कि मेरा पोता जेल में है और गिफ्ट कार्ड से ज़मानत चाहिए।')).toBeNull();
  });
});

describe('the scammer’s details stay (issue 19, item 12)', () => {
  it('keeps the scam’s website after "update my address"', () => {
    const text =
      'The text said I must update my address within 24 hours at usps-redelivery-care.com or the parcel goes back.';
    expect(redactReporterPii(text).text).toBe(text);
  });

  it('keeps the scammer’s site, number and e-mail in the sentence after "my address is"', () => {
    const result = redactReporterPii(
      'My address is Rural Route 2, Elmwood, and they said to confirm it at usps-care.top.',
    );
    expect(result.text).toBe(
      'My address is [address removed], and they said to confirm it at usps-care.top.',
    );
  });
});
