import {
  groupTopSignals,
  type AnalysisResult,
  type HarmEvent,
  type RecoveryPayment,
  type ScamType,
} from '@scambuddy/contracts';

/**
 * The report-and-recover packet (issue 10): what to do, in order and by when, after money or
 * details went to a scammer, and the texts to paste into the FTC, IC3, state attorney general and
 * bank forms. A pure function of the analysis and the person's answers; every sentence is a key in
 * the `recover` catalog, so it reads the same in all twelve languages. The advice follows the
 * FTC's "What To Do if You Were Scammed", IC3 and CFPB guidance; no phone number is written here
 * (numbers come from the sourced directory through the contacts the packet lists).
 */

/** When a step is due; the screen prints it beside the step, in words, never by colour alone. */
export const STEP_CLOCKS = ['now', 'today', 'thisWeek', 'always'] as const;
export type StepClock = (typeof STEP_CLOCKS)[number];

export interface RecoveryStep {
  /** Stable id; also the catalog key under `steps.`. */
  id: string;
  clock: StepClock;
}

export type ReportTarget = 'ftc' | 'ic3' | 'ag' | 'bank';

export interface ReportDraft {
  target: ReportTarget;
  /** The text to paste, line by line. */
  lines: string[];
  /** What only the person knows and must add before sending. */
  toAdd: string;
}

export interface EvidenceReference {
  reference: string;
  title: string;
}

export interface PacketInput {
  result: AnalysisResult;
  payment: RecoveryPayment;
  /** The date the message was checked, already formatted for the reader. */
  checkedOn: string;
  /** The chosen state's name, when one is chosen. */
  stateName?: string;
  evidence?: readonly EvidenceReference[];
}

export interface RecoveryPacket {
  payment: RecoveryPayment;
  steps: RecoveryStep[];
  drafts: ReportDraft[];
}

/** i18next's `t` for the `recover` namespace, narrowed to what the packet needs. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

const PAYMENT_STEPS: Readonly<Record<RecoveryPayment, readonly RecoveryStep[]>> = {
  card: [
    { id: 'card.callIssuer', clock: 'now' },
    { id: 'card.newCard', clock: 'today' },
    { id: 'card.watchStatements', clock: 'thisWeek' },
  ],
  bank_transfer: [
    { id: 'bankTransfer.callBank', clock: 'now' },
    { id: 'bankTransfer.secureAccount', clock: 'today' },
  ],
  zelle: [
    { id: 'zelle.callBank', clock: 'now' },
    { id: 'zelle.noProtection', clock: 'today' },
  ],
  wire: [
    { id: 'wire.recall', clock: 'now' },
    { id: 'wire.writeDown', clock: 'today' },
  ],
  gift_card: [
    { id: 'giftCard.callIssuer', clock: 'now' },
    { id: 'giftCard.keepCards', clock: 'today' },
  ],
  crypto_atm: [
    { id: 'cryptoAtm.operator', clock: 'now' },
    { id: 'cryptoAtm.receipt', clock: 'today' },
  ],
  cash_courier: [
    { id: 'cashCourier.police', clock: 'now' },
    { id: 'cashCourier.describe', clock: 'today' },
  ],
  not_paid: [{ id: 'notPaid.doNotPay', clock: 'now' }],
};

/** Details already handed over change what must happen first, whatever the payment. */
const HARM_STEPS: readonly { harm: readonly HarmEvent[]; step: RecoveryStep }[] = [
  { harm: ['gave_bank_login', 'gave_code'], step: { id: 'harm.bankLogin', clock: 'now' } },
  { harm: ['remote_access'], step: { id: 'harm.remoteAccess', clock: 'now' } },
  { harm: ['gave_ssn'], step: { id: 'harm.ssn', clock: 'today' } },
  { harm: ['gave_medicare_number'], step: { id: 'harm.medicare', clock: 'thisWeek' } },
];

/** Scam types where the advice really changes. */
const SCAM_TYPE_STEPS: Partial<Record<ScamType, RecoveryStep>> = {
  family_emergency: { id: 'scamType.familyEmergency', clock: 'now' },
  tech_support: { id: 'scamType.techSupport', clock: 'today' },
  romance: { id: 'scamType.romance', clock: 'today' },
  government_impostor: { id: 'scamType.government', clock: 'thisWeek' },
  investment_crypto: { id: 'scamType.investment', clock: 'thisWeek' },
};

/** Scam types where someone pretended to be a bank or an agency (Zelle banks may reimburse). */
const IMPOSTER_TYPES: ReadonlySet<ScamType> = new Set<ScamType>([
  'bank_impostor',
  'government_impostor',
  'utility_shutoff',
  'tech_support',
]);

export function isImposterScam(scamType: ScamType): boolean {
  return IMPOSTER_TYPES.has(scamType);
}

