/**
 * SMS length rules (issue 20: an answer fits in two segments). A message in the GSM 7-bit
 * alphabet holds 160 characters alone or 153 per part when split; anything else is sent as UCS-2,
 * 70 alone or 67 per part (counted in UTF-16 code units).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Units a text takes, and whether it is sent as GSM 7-bit. */
function measure(text: string): { units: number; gsm: boolean } {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else return { units: text.length, gsm: false };
  }
  return { units, gsm: true };
}

export function segmentCount(text: string): number {
  const { units, gsm } = measure(text);
  const single = gsm ? 160 : 70;
  const part = gsm ? 153 : 67;
  return units <= single ? 1 : Math.ceil(units / part);
}

/**
 * `head` shortened (at a word where it can) so `head + tail` fits in `maxSegments`; the tail (the
 * report link) is never cut.
 */
export function fitSegments(head: string, tail: string, maxSegments: number): string {
  const join = (part: string) => (part.length === 0 ? tail : `${part} ${tail}`);
  if (segmentCount(join(head)) <= maxSegments) return join(head);
  const words = head.split(' ');
  while (words.length > 0) {
    words.pop();
    const candidate = `${words.join(' ')}…`;
    if (segmentCount(join(candidate)) <= maxSegments) return join(candidate);
  }
  return tail;
}
