/**
 * Whether a forward is answered (issue 20's abuse rules). Pure: the counts come from the
 * repository. In order:
 * 1. the deployment's hourly budget of answers, so a flood cannot turn the server into a mailer;
 * 2. an e-mail sender nobody verified gets at most one mail a day, because its From may be forged
 *    and the mail would then go to a third party;
 * 3. the per-sender hourly limit, answered once with the limit's notice, then silence.
 */

export interface PolicyFacts {
  channel: 'email' | 'sms';
  /** The sender is a verified link of an account (their address or number is proven). */
  verified: boolean;
  /** Forwards of this sender answered in the last hour. */
  answeredLastHour: number;
  /** Limit notices sent to this sender in the last hour. */
  noticesLastHour: number;
  /** Answers and notices mailed to this sender in the last 24 hours (codes have their own cap). */
  mailedLastDay: number;
  /** Answers the whole deployment sent in the last hour. */
  deploymentRepliesLastHour: number;
  limits: { senderPerHour: number; deploymentPerHour: number };
}

export type PolicyDecision =
  | { kind: 'answer'; dailyNote: boolean }
  | { kind: 'limit-notice' }
  | { kind: 'drop'; reason: 'deployment-limit' | 'unverified-daily' | 'sender-limit' };

/** At most this many mails a day to an e-mail address nobody verified (issue 20). */
export const UNVERIFIED_MAILS_PER_DAY = 1;

export function decideAnswer(facts: PolicyFacts): PolicyDecision {
  if (facts.deploymentRepliesLastHour >= facts.limits.deploymentPerHour) {
    return { kind: 'drop', reason: 'deployment-limit' };
  }
  const unverifiedMail = facts.channel === 'email' && !facts.verified;
  if (unverifiedMail && facts.mailedLastDay >= UNVERIFIED_MAILS_PER_DAY) {
    return { kind: 'drop', reason: 'unverified-daily' };
  }
  if (facts.answeredLastHour >= facts.limits.senderPerHour) {
    return facts.noticesLastHour === 0
      ? { kind: 'limit-notice' }
      : { kind: 'drop', reason: 'sender-limit' };
  }
  return { kind: 'answer', dailyNote: unverifiedMail };
}
