import type { LanguageCode } from '@scambuddy/contracts';
import ar from '../locales/ar.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import { ENGLISH_CATALOG } from './english.js';
import { flattenCatalog, type MessageCatalog } from './render.js';

/**
 * The result texts in all twelve interface languages (issue 8), flattened once at load. A key a
 * translation lacks falls back to English in `renderMessage`; a test keeps them complete.
 */
export const ENGINE_CATALOGS: Readonly<Record<LanguageCode, MessageCatalog>> = {
  en: ENGLISH_CATALOG,
  es: flattenCatalog(es),
  fr: flattenCatalog(fr),
  de: flattenCatalog(de),
  it: flattenCatalog(it),
  pt: flattenCatalog(pt),
  ru: flattenCatalog(ru),
  zh: flattenCatalog(zh),
  ja: flattenCatalog(ja),
  ko: flattenCatalog(ko),
  ar: flattenCatalog(ar),
  hi: flattenCatalog(hi),
};
