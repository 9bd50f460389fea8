import { z } from 'zod';

/**
 * `GET /api/about/facts`: the About page's figures (spec part 2 §2.12, DELTAS row 6). Every number
 * is read from what the product really has — the source registry, the engine's recorded
 * evaluation, the collector's schedule — never typed into the page.
 */
export const AboutFactsSchema = z.object({
  sources: z.object({
    /** Sources in the registry, whether or not enabled. */
    configured: z.number().int().nonnegative(),
    /** Sources the collector fetches. */
    active: z.number().int().nonnegative(),
    federal: z.number().int().nonnegative(),
    state: z.number().int().nonnegative(),
    nonprofit: z.number().int().nonnegative(),
  }),
  /** The engine's 5-fold cross-validation on its labelled corpus; null when a figure is missing. */
  detection: z.object({
    auc: z.number().min(0).max(1).nullable(),
    /** Share of scam messages given HIGH risk. */
    scamsHigh: z.number().min(0).max(1).nullable(),
    /** Share of legitimate messages wrongly given HIGH risk. */
    legitimateHigh: z.number().min(0).max(1).nullable(),
    /** Labelled messages the figures were measured on. */
    examples: z.number().int().nonnegative(),
    trainedAt: z.string(),
    /** Named warning signals the engine explains its answers with. */
    signals: z.number().int().nonnegative(),
  }),
  /** How often the collector fetches every active source. */
  collectionIntervalHours: z.number().positive(),
});
export type AboutFacts = z.infer<typeof AboutFactsSchema>;

/**
 * Money reported lost to fraud in 2024 by how the scammer first made contact, from the FTC's
 * Consumer Sentinel Network Data Book 2024 ("Fraud Reports by Contact Method"). Published figures,
 * copied with their source; the About page cites it beside them.
 */
export const FRAUD_LOSSES_SOURCE = {
  titleKey: 'lossesSource',
  url: 'https://www.ftc.gov/reports/consumer-sentinel-network-data-book-2024',
  year: 2024,
} as const;

export interface ContactMethodLoss {
  id: 'socialMedia' | 'websiteOrApps' | 'phoneCall' | 'email' | 'text' | 'onlineAd' | 'mail';
  /** Total reported loss in millions of US dollars. */
  lostMillionsUsd: number;
  reports: number;
  medianLossUsd: number;
}

export const FRAUD_LOSSES_BY_CONTACT_METHOD_2024: readonly ContactMethodLoss[] = [
  { id: 'socialMedia', lostMillionsUsd: 1_858, reports: 186_826, medianLossUsd: 409 },
  { id: 'websiteOrApps', lostMillionsUsd: 976, reports: 186_663, medianLossUsd: 200 },
  { id: 'phoneCall', lostMillionsUsd: 948, reports: 284_659, medianLossUsd: 1_500 },
  { id: 'email', lostMillionsUsd: 502, reports: 371_651, medianLossUsd: 600 },
  { id: 'text', lostMillionsUsd: 470, reports: 246_784, medianLossUsd: 1_000 },
  { id: 'onlineAd', lostMillionsUsd: 246, reports: 42_023, medianLossUsd: 180 },
  { id: 'mail', lostMillionsUsd: 90, reports: 42_108, medianLossUsd: 990 },
];

/**
 * Same Data Book, "Reported Frauds and Losses by Age": losses reported by people aged 60-69, 70-79
 * and 80 and over, in millions of US dollars (only reports that gave an age are counted).
 */
export const FRAUD_LOSSES_AGE_60_PLUS_2024 = { '60-69': 1_180, '70-79': 887, '80+': 319 } as const;

export function lossesAge60PlusMillionsUsd(): number {
  return Object.values(FRAUD_LOSSES_AGE_60_PLUS_2024).reduce((sum, value) => sum + value, 0);
}
