import type { DetectedSignal, MessageRef } from './analysis.js';

export interface TopSignalGroups {
  /** Things that point to a scam, in the engine's order. */
  warnings: string[];
  /** Signs of a genuine message (the engine's legitimacy signals), in the engine's order. */
  reassurances: string[];
}

/**
 * Splits a result's rendered top signals into warning signs and signs of a genuine message
 * (issue 19: "Reads like an ordinary short message" is not a warning sign). Each rendered text is
 * matched to its detected signal through the message key behind it; a signal in the `legitimacy`
 * category, or one that lowers the score, is a reassurance. Texts with no detected signal behind
 * them (for example community reports added by the server) stay warnings.
 */
export function groupTopSignals(result: {
  top_signals: readonly string[];
  signals: readonly DetectedSignal[];
  messages: { top_signals: readonly MessageRef[] };
}): TopSignalGroups {
  const groups: TopSignalGroups = { warnings: [], reassurances: [] };
  const signalByKey = new Map(result.signals.map((signal) => [signal.message.key, signal]));
  result.top_signals.forEach((text, index) => {
    const key = result.messages.top_signals[index]?.key;
    const signal = key === undefined ? undefined : signalByKey.get(key);
    const reassures =
      signal !== undefined && (signal.category === 'legitimacy' || signal.weight < 0);
    (reassures ? groups.reassurances : groups.warnings).push(text);
  });
  return groups;
}
