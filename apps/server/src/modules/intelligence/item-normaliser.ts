import { createHash } from 'node:crypto';
import {
  IntelClassificationSchema,
  type DatePrecision,
  type IntelClassification,
  type IntelItem,
  type IntelOrigin,
  type IntelSource,
  type SourceType,
  type UsStateCode,
} from '@scambuddy/contracts';
import type { FeedEntry } from './feed-parser.js';
import { collapseWhitespace, summariseHtml } from './html-cleaner.js';
import { canonicalUrl, cleanUrl } from './url-canonical.js';

/** What the classifier sees of an item. */
export interface ClassifyInput {
  title: string | null;
  summary: string | null;
  agency: string;
  sourceType: SourceType;
  /** The state a state agency covers, null otherwise. */
  sourceState: UsStateCode | null;
}

/**
 * Classification is the engine's job (scam alert or news, scam types, severity, elder relevance
 * 0-100, states mentioned); the normaliser receives it as a pure function.
 */
export type ClassifyItem = (input: ClassifyInput) => IntelClassification;

/** The fields every origin (feed entry, snapshot line, listing page) supplies. */
export interface ItemFacts {
  title: string | null;
  url: string;
  publishedAt: string | null;
  datePrecision: DatePrecision | null;
  summary: string | null;
  /** The publishing agency when the item names its own (a joint alert); else the source's. */
  agency?: string;
}

export type NormaliseResult =
  | { ok: true; item: IntelItem }
  | { ok: false; reason: 'no_url' | 'bad_classification'; detail: string };

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function normalisedForHash(text: string | null): string {
  return text === null ? '' : collapseWhitespace(text).toLowerCase();
}

/**
 * Hash of what an item says (title and summary, case and spacing ignored). An item with neither
 * hashes its canonical URL instead, so two different untitled items are never taken as one.
 */
export function contentHashOf(
  title: string | null,
  summary: string | null,
  canonical: string,
): string {
  if (title === null && summary === null) return sha256Hex(`url\n${canonical}`);
  return sha256Hex(`${normalisedForHash(title)}\n${normalisedForHash(summary)}`);
}

/** The item id: SHA-256 of the canonical URL. */
export function itemIdOf(canonical: string): string {
  return sha256Hex(canonical);
}

function emptyToNull(text: string | null): string | null {
  if (text === null) return null;
  const collapsed = collapseWhitespace(text);
  return collapsed === '' ? null : collapsed;
}

/** Builds one IntelItem from facts of any origin; the classifier's answer is checked, not trusted. */
export function normaliseFacts(
  facts: ItemFacts,
  source: Pick<IntelSource, 'id' | 'agency' | 'sourceType' | 'state'>,
  origin: IntelOrigin,
  classify: ClassifyItem,
): NormaliseResult {
  const url = cleanUrl(facts.url);
  const canonical = url === null ? null : canonicalUrl(url);
  if (url === null || canonical === null) {
    return { ok: false, reason: 'no_url', detail: `Not an http(s) URL: ${facts.url}` };
  }
  const title = emptyToNull(facts.title);
  const summary = emptyToNull(facts.summary);
  const agency = facts.agency ?? source.agency;
  const classification = IntelClassificationSchema.safeParse(
    classify({
      title,
      summary,
      agency,
      sourceType: source.sourceType,
      sourceState: source.state,
    }),
  );
  if (!classification.success) {
    return { ok: false, reason: 'bad_classification', detail: classification.error.message };
  }
  const publishedAt = facts.datePrecision === null ? null : facts.publishedAt;
  return {
    ok: true,
    item: {
      id: itemIdOf(canonical),
      contentHash: contentHashOf(title, summary, canonical),
      sourceId: source.id,
      agency,
      sourceType: source.sourceType,
      title,
      url,
      publishedAt,
      datePrecision: publishedAt === null ? null : facts.datePrecision,
      summary,
      origin,
      ...classification.data,
      statesMentioned: [...new Set(classification.data.statesMentioned)].sort(),
    },
  };
}

/** A parsed feed entry as an IntelItem: description cleaned to a summary, an entry without a
 * usable link refused (nothing to open or identify it by). */
export function normaliseFeedEntry(
  entry: FeedEntry,
  source: Pick<IntelSource, 'id' | 'agency' | 'sourceType' | 'state'>,
  classify: ClassifyItem,
): NormaliseResult {
  if (entry.link === null) {
    return {
      ok: false,
      reason: 'no_url',
      detail: `Entry without a link: ${entry.title ?? entry.guid ?? '?'}`,
    };
  }
  return normaliseFacts(
    {
      title: entry.title,
      url: entry.link,
      publishedAt: entry.published?.iso ?? null,
      datePrecision: entry.published?.precision ?? null,
      summary: entry.descriptionHtml === null ? null : summariseHtml(entry.descriptionHtml),
    },
    source,
    'collected',
    classify,
  );
}
