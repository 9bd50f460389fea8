import { createHash } from 'node:crypto';
import type { LanguageCode } from '@scambuddy/contracts';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { translationMemory } from '../../db/schema.js';

export interface MemoryKey {
  text: string;
  source: LanguageCode | 'auto';
  target: LanguageCode;
}

export interface TranslationMemory {
  find(key: MemoryKey): Promise<string | undefined>;
  save(key: MemoryKey, translatedText: string, now: Date): Promise<void>;
}

/** One fixed-length key per (source, target, text); the separator cannot occur in a code. */
export function memoryKey({ text, source, target }: MemoryKey): string {
  return createHash('sha256').update(`${source}\u0000${target}\u0000${text}`).digest('hex');
}

export function createTranslationMemory(orm: Orm): TranslationMemory {
  return {
    async find(key) {
      const rows = await orm
        .select({ translatedText: translationMemory.translatedText })
        .from(translationMemory)
        .where(eq(translationMemory.key, memoryKey(key)))
        .limit(1);
      return rows[0]?.translatedText;
    },
    async save(key, translatedText, now) {
      // Two readers may ask for the same text at once; the first stored answer wins.
      await orm
        .insert(translationMemory)
        .values({
          key: memoryKey(key),
          sourceLanguage: key.source,
          targetLanguage: key.target,
          sourceText: key.text,
          translatedText,
          createdAt: now,
        })
        .onConflictDoNothing();
    },
  };
}
