import english from '../locales/en.json' with { type: 'json' };
import { flattenCatalog, type MessageCatalog } from './render.js';

/** The built-in English catalog, flattened to dotted keys. */
export const ENGLISH_CATALOG: MessageCatalog = flattenCatalog(english);
