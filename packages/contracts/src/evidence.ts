import { z } from 'zod';

/**
 * Evidence packages (spec part 2 §2.4, §3, §7, §9). The browser keeps the files; only the package
 * description travels (`fileUrl` is removed and no file is attached, spec §7).
 */

/** Spec §3 item types, plus `call_log` for the Call Log tool (its value is not shown there). */
export const EVIDENCE_ITEM_TYPES = ['screenshot', 'audio', 'document', 'text', 'call_log'] as const;
export const EvidenceItemTypeSchema = z.enum(EVIDENCE_ITEM_TYPES);
export type EvidenceItemType = z.infer<typeof EvidenceItemTypeSchema>;

export const EVIDENCE_STATUSES = ['collecting', 'submitted'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** Limits: generous for a real case, small enough that one request cannot tie up the server. */
export const EVIDENCE_LIMITS = {
  maxItems: 100,
  maxTitleChars: 200,
  maxDescriptionChars: 5_000,
  /** A pasted e-mail or letter fits; a book does not. */
  maxItemTextChars: 20_000,
  /** The whole packageData JSON string. */
  maxPackageBytes: 1024 * 1024,
  /** Files stay in the browser; this is the largest file the upload tool accepts. */
  maxFileBytes: 50 * 1024 * 1024,
} as const;

/** Spec §2.4: the upload tool accepts images, audio, pdf, doc, docx and txt. */
export const EVIDENCE_UPLOAD_ACCEPT = 'image/*,audio/*,.pdf,.doc,.docx,.txt';

/**
 * The id of an analysis (its share link `/report/{id}`): 22 base64url characters, the shape the
 * server's `newAnalysisId` makes and `GET /api/report/:id` accepts.
 */
const ANALYSIS_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const AnalysisIdSchema = z
  .string()
  .regex(ANALYSIS_ID_PATTERN, 'not the id of a result; open the evidence tools from the result');

const isoDate = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

export const EvidenceItemSchema = z.object({
  id: z.string().trim().min(1, 'Required').max(64, 'too long'),
  type: EvidenceItemTypeSchema,
  title: z.string().trim().min(1, 'Required').max(EVIDENCE_LIMITS.maxTitleChars, 'too long'),
  description: z.string().max(EVIDENCE_LIMITS.maxItemTextChars, 'too long').optional(),
  timestamp: isoDate,
  location: z.string().max(500, 'too long').optional(),
  metadata: z
    .object({
      size: z.number().int().min(0).max(EVIDENCE_LIMITS.maxFileBytes).optional(),
      mimeType: z.string().max(200).optional(),
      duration: z
        .number()
        .min(0)
        .max(24 * 60 * 60)
        .optional(),
      fileName: z.string().max(255).optional(),
    })
    .strict()
    .optional(),
});
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;

/** The JSON string sent in the multipart field `packageData` (spec §7). */
export const EvidencePackageDataSchema = z.object({
  id: z.string().trim().min(1, 'Required').max(64, 'too long'),
  title: z.string().trim().min(1, 'Required').max(EVIDENCE_LIMITS.maxTitleChars, 'too long'),
  description: z.string().max(EVIDENCE_LIMITS.maxDescriptionChars, 'too long').default(''),
  createdAt: isoDate,
  /** The analysis this evidence belongs to (its recovery steps list it); optional. */
  analysisId: AnalysisIdSchema.optional(),
  items: z
    .array(EvidenceItemSchema)
    .min(1, 'add at least one piece of evidence before submitting')
    .max(EVIDENCE_LIMITS.maxItems, `at most ${EVIDENCE_LIMITS.maxItems} items`),
});
export type EvidencePackageData = z.infer<typeof EvidencePackageDataSchema>;

export const EvidenceSubmitResponseSchema = z.object({ reportId: z.string() });
export type EvidenceSubmitResponse = z.infer<typeof EvidenceSubmitResponseSchema>;

/** One stored package as GET /api/evidence lists it. */
export const StoredEvidencePackageSchema = z.object({
  reportId: z.string(),
  packageId: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  submittedAt: z.string(),
  status: z.literal('submitted'),
  /** Set when the package was collected for one analysis. */
  analysisId: z.string().optional(),
  items: z.array(EvidenceItemSchema),
});
export type StoredEvidencePackage = z.infer<typeof StoredEvidencePackageSchema>;

export const EvidenceListResponseSchema = z.object({
  packages: z.array(StoredEvidencePackageSchema),
});
export type EvidenceListResponse = z.infer<typeof EvidenceListResponseSchema>;

/** Spec §2.4 upload types mapped to the item types of §3. */
export function evidenceTypeForMime(mimeType: string): EvidenceItemType {
  if (mimeType.startsWith('image/')) return 'screenshot';
  if (mimeType.startsWith('audio/')) return 'audio';
  return 'document';
}
