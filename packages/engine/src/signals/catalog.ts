import { CALL_CONTEXT_SIGNALS, LATER_CALL_CONTEXT_SIGNALS } from './call-context.js';
import { IMPERSONATION_SIGNALS } from './impersonation.js';
import { LATER_LEGITIMACY_SIGNALS, LEGITIMACY_SIGNALS } from './legitimacy.js';
import { LINK_SIGNALS } from './links.js';
import { MARKETING_SIGNALS } from './marketing.js';
import { PRESSURE_SIGNALS } from './pressure.js';
import { REQUEST_SIGNALS } from './requests.js';
import { MAIL_HEADER_SIGNALS } from './mail-header.js';
import { LATER_TOO_GOOD_SIGNALS, TOO_GOOD_SIGNALS } from './too-good.js';
import type { SignalDefinition } from './types.js';

/**
 * Every signal, in a fixed order: the order is the signal's feature index in the model, so a new
 * signal is appended and the model retrained.
 */
export const SIGNALS: readonly SignalDefinition[] = [
  ...IMPERSONATION_SIGNALS,
  ...PRESSURE_SIGNALS,
  ...REQUEST_SIGNALS,
  ...TOO_GOOD_SIGNALS,
  ...CALL_CONTEXT_SIGNALS,
  ...LINK_SIGNALS,
  ...LEGITIMACY_SIGNALS,
  ...MARKETING_SIGNALS,
  ...MAIL_HEADER_SIGNALS,
  ...LATER_CALL_CONTEXT_SIGNALS,
  ...LATER_TOO_GOOD_SIGNALS,
  ...LATER_LEGITIMACY_SIGNALS,
];

export const SIGNAL_INDEX: ReadonlyMap<string, number> = new Map(
  SIGNALS.map((signal, index) => [signal.id, index]),
);
