import { LANGUAGES, isLanguageCode, type LanguageCode } from '@scambuddy/contracts';
import { z } from 'zod';

/** Spec part 2 §3: the twelve voice languages, one per interface language (en-US, es-ES, …). */
export const VOICE_LANGUAGES = LANGUAGES.map((language) => ({
  tag: `${language.code}-${language.flag}`,
  code: language.code,
  nativeName: language.nativeName,
}));

/** Spec part 2 §5 slider ranges. */
export const SPEED_RANGE = { min: 0.5, max: 2, step: 0.1 } as const;
export const VOLUME_RANGE = { min: 0, max: 1, step: 0.1 } as const;

export interface VoiceSettings {
  /** A tag of VOICE_LANGUAGES. */
  language: string;
  /** The chosen voice's voiceURI; '' is the browser's default voice for the language. */
  voice: string;
  speed: number;
  volume: number;
  autoPlay: boolean;
}

/** Spec part 2 §9 defaults. */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  language: 'en-US',
  voice: '',
  speed: 1,
  volume: 0.8,
  autoPlay: true,
};

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, value));

const StoredSettingsSchema = z.object({
  language: z.string().refine((tag) => VOICE_LANGUAGES.some((language) => language.tag === tag)),
  voice: z.string().max(500),
  speed: z.number().finite(),
  volume: z.number().finite(),
  autoPlay: z.boolean(),
});

/**
 * Settings kept in browser storage; anything unreadable falls back to the defaults, and with
 * nothing stored the voice language follows the interface language.
 */
export function readVoiceSettings(stored: string | null, uiLanguage: LanguageCode): VoiceSettings {
  const fallback = { ...DEFAULT_VOICE_SETTINGS, language: voiceTagFor(uiLanguage) };
  if (stored === null) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return fallback;
  }
  const parsed = StoredSettingsSchema.partial().safeParse(raw);
  if (!parsed.success) return fallback;
  const settings = { ...fallback, ...parsed.data };
  return {
    ...settings,
    speed: clamp(settings.speed, SPEED_RANGE),
    volume: clamp(settings.volume, VOLUME_RANGE),
  };
}

export function voiceTagFor(code: LanguageCode): string {
  return VOICE_LANGUAGES.find((language) => language.code === code)?.tag ?? 'en-US';
}

/** The interface language whose catalog holds the guidance messages for a voice language. */
export function catalogLanguageFor(tag: string): LanguageCode {
  const code = tag.slice(0, 2).toLowerCase();
  return isLanguageCode(code) ? code : 'en';
}

/** Spec §2.5: the voice picker lists the voices of the language family ("en" for en-US). */
export function voicesForLanguage<T extends { lang: string }>(
  voices: readonly T[],
  tag: string,
): T[] {
  const family = tag.slice(0, 2).toLowerCase();
  return voices.filter(
    (voice) => voice.lang.replace('_', '-').toLowerCase().split('-')[0] === family,
  );
}

/** Spec §3 voice guidance messages: the three examples, their text in the catalogs (DELTAS 7). */
export const GUIDANCE_MESSAGES = [
  { id: 'hangUp', category: 'warning', priority: 'critical' },
  { id: 'neverShare', category: 'instruction', priority: 'high' },
  { id: 'alreadyPaid', category: 'emergency', priority: 'critical' },
] as const;
export type GuidanceMessageId = (typeof GUIDANCE_MESSAGES)[number]['id'];
