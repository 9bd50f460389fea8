import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { MONTH_INDEX, parseStatedDate, type StatedDate } from './feed-date.js';
import type { FeedEntry } from './feed-parser.js';
import { resolveHttpUrl } from './feed-parser.js';
import { capText, nodeText, SUMMARY_MAX_CHARS, TITLE_MAX_CHARS } from './html-cleaner.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Reads an agency's HTML listing page (sources whose format is "html" in the registry) without
 * per-site selectors: an entry is a link whose nearest enclosing block holds that one link and a
 * date (a <time datetime> or a written date such as "November 3, 2025"). Navigation, menus and
 * footers are skipped; links without a nearby date are not entries. The result has the shape of
 * parsed feed entries, so the same normaliser handles both.
 */
export type ListingParser = (html: string, pageUrl: string) => FeedEntry[];

/** Titles shorter than this are menu words ("Next", "Read more"), not article titles. */
const MIN_TITLE_CHARS = 12;
/** Leftover text shorter than this is a label ("Press release"), not a teaser. */
const MIN_SUMMARY_CHARS = 20;
/** How far up from a link the date may sit (link → heading → item → list). */
const MAX_CLIMB = 4;
const CHROME_ELEMENTS = new Set(['nav', 'header', 'footer', 'aside', 'form', 'script', 'style']);

const WRITTEN_DATE =
  /\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(\d{1,2}),?\s+(\d{4})\b/i;
const NUMERIC_US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;
const ISO_DAY_IN_TEXT = /\b(\d{4}-\d{2}-\d{2})\b/;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

function parentOf(node: Node): Node | null {
  return 'parentNode' in node ? node.parentNode : null;
}

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function dayOf(year: number, monthIndex: number, day: number): StatedDate | null {
  const date = new Date(Date.UTC(year, monthIndex, day));
  if (date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) return null;
  return { iso: date.toISOString(), precision: 'day' };
}

/** A date written in page text: "November 3, 2025", "Nov. 3, 2025", "11/03/2025", "2025-11-03". */
export function writtenDate(text: string): { date: StatedDate; matched: string } | null {
  const written = WRITTEN_DATE.exec(text);
  if (written) {
    const monthIndex = MONTH_INDEX[(written[1] ?? '').slice(0, 3).toLowerCase()];
    const date =
      monthIndex === undefined ? null : dayOf(Number(written[3]), monthIndex, Number(written[2]));
    if (date) return { date, matched: written[0] };
  }
  const numeric = NUMERIC_US_DATE.exec(text);
  if (numeric) {
    const date = dayOf(Number(numeric[3]), Number(numeric[1]) - 1, Number(numeric[2]));
    if (date) return { date, matched: numeric[0] };
  }
  const iso = ISO_DAY_IN_TEXT.exec(text);
  if (iso?.[1]) {
    const date = parseStatedDate(iso[1]);
    if (date) return { date, matched: iso[0] };
  }
  return null;
}

function firstTimeElement(node: Node): Element | null {
  if (isElement(node) && node.tagName === 'time') return node;
  for (const child of childrenOf(node)) {
    const found = firstTimeElement(child);
    if (found) return found;
  }
  return null;
}

function dateNear(container: Node): { date: StatedDate; matched: string | null } | null {
  const time = firstTimeElement(container);
  if (time) {
    const fromAttribute = parseStatedDate(attribute(time, 'datetime'));
    if (fromAttribute) return { date: fromAttribute, matched: null };
    const fromText = writtenDate(nodeText(time));
    if (fromText) return fromText;
  }
  return writtenDate(nodeText(container));
}

interface Candidate {
  anchor: Element;
  href: string;
  title: string;
}

function collectCandidates(root: Node, base: string): Candidate[] {
  const candidates: Candidate[] = [];
  const walk = (node: Node): void => {
    if (isElement(node) && CHROME_ELEMENTS.has(node.tagName)) return;
    if (isElement(node) && node.tagName === 'a') {
      const href = resolveHttpUrl(attribute(node, 'href'), base);
      const title = nodeText(node);
      if (href !== null && title.length >= MIN_TITLE_CHARS) {
        candidates.push({ anchor: node, href: href.replace(/#.*$/, ''), title });
      }
      return;
    }
    for (const child of childrenOf(node)) walk(child);
  };
  walk(root);
  return candidates;
}

function contains(ancestor: Node, node: Node): boolean {
  for (let current: Node | null = node; current !== null; current = parentOf(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

function baseOf(document: Node, pageUrl: string): string {
  const find = (node: Node): Element | null => {
    if (isElement(node) && node.tagName === 'base') return node;
    for (const child of childrenOf(node)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const baseElement = find(document);
  return resolveHttpUrl(baseElement ? attribute(baseElement, 'href') : null, pageUrl) ?? pageUrl;
}

export const parseListingPage: ListingParser = (html, pageUrl) => {
  const document = parse(html);
  const base = baseOf(document, pageUrl);
  const candidates = collectCandidates(document, base);
  const entries: FeedEntry[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate.href)) continue;
    let container: Node | null = parentOf(candidate.anchor);
    for (let level = 0; container !== null && level < MAX_CLIMB; level += 1) {
      const scope = container;
      const others = candidates.filter(
        (other) => other.href !== candidate.href && contains(scope, other.anchor),
      );
      // A block holding another article's link is the whole list, not this item.
      if (others.length > 0) break;
      const near = dateNear(scope);
      if (near) {
        seen.add(candidate.href);
        const rest = nodeText(scope, new Set(['a', 'time', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']));
        const summary = (near.matched ? rest.replace(near.matched, '') : rest)
          .replace(/^[\s|·•–—-]+|[\s|·•–—-]+$/g, '')
          .trim();
        entries.push({
          title: capText(candidate.title, TITLE_MAX_CHARS),
          link: candidate.href,
          guid: null,
          published: near.date,
          publishedRaw:
            near.matched ?? attribute(firstTimeElement(scope) ?? candidate.anchor, 'datetime'),
          descriptionHtml:
            summary.length >= MIN_SUMMARY_CHARS
              ? escapeHtml(capText(summary, SUMMARY_MAX_CHARS))
              : null,
        });
        break;
      }
      container = parentOf(scope);
    }
  }
  return entries;
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
