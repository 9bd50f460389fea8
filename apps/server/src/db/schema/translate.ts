import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Translation memory for free text (issue 8): each text is sent to the provider once per
 * language pair. `key` is the SHA-256 of source language, target language and text, so the
 * lookup is one primary-key read whatever the text's length. Only public texts (news items,
 * community reports) are translated, so nothing personal is kept here.
 */
export const translationMemory = pgTable('translation_memory', {
  key: text('key').primaryKey(),
  /** `auto` when the provider detected it. */
  sourceLanguage: text('source_language').notNull(),
  targetLanguage: text('target_language').notNull(),
  sourceText: text('source_text').notNull(),
  translatedText: text('translated_text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
