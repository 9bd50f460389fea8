/**
 * Wordings of probe round 1237–1250 (decision 0112), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from '../pipeline.js';
import { on } from './wording.test-support.js';

describe('wordings of probes 1237–1250 (decision 0112)', () => {
  it('reads a bill paid at half price by app, and a solar ad that ends electric bills', () => {
    const post = on(
      'I just paid my SRP bill for HALF price! You send her your account # and half your balance on Cash App.',
      'social',
    );
    expect(post.hitIds).toEqual(expect.arrayContaining(['impersonates_utility', 'free_offer']));
    expect(ruleOutcome(post).applied).toContain('utility_payment_app');
    expect(
      on('Get solar panels installed for $0 and never pay another electric bill.', 'social').hitIds,
    ).toContain('free_offer');
  });

  it("reads a VA pension's lump sum, a claims advocate's login and deposit", () => {
    expect(
      on(
        'VA Benefits Dept: Veterans 62+ can now convert their monthly VA pension into a one-time lump sum of up to $180,000.',
        'sms',
      ).hitIds,
    ).toContain('loan_or_credit_offer');
    const call = on(
      "We'll need a $1,500 deposit today for the nexus letter. I'll also need your VA.gov login so our team can upload everything.",
      'phone',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['asks_credentials', 'upfront_fee']));
    expect(
      on('You will be asked to sign in on the VA.gov login page.', 'web').hitIds,
    ).not.toContain('asks_credentials');
  });

  it('reads a headstone held for a fee by a caller who greets the widow by name', () => {
    const call = on(
      "Good afternoon Mrs. Alvarez, this is Sergeant Hill with the National Cemetery Administration. I'm calling because his headstone is being held for a processing and engraving fee of $620. I can take a debit card number over the phone right now.",
      'phone',
    );
    expect(call.hitIds).toEqual(expect.arrayContaining(['upfront_fee', 'asks_credentials']));
    expect(call.hitIds).not.toContain('legit_customer_called');
    expect(ruleOutcome(call).applied).toContain('caller_asks_credentials');
    expect(
      on(
        'A: IRS, this is Agent Wilson. B: Hi, I got a letter saying I owe money and I wanted to ask about a plan.',
        'phone',
      ).hitIds,
    ).toContain('legit_customer_called');
  });

  it('reads Google Play cards for a deployed surgeon, coins to a cold wallet, an equity release', () => {
    const romance = on(
      'I am a US Army surgeon on a peacekeeping mission. I need Google Play cards to keep chatting with you.',
      'social',
    );
    expect(ruleOutcome(romance).applied).toContain('romance_money');
    expect(
      on(
        "To protect your coins, I'm going to help you move everything into a secure cold storage wallet.",
        'phone',
      ).hitIds,
    ).toContain('move_money_safe_account');
    expect(
      on(
        'Homeowners 62+ now qualify for the 2026 HECM Equity Release up to $312,000. Claim: hecm-equityrelease.us/claim',
        'sms',
      ).hitIds,
    ).toContain('refund_or_grant_offer');
  });

  it("leaves a bank's question about a Coinbase transfer, a detective's follow-up and a library talk", () => {
    const alert = on(
      'Chase Fraud Alert: Did you attempt a $2,500.00 external transfer to COINBASE on 02/12? Reply YES or NO.',
      'sms',
    );
    expect(alert.hitIds).not.toContain('crypto_payment');
    expect(alert.hitIds).toContain('legit_fraud_check_reply');
    const detective = on(
      'This is Detective Kim with the Mesa Police Department following up on your report about the Bitcoin ATM deposits. We will never ask you for money.',
      'phone',
    );
    expect(ruleOutcome(detective).applied).not.toContain('government_unusual_payment');
    expect(
      ruleOutcome(
        on('This is the Mesa Police Department. Pay the bond at a Bitcoin ATM today.', 'phone'),
      ).applied,
    ).toContain('government_unusual_payment');
    expect(
      on(
        'Free Program at the Public Library! "Crypto, Bitcoin ATMs & Scams" in the Community Room. Presented by the Sheriff\'s Office Fraud Unit.',
        'social',
      ).hitIds,
    ).toContain('legit_fraud_bulletin');
  });

  it("leaves IRS.gov's Where's My Refund, a VA exam's details and a burial eligibility unread", () => {
    expect(
      on(
        "Where's My Refund? You'll need your Social Security number or ITIN, your filing status and your refund amount.",
        'web',
      ).hitIds,
    ).not.toContain('asks_ssn');
    expect(
      on('You can confirm the exam details under your claim on VA.gov.', 'phone').hitIds,
    ).not.toContain('asks_personal_details');
    expect(on('Please confirm your account details at this link.', 'sms').hitIds).toContain(
      'asks_personal_details',
    );
    expect(
      on('Your letter shows you are eligible for burial with your husband.', 'phone').hitIds,
    ).not.toContain('refund_or_grant_offer');
  });
});
