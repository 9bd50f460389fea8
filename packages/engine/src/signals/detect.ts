import type { Channel, Entities, EvidenceSpan, InputType } from '@scambuddy/contracts';
import type { FoldedText } from '../text/fold.js';
import { SIGNALS } from './catalog.js';
import { FURTHER_READINGS } from './further-readings.js';
import { LINK_SIGNAL_FLAGS } from './links.js';
import { withoutWarningLists } from './warning-lists.js';

export interface SignalHit {
  id: string;
  evidence: EvidenceSpan | null;
}

const MAX_EVIDENCE_CHARS = 160;

function spanFromMatch(
  display: string,
  folded: FoldedText,
  start: number,
  end: number,
): EvidenceSpan {
  const displayStart = folded.map[start] ?? 0;
  const lastIndex = folded.map[Math.max(start, end - 1)] ?? displayStart;
  const displayEnd = Math.min(lastIndex + 1, displayStart + MAX_EVIDENCE_CHARS);
  return { text: display.slice(displayStart, displayEnd), start: displayStart, end: displayEnd };
}

function linkEvidence(display: string, entities: Entities, id: string): EvidenceSpan | null {
  const flag = LINK_SIGNAL_FLAGS[id];
  const url = flag ? entities.urls.find((candidate) => candidate.flags.includes(flag)) : undefined;
  if (!url) return null;
  const start = display.indexOf(url.url);
  return start < 0 ? null : { text: url.url, start, end: start + url.url.length };
}

/** Runs every pattern signal, then the derived ones (which may read the pattern results). */
export function detectSignals(
  display: string,
  folded: FoldedText,
  entities: Entities,
  channel: Channel | undefined,
  inputType: InputType,
  english = true,
): SignalHit[] {
  const hits: SignalHit[] = [];
  const found = new Set<string>();
  // Warning signs read where a list of what an organisation never does does not hide them; the
  // reassurances read the list as written.
  const unlisted = withoutWarningLists(display, folded);
  for (const signal of SIGNALS) {
    if (!signal.patterns) continue;
    const text = signal.category === 'legitimacy' ? folded.text : unlisted;
    if (signal.gate && !signal.gate.test(text)) continue;
    let evidence: EvidenceSpan | null = null;
    let allMatch = true;
    for (const [index, pattern] of signal.patterns.entries()) {
      // A further reading stands in for the first pattern; the others must match still.
      const match =
        pattern.exec(text) ??
        (index === 0 ? (FURTHER_READINGS.get(signal.id)?.exec(text) ?? null) : null);
      if (!match) {
        allMatch = false;
        break;
      }
      evidence ??= spanFromMatch(display, folded, match.index, match.index + match[0].length);
    }
    if (allMatch) {
      hits.push({ id: signal.id, evidence });
      found.add(signal.id);
    }
  }
  const context = { display, match: folded.text, entities, channel, inputType, found, english };
  // The warning signs' derives read the lists blanked too, as their patterns do.
  const unlistedContext = unlisted === folded.text ? context : { ...context, match: unlisted };
  for (const signal of SIGNALS) {
    // A signal with patterns and a derive: the derive looks for what the patterns could not.
    if (!signal.derive || found.has(signal.id)) continue;
    const outcome = signal.derive(signal.category === 'legitimacy' ? context : unlistedContext);
    if (outcome === false || outcome === null) continue;
    const evidence = outcome === true ? linkEvidence(display, entities, signal.id) : outcome;
    hits.push({ id: signal.id, evidence });
  }
  const all = new Set(hits.map((hit) => hit.id));
  return hits.filter((hit) => !UNLESS.get(hit.id)?.some((id) => all.has(id)));
}

const UNLESS = new Map(
  SIGNALS.flatMap((signal) => (signal.unless ? [[signal.id, signal.unless] as const] : [])),
);
