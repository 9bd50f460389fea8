import type { AnalysisMessages, AnalysisResult, MessageRef } from '@scambuddy/contracts';
import { ENGINE_CATALOGS } from './catalogs.js';
import { ENGLISH_CATALOG } from './english.js';
import { renderMessage, type MessageCatalog } from './render.js';

/** The texts of a result, each rendered from its message key in one language. */
export interface ResultTexts {
  label: string;
  explanation: string;
  top_signals: string[];
  next_steps: string[];
  recommended_actions: { title: string; steps: string[]; when: string }[];
  legal_language: string;
  /** The language they are in: the one asked for, or English when it has no catalog. */
  locale: string;
}

/** Renders every text of a result from its message keys (English for anything missing). */
export function renderResultTexts(
  messages: AnalysisMessages,
  locale: string,
  catalogs: Readonly<Record<string, MessageCatalog>> = {},
): ResultTexts {
  const catalog = catalogs[locale] ?? ENGLISH_CATALOG;
  const shownLocale = catalog === ENGLISH_CATALOG ? 'en' : locale;
  const render = (message: MessageRef): string =>
    renderMessage(message, catalog, ENGLISH_CATALOG, shownLocale);
  return {
    label: render(messages.label),
    explanation: [...messages.explanation, ...messages.notes].map(render).join(' '),
    top_signals: messages.top_signals.map(render),
    next_steps: messages.next_steps.map(render),
    recommended_actions: messages.recommended_actions.map((action) => ({
      title: render(action.title),
      steps: action.steps.map(render),
      when: render(action.when),
    })),
    legal_language: render(messages.legal_language),
    locale: shownLocale,
  };
}

/**
 * A stored result in another language: a shared report opened by someone who reads another
 * language, or after the reader changed theirs. Only the texts change; the score, signals and
 * contacts are the analysis's own.
 */
export function resultInLanguage(
  result: AnalysisResult,
  locale: string,
  catalogs: Readonly<Record<string, MessageCatalog>> = ENGINE_CATALOGS,
): AnalysisResult {
  if (locale === result.locale) return result;
  const texts = renderResultTexts(result.messages, locale, catalogs);
  return {
    ...result,
    ...texts,
    recommended_actions: texts.recommended_actions.map((action, index) => ({
      ...action,
      urgency: result.recommended_actions[index]?.urgency ?? 'this_week',
    })),
  };
}
