import { z } from 'zod';
import { CHANNELS } from './channels.js';

/** How the message reached the person (spec part 1 §2.4: email, sms, phone, social, web). */
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;

/** What the person gave us: typed or dictated text, a screenshot (OCR text), or a call transcript. */
export const InputTypeSchema = z.enum(['text', 'image', 'transcript']);
export type InputType = z.infer<typeof InputTypeSchema>;

/**
 * The scam taxonomy the engine classifies into (issue 3). `none` is used when nothing points to a
 * scam. Documented in packages/engine/README.md.
 */
export const ScamTypeSchema = z.enum([
  'phishing',
  'government_impostor',
  'tech_support',
  'family_emergency',
  'romance',
  'investment_crypto',
  'prize_lottery',
  'employment',
  'charity',
  'delivery_toll',
  'bank_impostor',
  'medicare_health',
  'utility_shutoff',
  'extortion',
  'marketplace_overpayment',
  'other',
  'none',
]);
export type ScamType = z.infer<typeof ScamTypeSchema>;

/** Ways money is asked for or was sent; drives the financial contacts and the recovery advice. */
export const PaymentMethodSchema = z.enum([
  'gift_card',
  'wire',
  'bank_transfer',
  'crypto',
  'crypto_atm',
  'zelle',
  'venmo',
  'cash_app',
  'paypal',
  'card',
  'check',
  'cash_courier',
  'cash_mail',
  'gold',
]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Two-letter codes of the 50 states and the District of Columbia. */
export const StateCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter state code such as NY.');
export type StateCode = z.infer<typeof StateCodeSchema>;
