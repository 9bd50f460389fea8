export const EMAIL =
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,5}\b/gi;
const MAX_EMAILS = 20;

export function extractEmails(display: string): string[] {
  const found = new Set<string>();
  for (const match of display.matchAll(EMAIL)) {
    if (found.size >= MAX_EMAILS) break;
    found.add(match[0].toLowerCase());
  }
  return [...found];
}
