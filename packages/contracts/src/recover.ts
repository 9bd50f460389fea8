import { z } from 'zod';
import { AnalysisContactsSchema } from './contacts.js';
import { UsStateCodeSchema } from './states.js';
import { ScamTypeSchema, type PaymentMethod } from './taxonomy.js';

/**
 * Report-and-recover packet (issue 10): how the person says the money went. The seven ways the
 * issue names, plus "I have not paid" (details shared, or nothing handed over yet).
 */
export const RECOVERY_PAYMENTS = [
  'card',
  'bank_transfer',
  'zelle',
  'wire',
  'gift_card',
  'crypto_atm',
  'cash_courier',
  'not_paid',
] as const;
export const RecoveryPaymentSchema = z.enum(RECOVERY_PAYMENTS);
export type RecoveryPayment = z.infer<typeof RecoveryPaymentSchema>;

/** The engine's payment method for each choice; `not_paid` has none. */
export const RECOVERY_PAYMENT_METHOD: Readonly<Record<RecoveryPayment, PaymentMethod | null>> = {
  card: 'card',
  bank_transfer: 'bank_transfer',
  zelle: 'zelle',
  wire: 'wire',
  gift_card: 'gift_card',
  crypto_atm: 'crypto_atm',
  cash_courier: 'cash_courier',
  not_paid: null,
};

/**
 * `GET /api/contacts/recovery?payment=wire&state=NY&scamType=romance`: the sourced contacts for
 * someone who has already paid (or shared details) this way, from the engine's directory and
 * selection rules, so the packet never carries a number of its own.
 */
export const RecoveryContactsQuerySchema = z.object({
  payment: RecoveryPaymentSchema,
  state: UsStateCodeSchema.optional(),
  scamType: ScamTypeSchema.optional(),
  /** Organisations the engine found in the message, comma-separated (a named bank's own line). */
  organisations: z.string().max(1_000, 'Use at most 1,000 characters.').optional(),
});
export type RecoveryContactsQuery = z.infer<typeof RecoveryContactsQuerySchema>;

export const RecoveryContactsResponseSchema = AnalysisContactsSchema;
export type RecoveryContactsResponse = z.infer<typeof RecoveryContactsResponseSchema>;
