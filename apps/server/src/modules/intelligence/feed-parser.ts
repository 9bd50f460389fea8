import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_FEED_BYTES } from './fetch-policy.js';
import { parseStatedDate, type StatedDate } from './feed-date.js';
import { anchorsOf, htmlToText } from './html-cleaner.js';

/** One entry as the feed states it, before normalisation. Missing parts are null. */
export interface FeedEntry {
  title: string | null;
  /** Absolute http(s) URL, or null when the entry gives none we can use. */
  link: string | null;
  guid: string | null;
  published: StatedDate | null;
  /** The date text as found, kept so an unreadable date can be reported. */
  publishedRaw: string | null;
  /** Description, summary or content: HTML for the cleaner. */
  descriptionHtml: string | null;
}

export interface ParsedFeed {
  format: 'rss' | 'atom';
  title: string | null;
  entries: FeedEntry[];
}

export type FeedParseErrorCode = 'too_large' | 'forbidden_dtd' | 'malformed' | 'not_a_feed';

export interface FeedParseError {
  code: FeedParseErrorCode;
  message: string;
  line: number | null;
  column: number | null;
}

export type FeedParseResult = { ok: true; feed: ParsedFeed } | { ok: false; error: FeedParseError };

const ARRAY_PATHS = new Set([
  'rss.channel.item',
  'rss.channel.item.link',
  'RDF.item',
  'feed.entry',
  'feed.entry.link',
  'feed.link',
]);

// Entities are limited to the five XML ones and character references (none expands to more text
// than it took), because documents with an internal DTD subset are refused before parsing.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  jPath: true,
  isArray: (_name, jPath) => typeof jPath === 'string' && ARRAY_PATHS.has(jPath),
});

// An internal subset is where entity bombs and external entities (XXE) live; no feed needs one.
const INTERNAL_DTD = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

type XmlValue = string | number | boolean | XmlObject | XmlValue[] | undefined;
interface XmlObject {
  [key: string]: XmlValue;
}

function isObject(value: XmlValue): value is XmlObject {
  return typeof value === 'object' && !Array.isArray(value);
}

function asObject(value: XmlValue): XmlObject | null {
  if (Array.isArray(value)) return asObject(value[0]);
  return isObject(value) ? value : null;
}

/** The text of an element, whether it came out as a string, an object with attributes, or nested
 * inline elements (Atom xhtml content). */
function textOf(value: XmlValue): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value.find((part) => textOf(part) !== null));
  const parts = Object.entries(value)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, part]) => textOf(part))
    .filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' ');
}

function attributeOf(value: XmlValue, name: string): string | null {
  const object = asObject(value);
  const attribute = object?.[`@_${name}`];
  return typeof attribute === 'string' ? attribute : null;
}

function escapeAsHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** An absolute http(s) URL from `href`, resolved against `base`; anything else is null. */
export function resolveHttpUrl(href: string | null, base: string | null): string | null {
  if (href === null || href.trim() === '') return null;
  try {
    const url = base ? new URL(href.trim(), base) : new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface TitleParts {
  title: string | null;
  link: string | null;
}

/**
 * The FTC consumer-alerts quirk (feeds.json notes): the title holds `<a href="…">Title</a>` and the
 * item's own <link> is unusable, so an absolute link inside the title wins over <link>.
 */
function splitTitle(titleHtml: string | null, base: string | null): TitleParts {
  if (titleHtml === null) return { title: null, link: null };
  const title = htmlToText(titleHtml);
  if (!/<a\s/i.test(titleHtml)) return { title, link: null };
  const link = anchorsOf(titleHtml)
    .map((anchor) => resolveHttpUrl(anchor.href, base))
    .find((href) => href !== null);
  return { title, link: link ?? null };
}

function rssEntry(item: XmlObject, base: string | null): FeedEntry {
  const itemBase = resolveHttpUrl(attributeOf(item, 'base'), base) ?? base;
  const titleParts = splitTitle(textOf(item.title), itemBase);
  const links = Array.isArray(item.link) ? item.link : [item.link];
  // An RSS <link> is text; atom:link elements that share the name after prefix removal carry href.
  const linkText = links.map((link) => (typeof link === 'string' ? link : null)).find(Boolean);
  const guid = textOf(item.guid);
  const guidIsLink = attributeOf(item.guid, 'isPermaLink') !== 'false';
  const link =
    titleParts.link ??
    resolveHttpUrl(linkText ?? null, itemBase) ??
    (guidIsLink ? resolveHttpUrl(guid, null) : null);
  const publishedRaw = textOf(item.pubDate) ?? textOf(item.date);
  return {
    title: titleParts.title,
    link,
    guid,
    published: parseStatedDate(publishedRaw),
    publishedRaw,
    descriptionHtml: textOf(item.description) ?? textOf(item.encoded),
  };
}

function atomText(value: XmlValue): string | null {
  const text = textOf(value);
  if (text === null) return null;
  const type = attributeOf(value, 'type') ?? 'text';
  return type === 'text' ? escapeAsHtml(text) : text;
}

function atomEntry(entry: XmlObject, base: string | null): FeedEntry {
  const entryBase = resolveHttpUrl(attributeOf(entry, 'base'), base) ?? base;
  const links = Array.isArray(entry.link) ? entry.link : [];
  const alternate = links.find((link) => {
    const rel = attributeOf(link, 'rel');
    return rel === null || rel === 'alternate';
  });
  const titleParts = splitTitle(atomText(entry.title), entryBase);
  const publishedRaw = textOf(entry.published) ?? textOf(entry.updated);
  return {
    title: titleParts.title,
    link: titleParts.link ?? resolveHttpUrl(attributeOf(alternate, 'href'), entryBase),
    guid: textOf(entry.id),
    published: parseStatedDate(publishedRaw),
    publishedRaw,
    descriptionHtml: atomText(entry.summary) ?? atomText(entry.content),
  };
}

function failure(
  code: FeedParseErrorCode,
  message: string,
  line: number | null = null,
  column: number | null = null,
): FeedParseResult {
  return { ok: false, error: { code, message, line, column } };
}

function entriesOf(value: XmlValue): XmlObject[] {
  return (Array.isArray(value) ? value : []).filter(isObject);
}

/**
 * Parses an RSS 2.0 (or RSS 1.0) or Atom document. Never throws: oversized input, a DTD internal
 * subset, XML that is not well-formed (a truncated download) and XML that is no feed each come
 * back as a typed error.
 */
export function parseFeed(xml: string, maxChars: number = MAX_FEED_BYTES): FeedParseResult {
  if (xml.length > maxChars) {
    return failure('too_large', `Feed has ${xml.length} characters; the limit is ${maxChars}.`);
  }
  const text = xml.replace(/^\uFEFF/, '');
  if (INTERNAL_DTD.test(text)) {
    return failure('forbidden_dtd', 'Feed declares a DTD internal subset or entities; refused.');
  }
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    return failure('malformed', msg, line, col);
  }
  let document: XmlObject;
  try {
    document = parser.parse(text) as XmlObject;
  } catch (error) {
    return failure('malformed', error instanceof Error ? error.message : 'Unreadable XML.');
  }
  const rss = asObject(document.rss) ?? asObject(document.RDF);
  if (rss) {
    const channel = asObject(rss.channel);
    const base =
      resolveHttpUrl(attributeOf(rss, 'base'), null) ??
      resolveHttpUrl(attributeOf(channel ?? undefined, 'base'), null) ??
      resolveHttpUrl(textOf(channel?.link), null);
    const items = entriesOf(asObject(document.rss) ? channel?.item : rss.item);
    return {
      ok: true,
      feed: {
        format: 'rss',
        title: htmlToText(textOf(channel?.title) ?? ''),
        entries: items.map((item) => rssEntry(item, base)),
      },
    };
  }
  const feed = asObject(document.feed);
  if (feed) {
    const selfOrAlternate = entriesOf(feed.link).find(
      (link) => attributeOf(link, 'rel') !== 'self',
    );
    const base =
      resolveHttpUrl(attributeOf(feed, 'base'), null) ??
      resolveHttpUrl(attributeOf(selfOrAlternate, 'href'), null);
    return {
      ok: true,
      feed: {
        format: 'atom',
        title: htmlToText(atomText(feed.title) ?? ''),
        entries: entriesOf(feed.entry).map((entry) => atomEntry(entry, base)),
      },
    };
  }
  return failure('not_a_feed', 'The document is XML but neither RSS nor Atom.');
}
