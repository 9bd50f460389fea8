import { PII_TYPES, type PiiType } from '@scambuddy/contracts';
import { detectPii, type DetectOptions } from './detect.js';

/** One transcript of the labelled set: where each piece of personal information is. */
export interface LabelledTranscript {
  id: string;
  text: string;
  items: Array<{ type: PiiType; start: number; end: number }>;
}

export interface TypeScore {
  type: PiiType;
  /** Labelled items of this kind. */
  labelled: number;
  /** Detections of this kind. */
  detected: number;
  /** Labelled items covered by a detection of the same kind. */
  found: number;
  /** Labelled items covered by a detection of any kind: hidden, if named wrongly. */
  hidden: number;
  /** Detections that cover a labelled item of the same kind. */
  correct: number;
  recall: number;
  precision: number;
  hiddenRate: number;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * Recall and precision per kind. An item counts as found when a detection of the same kind
 * overlaps it (the placeholder then hides it); a detection is correct when it overlaps an item
 * of its kind.
 */
export function scoreFilter(set: LabelledTranscript[], options: DetectOptions): TypeScore[] {
  const counts = new Map<PiiType, Omit<TypeScore, 'recall' | 'precision' | 'hiddenRate' | 'type'>>(
    PII_TYPES.map((type) => [type, { labelled: 0, detected: 0, found: 0, hidden: 0, correct: 0 }]),
  );
  for (const transcript of set) {
    const detections = detectPii(transcript.text, options);
    for (const item of transcript.items) {
      const entry = counts.get(item.type);
      if (!entry) continue;
      entry.labelled += 1;
      if (detections.some((d) => d.type === item.type && overlaps(d, item))) entry.found += 1;
      if (detections.some((d) => overlaps(d, item))) entry.hidden += 1;
    }
    for (const detection of detections) {
      const entry = counts.get(detection.type);
      if (!entry) continue;
      entry.detected += 1;
      if (transcript.items.some((i) => i.type === detection.type && overlaps(detection, i)))
        entry.correct += 1;
    }
  }
  return PII_TYPES.map((type) => {
    const entry = counts.get(type) ?? { labelled: 0, detected: 0, found: 0, hidden: 0, correct: 0 };
    return {
      type,
      ...entry,
      recall: entry.labelled === 0 ? 1 : entry.found / entry.labelled,
      precision: entry.detected === 0 ? 1 : entry.correct / entry.detected,
      hiddenRate: entry.labelled === 0 ? 1 : entry.hidden / entry.labelled,
    };
  });
}

/** The reference year the labelled set is scored with, so the figures never drift. */
export const EVALUATION_OPTIONS: DetectOptions = { referenceYear: 2026 };
