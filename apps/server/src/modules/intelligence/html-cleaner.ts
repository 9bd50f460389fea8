import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Summaries are teasers on cards; the article itself is one click away at the source. */
export const SUMMARY_MAX_CHARS = 600;
export const TITLE_MAX_CHARS = 300;

// Never text a reader should see: code, media, and footnote markers (<sup>1</sup>).
const DROPPED_ALWAYS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'svg',
  'img',
  'sup',
]);
// Dropped from summaries only: Drupal's byline date, repeated headings and footnote text (<small>).
const DROPPED_FROM_SUMMARY = new Set(['time', 'small', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// A summary is read from these when the HTML has paragraphs, which skips Drupal's header spans.
const PROSE_ELEMENTS = new Set(['p', 'li', 'blockquote', 'dd']);
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/** Whitespace (including no-break spaces) collapsed to single spaces, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at the last word boundary before `maxChars` and marks the cut with an ellipsis. */
export function capText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars - 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > maxChars * 0.6 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

interface WalkOptions {
  dropped: ReadonlySet<string>;
  /** Everything after the first <hr> is left out (FTC puts endnotes below a rule). */
  stopAtRule: boolean;
}

function collectText(root: Node, options: WalkOptions, onlyProse: boolean): string {
  const parts: string[] = [];
  let stopped = false;
  const walk = (node: Node, insideProse: boolean): void => {
    if (stopped) return;
    if (node.nodeName === '#text' && 'value' in node) {
      if (!onlyProse || insideProse) parts.push(node.value);
      return;
    }
    if (!isElement(node)) {
      for (const child of childrenOf(node)) walk(child, insideProse);
      return;
    }
    if (options.stopAtRule && node.tagName === 'hr') {
      stopped = true;
      return;
    }
    if (options.dropped.has(node.tagName)) return;
    const isBlock = BLOCK_ELEMENTS.has(node.tagName);
    if (isBlock) parts.push(' ');
    const prose = insideProse || PROSE_ELEMENTS.has(node.tagName);
    for (const child of node.childNodes) walk(child, prose);
    if (isBlock) parts.push(' ');
  };
  walk(root, false);
  return collapseWhitespace(parts.join(''));
}

function hasProse(node: Node): boolean {
  if (isElement(node) && PROSE_ELEMENTS.has(node.tagName)) return true;
  return childrenOf(node).some(hasProse);
}

/**
 * Plain text of an HTML fragment (a title, a listing entry): tags removed, entities decoded,
 * footnote markers and scripts dropped, whitespace collapsed, capped. Empty text is null.
 */
export function htmlToText(html: string, maxChars: number = TITLE_MAX_CHARS): string | null {
  const text = collectText(
    parseFragment(html),
    { dropped: DROPPED_ALWAYS, stopAtRule: false },
    false,
  );
  return text === '' ? null : capText(text, maxChars);
}

/**
 * A card summary from a feed description: when the HTML has paragraphs only their prose is read
 * (skipping Drupal's title, byline and date header), footnote markers and the endnotes below the
 * first rule are left out, entities decoded, whitespace collapsed, and the text capped.
 */
export function summariseHtml(html: string, maxChars: number = SUMMARY_MAX_CHARS): string | null {
  const fragment = parseFragment(html);
  const options: WalkOptions = {
    dropped: new Set([...DROPPED_ALWAYS, ...DROPPED_FROM_SUMMARY]),
    stopAtRule: true,
  };
  const text = collectText(fragment, options, hasProse(fragment));
  return text === '' ? null : capText(text, maxChars);
}

/** Plain text of an already parsed node (for the listing parser), collapsed, uncapped. */
export function nodeText(node: Node, skip: ReadonlySet<string> = new Set()): string {
  return collectText(
    node,
    { dropped: new Set([...DROPPED_ALWAYS, ...skip]), stopAtRule: false },
    false,
  );
}

export interface Anchor {
  href: string;
  text: string | null;
}

/** Every <a href> of a fragment in document order, with its text. */
export function anchorsOf(html: string): Anchor[] {
  const anchors: Anchor[] = [];
  const walk = (node: Node): void => {
    if (isElement(node) && node.tagName === 'a') {
      const href = node.attrs.find((attr) => attr.name === 'href')?.value.trim();
      if (href) {
        const text = collectText(node, { dropped: DROPPED_ALWAYS, stopAtRule: false }, false);
        anchors.push({ href, text: text === '' ? null : text });
      }
    }
    for (const child of childrenOf(node)) walk(child);
  };
  walk(parseFragment(html));
  return anchors;
}
