import { z } from 'zod';

/**
 * The shape of ../shared/data/contacts/contacts.json (see its README). Only the build script and
 * the provenance test read that file; the engine reads the project's reviewed copy instead.
 */
export const SourceConfidenceSchema = z.enum(['sourced', 'unsourced']);

export const SourceContactSchema = z.object({
  name: z.string().min(1),
  phone: z.string().optional(),
  website: z.string().optional(),
  complaintUrl: z.string().optional(),
  whenToUse: z.string().optional(),
  source: z.string(),
  sourceDate: z.string().optional(),
  confidence: SourceConfidenceSchema,
  notes: z.string().optional(),
});
export type SourceContact = z.infer<typeof SourceContactSchema>;

export const SourcePhoneStatusSchema = z.enum(['sourced', 'sourced-possibly-stale', 'not-found']);

export const SourceStateContactSchema = SourceContactSchema.extend({
  stateName: z.string().min(1),
  attorneyGeneralWebsite: z.string().optional(),
  phoneStatus: SourcePhoneStatusSchema,
  staleRisk: z.boolean(),
  additionalContacts: z.array(SourceContactSchema).optional(),
});
export type SourceStateContact = z.infer<typeof SourceStateContactSchema>;

export const SourceContactsFileSchema = z.object({
  federal: z.array(SourceContactSchema),
  states: z.record(z.string().regex(/^[A-Z]{2}$/), SourceStateContactSchema),
  financial: z.array(SourceContactSchema),
});
export type SourceContactsFile = z.infer<typeof SourceContactsFileSchema>;
