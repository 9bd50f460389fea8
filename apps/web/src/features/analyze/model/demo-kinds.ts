import type { ScamType } from '@scambuddy/contracts';

// Apart from demo-reports.ts, which builds the reports with zod: the demo cards are on the home
// page's first paint, the reports are fetched when a card is pressed (issue 9's budget).

/** The three demo cards of spec part 1 §2.3, with the scores of §3. */
export const DEMO_KINDS = ['bank', 'techSupport', 'ssa'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

interface DemoDefinition {
  score: number;
  scamType: ScamType;
}

/** Spec part 1 §3: 92 phishing, 88 tech support, 95 SSA; all confidence high, label Likely scam. */
export const DEMO_DEFINITIONS: Record<DemoKind, DemoDefinition> = {
  bank: { score: 92, scamType: 'phishing' },
  techSupport: { score: 88, scamType: 'tech_support' },
  ssa: { score: 95, scamType: 'government_impostor' },
};
