import type { Resource } from 'i18next';
import { buildResources } from '../lib/i18n.js';

// Tests render any language synchronously, so they load every catalog up front; the app itself
// fetches a language when it is chosen (lib/i18n.ts loadLanguage).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const allResources: Resource = buildResources(files);
