/**
 * Wordings of probe round 1209–1222 (decision 0110), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1209–1222 (decision 0110)', () => {
  it("reads an aide's PIN asked in secret, and an aide's payment kept from the agency", () => {
    const text = on(
      "Hi Miss Ruth its Dana. I'll pick up your prescriptions tmrw but I need your debit card PIN so I dont hold up the line. No need to mention to your son.",
      'sms',
    );
    expect(text.hitIds).toEqual(expect.arrayContaining(['asks_credentials', 'secrecy_demand']));
    expect(ruleOutcome(text).applied).toContain('credentials_kept_secret');
    const aide = on(
      'my car broke down, can u Zelle $500 to my sister? PLEASE dont call the agency they will fire me',
      'sms',
    );
    expect(ruleOutcome(aide).applied).toContain('secret_unusual_payment');
    const cousin = on(
      "This is Rhonda's cousin. Can you Cash App $400 to $RentHelp22? Please dont say nothing to her",
      'sms',
    );
    expect(ruleOutcome(cousin).applied).toContain('secret_unusual_payment');
    expect(
      on('Call the agency if I am late, they will send someone else.', 'sms').hitIds,
    ).not.toContain('secrecy_demand');
  });

  it('reads a handyman who started before a yes, and a pastor robbed abroad', () => {
    const account = on(
      'The man who fixed my gutters came back and started on the driveway before I even said yes. Now he wants $2,800 today.',
      'web',
    );
    expect(account.hitIds).toContain('door_to_door_repair');
    const mail = on(
      'I was robbed at gunpoint on the way to the hotel. Can you lend me $1,500? I will tell you how to send it by Western Union.',
      'email',
    );
    expect(mail.hitIds).toContain('emotional_emergency');
    expect(ruleOutcome(mail).applied).toContain('emergency_unusual_payment');
  });

  it('reads flood families, a Medicare number read out, savings grown by a quarter', () => {
    expect(
      on(
        'Our church is collecting for the families who lost everything in the Texas floods. Zelle $200 to my assistant.',
        'social',
      ).hitIds,
    ).toContain('charity_appeal');
    expect(
      on(
        'Can you grab your Medicare card and read me the number so I can pull up your file?',
        'phone',
      ).hitIds,
    ).toContain('asks_medicare_number');
    const text = on(
      'The Professor helped 2,300 retirees grow their savings 40-60% last quarter. Add me on WhatsApp +1 (646) 555-0100',
      'sms',
    );
    expect(ruleOutcome(text).applied).toContain('investment_pitch');
  });

  it('reads a printer "infected", a lucky winner who covers shipping, a flex card approved', () => {
    expect(
      on('Your printer may be infected and cannot connect. Call support now.', 'web').hitIds,
    ).toContain('tech_problem_claim');
    const prize = on(
      'You\'re 1 of 50 lucky winners! Claim a 75" TV for $9.99, you only cover shipping.',
      'sms',
    );
    expect(ruleOutcome(prize).applied).toContain('fee_to_collect_winnings');
    expect(
      on('Your 2027 Flex Card with $3,400 for groceries has been APPROVED!', 'sms').hitIds,
    ).toContain('refund_or_grant_offer');
    expect(
      on('Labcorp results are ready: labcorp-patientresults.com/r/5K2QX', 'sms').hitIds,
    ).toContain('link_lookalike_domain');
    expect(
      on('Labcorp: your results are ready at patient.labcorp.com', 'sms').hitIds,
    ).not.toContain('link_lookalike_domain');
  });

  it("leaves a recorded notice's repeat key, the IP PIN page and a scheduled delivery unalarmed", () => {
    expect(
      on(
        'Automated call: "We received your payment. No action is required. To hear this message again, press 1."',
        'phone',
      ).hitIds,
    ).not.toContain('press_one');
    expect(on('Press 1 to speak to an agent about your account.', 'phone').hitIds).toContain(
      'press_one',
    );
    expect(
      on(
        'An IP PIN prevents someone else from filing a tax return using your Social Security number.',
        'web',
      ).hitIds,
    ).not.toContain('asks_ssn');
    expect(
      on(
        'Your refrigerator delivery is scheduled for Saturday between 8 and noon. Press 1 to confirm.',
        'phone',
      ).hitIds,
    ).toContain('legit_appointment_or_pharmacy');
  });
});
