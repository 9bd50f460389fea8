const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
};

/** Removes one kind of block (script, style) by scanning, so unclosed tags cannot cause rescans. */
function removeBlocks(html: string, tag: string): string {
  const lower = html.toLowerCase();
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let out = '';
  let from = 0;
  for (;;) {
    const start = lower.indexOf(open, from);
    if (start < 0) break;
    const end = lower.indexOf(close, start);
    out += html.slice(from, start);
    if (end < 0) return out;
    from = end + close.length;
  }
  return out + html.slice(from);
}

function decodeEntity(entity: string): string {
  if (entity.startsWith('#x') || entity.startsWith('#X')) {
    const code = Number.parseInt(entity.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  if (entity.startsWith('#')) {
    const code = Number.parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED_ENTITIES[entity.toLowerCase()] ?? `&${entity};`;
}

/**
 * HTML to visible text: link targets are kept beside their text, because a scam's real address is
 * often hidden behind innocent link text.
 */
export function stripHtml(html: string): string {
  let text = removeBlocks(removeBlocks(html, 'script'), 'style');
  text = text.replace(/<a\s[^>]{0,2000}>/gi, (tag) => {
    const href = /href\s*=\s*["']?([^"'\s>]+)/i.exec(tag);
    return href ? ` ${href[1]} ` : ' ';
  });
  text = text.replace(/<(?:br|\/p|\/div|\/tr|\/li|\/h\d)[^>]{0,200}>/gi, '\n');
  text = text.replace(/<[^>]{0,2000}>/g, ' ');
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (_m, entity: string) =>
    decodeEntity(entity),
  );
}
