import { z } from 'zod';

/**
 * One place to call or report to. `name`, `contact` and `type` are the fields of spec part 1 §3;
 * the rest keeps the provenance the contacts directory requires (shared/data/contacts/README.md):
 * a phone number is shown only when it is sourced, and every entry carries its source and date.
 */
export const ContactTypeSchema = z.enum(['federal', 'state', 'local', 'financial', 'nonprofit']);
export type ContactType = z.infer<typeof ContactTypeSchema>;

export const ContactSchema = z.object({
  /** Stable id in the project's directory, e.g. `ftc`, `state-ny-ag`. */
  id: z.string().min(1),
  name: z.string().min(1),
  /** What the screen shows: the sourced phone, else the website, else a plain instruction. */
  contact: z.string().min(1),
  type: ContactTypeSchema,
  state: z.string().length(2).optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  complaintUrl: z.string().optional(),
  /** Plain-language note on when to use this contact (directory text, English). */
  whenToUse: z.string().optional(),
  source: z.string().min(1),
  sourceDate: z.string().optional(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const AnalysisContactsSchema = z.object({
  law_enforcement: z.array(ContactSchema),
  state_local: z.array(ContactSchema),
  financial: z.array(ContactSchema),
});
export type AnalysisContacts = z.infer<typeof AnalysisContactsSchema>;

/**
 * `GET /api/contacts/federal`: the five fixed federal contacts of spec part 1 §9 (FTC, FBI IC3,
 * SSA fraud hotline, IRS tax fraud, Medicare fraud), from the sourced directory.
 */
export const FederalContactsResponseSchema = z.array(ContactSchema);
export type FederalContactsResponse = z.infer<typeof FederalContactsResponseSchema>;
