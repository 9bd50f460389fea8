import type {
  ActionUrgency,
  HarmEvent,
  MessageRef,
  RiskBand,
  ScamType,
} from '@scambuddy/contracts';

export interface PlannedAction {
  title: MessageRef;
  steps: MessageRef[];
  urgency: ActionUrgency;
}

export interface AdvicePlan {
  explanation: MessageRef[];
  nextSteps: MessageRef[];
  actions: PlannedAction[];
}

export interface AdviceInput {
  band: RiskBand;
  scamType: ScamType;
  harm: readonly HarmEvent[];
  warningCount: number;
  /** Ids of the signals found; lets the explanation name what the message asked for (issue 19). */
  signalIds?: readonly string[];
  /** The message is not in English, which the engine reads; say so instead of "not sure why". */
  otherLanguage?: boolean;
}

/** Number of steps of each action in the catalog (`engine.action.<id>.steps.<n>`). */
const ACTION_STEPS: Readonly<Record<string, number>> = {
  stop_contact: 4,
  pause: 3,
  verify_official: 3,
  verify_safely: 2,
  report: 3,
  tell_someone: 2,
  recover: 3,
};

const TYPE_ACTION_STEPS: Readonly<Partial<Record<ScamType, number>>> = {
  phishing: 2,
  government_impostor: 3,
  tech_support: 3,
  family_emergency: 3,
  romance: 2,
  investment_crypto: 2,
  prize_lottery: 2,
  employment: 2,
  charity: 2,
  delivery_toll: 2,
  bank_impostor: 2,
  medicare_health: 2,
  utility_shutoff: 2,
  extortion: 2,
  marketplace_overpayment: 2,
};

function key(name: string, params?: MessageRef['params']): MessageRef {
  return params ? { key: name, params } : { key: name };
}

function action(prefix: string, stepCount: number, urgency: ActionUrgency): PlannedAction {
  const steps: MessageRef[] = [];
  for (let n = 1; n <= stepCount; n += 1) steps.push(key(`${prefix}.steps.${n}`));
  return { title: key(`${prefix}.title`), steps, urgency };
}

function standardAction(id: string, urgency: ActionUrgency): PlannedAction {
  return action(`engine.action.${id}`, ACTION_STEPS[id] ?? 0, urgency);
}

function typeAction(scamType: ScamType, urgency: ActionUrgency): PlannedAction | null {
  const steps = TYPE_ACTION_STEPS[scamType];
  return steps ? action(`engine.action.type.${scamType}`, steps, urgency) : null;
}

/**
 * The scam type's sentence. A Medicare scam's says what the message asked for: the caller who
 * wanted a Social Security number was described as "made to get your Medicare number" (issue 19).
 */
function typeExplanation(input: AdviceInput): MessageRef {
  if (input.scamType === 'medicare_health' && input.signalIds) {
    const asked = new Set(input.signalIds);
    if (asked.has('asks_ssn')) return key('engine.explanation.type_asked.medicare_health.ssn');
    if (!asked.has('asks_medicare_number')) {
      return key('engine.explanation.type_asked.medicare_health.details');
    }
  }
  return key(`engine.explanation.type.${input.scamType}`);
}

function explanation(input: AdviceInput): MessageRef[] {
  const harm = input.harm.length > 0 ? [key('engine.explanation.harm')] : [];
  // Another language and nothing found: the only true thing to say is that we cannot read it.
  if (input.otherLanguage && input.band !== 'high' && input.warningCount === 0) {
    return [key('engine.explanation.other_language'), ...harm];
  }
  const lines = [key(`engine.explanation.${input.band}`)];
  if (input.scamType !== 'none' && input.band !== 'low') {
    lines.push(typeExplanation(input));
  }
  if (input.band !== 'low' && input.warningCount > 0) {
    lines.push(key('engine.explanation.evidence', { count: input.warningCount }));
  }
  if (input.otherLanguage && input.band !== 'high') {
    return [...lines, key('engine.explanation.other_language'), ...harm];
  }
  // Held at MODERATE with nothing a person can check (issue 17): say so rather than alarm.
  if (input.band === 'moderate' && input.warningCount === 0) {
    lines.push(key('engine.explanation.unsure'));
  }
  if (input.band === 'low' && input.warningCount === 0)
    lines.push(key('engine.explanation.reassurance'));
  return [...lines, ...harm];
}

function nextSteps(input: AdviceInput): MessageRef[] {
  const steps = input.harm.map((event) => key(`engine.step.harm.${event}`));
  if (input.band === 'high') {
    steps.push(
      key('engine.step.high.stop'),
      key('engine.step.high.hang_up'),
      key('engine.step.high.verify'),
      key('engine.step.high.talk'),
      key('engine.step.high.report'),
    );
  } else if (input.band === 'moderate') {
    steps.push(
      key('engine.step.moderate.pause'),
      key('engine.step.moderate.verify'),
      key('engine.step.moderate.talk'),
    );
  } else {
    steps.push(
      key('engine.step.low.ok'),
      key('engine.step.low.verify'),
      key('engine.step.low.codes'),
    );
  }
  return steps;
}

function actions(input: AdviceInput): PlannedAction[] {
  const planned: PlannedAction[] = [];
  const harmDone = input.harm.length > 0;
  if (harmDone) planned.push(standardAction('recover', 'now'));
  if (input.band === 'high') {
    planned.push(standardAction('stop_contact', 'now'));
    planned.push(standardAction('verify_official', 'within_24h'));
    const specific = typeAction(input.scamType, 'within_24h');
    if (specific) planned.push(specific);
    planned.push(standardAction('report', harmDone ? 'within_24h' : 'this_week'));
    planned.push(standardAction('tell_someone', 'this_week'));
  } else if (input.band === 'moderate') {
    planned.push(standardAction('pause', 'now'));
    planned.push(standardAction('verify_official', 'within_24h'));
    const specific = typeAction(input.scamType, 'this_week');
    if (specific) planned.push(specific);
    if (harmDone) planned.push(standardAction('report', 'within_24h'));
  } else {
    planned.push(standardAction('verify_safely', 'this_week'));
    if (harmDone) planned.push(standardAction('report', 'within_24h'));
  }
  return planned;
}

/** What to tell the person: tailored to the band, the scam type and what already happened. */
export function planAdvice(input: AdviceInput): AdvicePlan {
  return { explanation: explanation(input), nextSteps: nextSteps(input), actions: actions(input) };
}
