import { z } from 'zod';
import {
  FLAG_COUNTRIES,
  LANGUAGE_CODES,
  type FlagCountry,
  type LanguageCode,
  type LanguageOption,
} from './language-list.js';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);

export const FlagCountrySchema = z.enum(FLAG_COUNTRIES);

export const LanguageOptionSchema = z.object({
  code: LanguageCodeSchema,
  name: z.string().min(1),
  nativeName: z.string().min(1),
  flag: FlagCountrySchema,
  rtl: z.boolean(),
});

// The plain types of language-list.ts and the schemas' types must stay the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<z.infer<typeof LanguageCodeSchema>, LanguageCode>,
  Same<z.infer<typeof FlagCountrySchema>, FlagCountry>,
  Same<z.infer<typeof LanguageOptionSchema>, LanguageOption>,
] = [true, true, true];
void sameTypes;
