import {
  AnalysisResultSchema,
  riskFromScamScore,
  type ActionUrgency,
  type AnalysisResult,
  type MessageRef,
} from '@scambuddy/contracts';
import { z } from 'zod';
import { DEMO_DEFINITIONS, type DemoKind } from './demo-kinds.js';

export { DEMO_DEFINITIONS, DEMO_KINDS, type DemoKind } from './demo-kinds.js';

/** Reads a catalog entry; `returnObjects` gives lists back as arrays. */
export type CatalogReader = (key: string, options?: { returnObjects: true }) => unknown;

export interface DemoReport {
  analysisId: string;
  /** The message the demo pretends was submitted, shown above the result (spec part 1 §2.7). */
  content: string;
  result: AnalysisResult;
}

const ACTIONS: ReadonlyArray<{ name: string; urgency: ActionUrgency }> = [
  { name: 'stop', urgency: 'now' },
  { name: 'protect', urgency: 'within_24h' },
  { name: 'report', urgency: 'this_week' },
];

const StringList = z.array(z.string());

function readText(read: CatalogReader, key: string): string {
  return z.string().parse(read(key));
}

function readList(read: CatalogReader, key: string): string[] {
  return StringList.parse(read(key, { returnObjects: true }));
}

function listRefs(key: string, count: number): MessageRef[] {
  return Array.from({ length: count }, (_, index) => ({ key: `${key}.${index}` }));
}

/**
 * A canned result (spec part 1 §4: "A demo sets the result from a canned sample with the id
 * demo-{kind}-{timestamp}"). Its texts come from the analyze catalog, so it reads in the
 * visitor's language; it is parsed with the contract so it can never drift from a real result.
 */
export function buildDemoReport(
  kind: DemoKind,
  read: CatalogReader,
  locale: string,
  nowMs: number,
): DemoReport {
  const { score, scamType } = DEMO_DEFINITIONS[kind];
  const base = `demos.${kind}`;
  const topSignals = readList(read, `${base}.signals`);
  const nextSteps = readList(read, `${base}.nextSteps`);
  const actions = ACTIONS.map(({ name, urgency }) => ({
    title: readText(read, `demos.actions.${name}Title`),
    steps: readList(read, `demos.actions.${name}Steps`),
    when: readText(read, `demos.actions.${name}When`),
    urgency,
  }));
  const result = AnalysisResultSchema.parse({
    scam_score: score,
    confidence: 'high',
    label: readText(read, `${base}.label`),
    risk_level: riskFromScamScore(score).level,
    explanation: readText(read, `${base}.explanation`),
    top_signals: topSignals,
    next_steps: nextSteps,
    recommended_actions: actions,
    legal_language: readText(read, 'demos.disclaimer'),
    // Demos name no contacts: the Get Help section then shows the FTC recommendation (§2.7).
    contacts: { law_enforcement: [], state_local: [], financial: [] },
    version: 'demo',
    scam_type: scamType,
    signals: [],
    entities: {
      urls: [],
      phones: [],
      emails: [],
      amounts: [],
      payment_methods: [],
      gift_card_brands: [],
      organisations: [],
      remote_access_tools: [],
      one_time_code_request: false,
    },
    harm: [],
    // A demo is not scored by the model; its probability simply restates the canned score.
    model_probability: score / 100,
    rules_applied: [],
    truncated: false,
    locale,
    messages: {
      label: { key: `analyze:${base}.label` },
      explanation: [{ key: `analyze:${base}.explanation` }],
      top_signals: listRefs(`analyze:${base}.signals`, topSignals.length),
      next_steps: listRefs(`analyze:${base}.nextSteps`, nextSteps.length),
      recommended_actions: ACTIONS.map(({ name }, index) => ({
        title: { key: `analyze:demos.actions.${name}Title` },
        steps: listRefs(`analyze:demos.actions.${name}Steps`, actions[index]?.steps.length ?? 0),
        when: { key: `analyze:demos.actions.${name}When` },
      })),
      legal_language: { key: 'analyze:demos.disclaimer' },
      notes: [],
    },
  });
  return {
    analysisId: `demo-${kind}-${nowMs}`,
    content: readText(read, `${base}.content`),
    result,
  };
}
