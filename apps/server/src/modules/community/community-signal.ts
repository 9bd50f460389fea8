import type { AnalysisResult, MessageRef } from '@scambuddy/contracts';
import { ENGLISH_CATALOG, renderMessage, type MessageCatalog } from '@scambuddy/engine';
import type { Identifier, IdentifierKind } from './identifiers.js';

/**
 * Community knowledge in an analysis (issue 7): when a phone number, e-mail address or website in
 * the message was reported on the community board, the result says so ("reported by N people")
 * as its first warning sign. The score stays the engine's own: the board is shown as evidence
 * for the person to weigh, not folded into the calibrated probability.
 */

export interface CommunityMatch {
  kind: IdentifierKind;
  value: string;
  count: number;
}

export type CommunityLookup = (identifiers: Identifier[]) => Promise<CommunityMatch[]>;

/** The phones, e-mail addresses and websites the engine found in the message. */
export function identifiersInResult(result: AnalysisResult): Identifier[] {
  const { phones, emails, urls } = result.entities;
  return [
    ...phones.map((phone) => ({ kind: 'phone' as const, value: phone.raw })),
    ...emails.map((email) => ({ kind: 'email' as const, value: email })),
    ...urls.map((url) => ({ kind: 'domain' as const, value: url.domain ?? url.host })),
  ];
}

export function communitySignalMessage(match: CommunityMatch): MessageRef {
  return {
    key: `engine.community.reported_${match.kind}`,
    params: { value: match.value, count: match.count },
  };
}

/** The result with one warning sign per reported identifier put first, rendered in its locale. */
export function withCommunitySignals(
  result: AnalysisResult,
  matches: readonly CommunityMatch[],
  catalogs: Readonly<Record<string, MessageCatalog>> = {},
): AnalysisResult {
  if (matches.length === 0) return result;
  const catalog = catalogs[result.locale] ?? ENGLISH_CATALOG;
  const messages = matches.map(communitySignalMessage);
  const texts = messages.map((message) =>
    renderMessage(message, catalog, ENGLISH_CATALOG, result.locale),
  );
  return {
    ...result,
    top_signals: [...texts, ...result.top_signals],
    messages: { ...result.messages, top_signals: [...messages, ...result.messages.top_signals] },
  };
}

/** Looks the message's identifiers up on the board and adds what it finds. */
export async function addCommunitySignals(
  result: AnalysisResult,
  lookup: CommunityLookup,
  catalogs?: Readonly<Record<string, MessageCatalog>>,
): Promise<AnalysisResult> {
  const identifiers = identifiersInResult(result);
  if (identifiers.length === 0) return result;
  return withCommunitySignals(result, await lookup(identifiers), catalogs);
}
