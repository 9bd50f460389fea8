/**
 * Wordings of probe round 1321–1334 (decision 0118), each read as the request or claim it names,
 * with the genuine wording beside it that must stay unread.
 */
import { describe, expect, it } from 'vitest';
import { on } from './wording.test-support.js';

describe('wordings of probes 1321–1334 (decision 0118)', () => {
  it('reads a payment "using a Green Dot" or prepaid card, and a Social Security number sent to "our agent"', () => {
    const repo = on(
      'To stop the tow you must pay $540 today using a Green Dot card. Call me back with the numbers.',
      'phone',
    );
    expect(repo.hitIds).toContain('gift_card_payment');
    const rent = on(
      'Call me directly and I will walk you through paying with a prepaid card.',
      'phone',
    );
    expect(rent.hitIds).toContain('gift_card_payment');
    const post = on(
      'Message our licensed agent Mary Cole with your full name, date of birth and Social Security number to see if you qualify.',
      'social',
    );
    expect(post.hitIds).toContain('asks_ssn');
    const reload = on(
      'Thanks for reloading with a Green Dot card at Walmart. Your balance is $220.',
      'sms',
    );
    expect(reload.hitIds).not.toContain('gift_card_payment');
  });

  it('reads a move to WhatsApp asked as a question, and the exception to "do not share"', () => {
    const stranger = on(
      'Your profile made me smile. I am rarely on here, so may we talk on WhatsApp instead?',
      'social',
    );
    expect(stranger.hitIds).toContain('moves_to_chat_app');
    const alert = on(
      'Did you attempt a $900 Zelle payment? Reply YES or NO. Do not share your account information with anyone except our verified agent.',
      'sms',
    );
    expect(alert.hitIds).toContain('asks_credentials');
    const genuine = on(
      'Did you attempt a $900 Zelle payment? Reply YES or NO. We will never ask for your account information.',
      'sms',
    );
    expect(genuine.hitIds).not.toContain('asks_credentials');
  });

  it("reads a lock-out for not updating, a crew here today only, fees to release and a vendor's check", () => {
    const popup = on(
      'Customers who do not install this update will be locked out of Online Banking. Tap DOWNLOAD.',
      'web',
    );
    expect(popup.hitIds).toContain('account_suspension_threat');
    const crew = on(
      'I knocked on your door about that split limb. We have the crew here today only, $700 cash up front.',
      'phone',
    );
    expect(crew.hitIds).toContain('door_to_door_repair');
    const pet = on(
      'A shelter scanned your dog. She goes to a rescue in 24 hours unless the $90 boarding fee is paid.',
      'sms',
    );
    expect(pet.hitIds).toContain('upfront_fee');
    const listing = on(
      'The seller requires all buyers to purchase the full vehicle history report from our partner before a viewing.',
      'web',
    );
    expect(listing.hitIds).toContain('upfront_fee');
    const job = on(
      'Approved applicants get a check to buy a computer and software from our approved vendor.',
      'social',
    );
    expect(job.hitIds).toContain('overpayment_refund');
  });

  it("leaves a mystery-shopping company's never-mail-a-check promise as a promise", () => {
    const shopper = on(
      'Registration is free. We will never mail you a check to deposit or ask you to buy gift cards.',
      'web',
    );
    expect(shopper.hitIds).toContain('legit_never_ask_notice');
  });

  it('reads a card on file to confirm at a link, an old account hacked and an app file to install', () => {
    const tickets = on(
      'Your seats must be re-verified. Confirm your card on file: seats-verify.example/id',
      'sms',
    );
    expect(tickets.hitIds).toContain('asks_credentials');
    const renewal = on(
      'Your membership renews on December 1 and we will charge your card on file.',
      'email',
    );
    expect(renewal.hitIds).not.toContain('asks_credentials');
    const cousin = on(
      'Hi! My old account got hacked so this is my new page. Send the deposit by Cash App.',
      'social',
    );
    expect(cousin.hitIds).toContain('new_number_claim');
    const popup = on('Tap INSTALL to open BankSecure_2026.apk directly.', 'web');
    expect(popup.hitIds).toContain('asks_click_link');
  });
});