/** The ordered steps: most urgent first; within a clock, payment, then details, then reporting. */
export function recoverySteps(result: AnalysisResult, payment: RecoveryPayment): RecoveryStep[] {
  const steps: RecoveryStep[] = [{ id: 'common.stopContact', clock: 'now' }];
  steps.push(...PAYMENT_STEPS[payment]);
  if (payment === 'zelle' && isImposterScam(result.scam_type)) {
    steps.push({ id: 'zelle.imposterClaim', clock: 'today' });
  }
  for (const { harm, step } of HARM_STEPS) {
    if (harm.some((event) => result.harm.includes(event))) steps.push(step);
  }
  if (payment === 'not_paid' && result.harm.length === 0) {
    steps.push({ id: 'notPaid.ifShared', clock: 'today' });
  }
  const byType = SCAM_TYPE_STEPS[result.scam_type];
  if (byType) steps.push(byType);
  steps.push(
    { id: 'report.ftc', clock: 'today' },
    { id: 'report.ic3', clock: 'today' },
    { id: 'report.keepRecords', clock: 'today' },
    { id: 'report.stateAg', clock: 'thisWeek' },
  );
  if (payment !== 'not_paid' && payment !== 'cash_courier') {
    steps.push({ id: 'report.police', clock: 'thisWeek' });
  }
  steps.push({ id: 'common.recoveryScam', clock: 'always' });
  return steps
    .map((step, index) => ({ step, index }))
    .sort(
      (a, b) =>
        STEP_CLOCKS.indexOf(a.step.clock) - STEP_CLOCKS.indexOf(b.step.clock) || a.index - b.index,
    )
    .map(({ step }) => step);
}

function list(values: readonly string[]): string {
  return [...new Set(values)].join('; ');
}

/** The facts the engine found, as lines every report text shares (empty ones left out). */
function factLines(input: PacketInput, t: Translate): string[] {
  const { result, payment } = input;
  const { entities } = result;
  const lines = [
    t('drafts.facts.checkedOn', { date: input.checkedOn }),
    result.signals.some((signal) => signal.category === 'call_context')
      ? t('drafts.facts.channelPhone')
      : t('drafts.facts.channelUnknown'),
    t('drafts.facts.scamType', { scamType: t(`scamTypes.${result.scam_type}`) }),
    t('drafts.facts.score', { score: result.scam_score }),
  ];
  // Only the warning signs: a report to the FTC lists what pointed to a scam (issue 19).
  const { warnings } = groupTopSignals(result);
  if (warnings.length > 0) {
    lines.push(t('drafts.facts.signals', { signals: list(warnings) }));
  }
  lines.push(
    payment === 'not_paid'
      ? t('drafts.facts.notPaid')
      : t('drafts.facts.payment', { payment: t(`payments.${payment}`) }),
  );
  const found: [string, string[]][] = [
    ['amounts', entities.amounts.map((amount) => amount.raw)],
    ['urls', entities.urls.map((url) => url.url)],
    ['phones', entities.phones.map((phone) => phone.e164 ?? phone.raw)],
    ['emails', entities.emails],
    ['organisations', entities.organisations],
    ['giftCardBrands', entities.gift_card_brands],
  ];
  for (const [name, values] of found) {
    if (values.length > 0) lines.push(t(`drafts.facts.${name}`, { values: list(values) }));
  }
  for (const item of input.evidence ?? []) {
    lines.push(t('drafts.facts.evidence', { reference: item.reference, title: item.title }));
  }
  return lines;
}

function bankRequest(input: PacketInput, t: Translate): string {
  switch (input.payment) {
    case 'card':
      return t('drafts.bank.requestCard');
    case 'wire':
      return t('drafts.bank.requestWire');
    case 'zelle':
      return isImposterScam(input.result.scam_type)
        ? t('drafts.bank.requestZelleImposter')
        : t('drafts.bank.requestZelle');
    case 'not_paid':
      return t('drafts.bank.requestNotPaid');
    default:
      return t('drafts.bank.requestTransfer');
  }
}

const BANK_PAYMENTS: ReadonlySet<RecoveryPayment> = new Set<RecoveryPayment>([
  'card',
  'bank_transfer',
  'zelle',
  'wire',
]);

/** The four texts to paste. The bank's only when a bank moved the money or the bank login was given. */
export function reportDrafts(input: PacketInput, t: Translate): ReportDraft[] {
  const facts = factLines(input, t);
  const toAdd = t('drafts.toAdd');
  const drafts: ReportDraft[] = [
    { target: 'ftc', lines: [t('drafts.ftc.intro'), ...facts], toAdd },
    { target: 'ic3', lines: [t('drafts.ic3.intro'), ...facts], toAdd },
    {
      target: 'ag',
      lines: [
        input.stateName
          ? t('drafts.ag.intro', { state: input.stateName })
          : t('drafts.ag.introNoState'),
        ...facts,
      ],
      toAdd,
    },
  ];
  const bankInvolved = BANK_PAYMENTS.has(input.payment);
  const loginGiven = input.result.harm.some((harm) => harm === 'gave_bank_login');
  if (bankInvolved || loginGiven) {
    drafts.push({
      target: 'bank',
      lines: [t('drafts.bank.intro'), bankRequest(input, t), ...facts],
      toAdd: t('drafts.bank.toAdd'),
    });
  }
  return drafts;
}

export function buildRecoveryPacket(input: PacketInput, t: Translate): RecoveryPacket {
  return {
    payment: input.payment,
    steps: recoverySteps(input.result, input.payment),
    drafts: reportDrafts(input, t),
  };
}

/** A draft as one block of text for the clipboard and for print. */
export function draftText(draft: ReportDraft): string {
  return [...draft.lines, '', draft.toAdd].join('\n');
}
