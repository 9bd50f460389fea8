import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { MAX_UPLOAD_BYTES } from '../../adapters/uploads/index.js';

/**
 * A received message read with mailparser (issue 20), reduced to what the service needs: who sent
 * it, how to thread the answer, its text, messages attached as `.eml`, and pictures to read.
 */
export interface IncomingMail {
  messageId: string | null;
  references: string[];
  subject: string;
  fromAddress: string | null;
  /** Header names lower-cased; the first value of each. */
  headers: Map<string, string>;
  contentType: string;
  text: string;
  attachedMessages: AttachedMessage[];
  images: Buffer[];
}

export interface AttachedMessage {
  from: string | null;
  subject: string;
  text: string;
}

/** Pictures read from one forward at most, and `.eml` messages opened. */
export const MAX_IMAGES = 2;
export const MAX_ATTACHED_MESSAGES = 2;
/** A picture larger than this is left aside (the same limit as the web's screenshot upload). */
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export async function readMail(raw: Buffer): Promise<IncomingMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers = new Map<string, string>();
  for (const line of parsed.headerLines) {
    if (headers.has(line.key)) continue;
    headers.set(line.key, line.line.slice(line.line.indexOf(':') + 1).trim());
  }
  const attachedMessages: AttachedMessage[] = [];
  const images: Buffer[] = [];
  for (const attachment of parsed.attachments) {
    const type = attachment.contentType.toLowerCase();
    if (type === 'message/rfc822' && attachedMessages.length < MAX_ATTACHED_MESSAGES) {
      const inner = await simpleParser(attachment.content, { skipImageLinks: true });
      attachedMessages.push({
        from: addressText(inner.from),
        subject: inner.subject ?? '',
        text: bodyText(inner),
      });
    } else if (
      IMAGE_TYPES.has(type) &&
      images.length < MAX_IMAGES &&
      attachment.content.length <= MAX_IMAGE_BYTES
    ) {
      images.push(attachment.content);
    }
  }
  return {
    messageId: parsed.messageId ?? null,
    references: toList(parsed.references),
    subject: parsed.subject ?? '',
    fromAddress: firstAddress(parsed.from),
    headers,
    contentType: headers.get('content-type') ?? 'text/plain',
    text: bodyText(parsed),
    attachedMessages,
    images,
  };
}

function bodyText(parsed: ParsedMail): string {
  if (typeof parsed.text === 'string' && parsed.text.trim().length > 0) return parsed.text;
  // An HTML-only message: mailparser's own conversion keeps the words and drops the markup.
  return typeof parsed.html === 'string' ? htmlToPlain(parsed.html) : '';
}

function htmlToPlain(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function firstAddress(from: AddressObject | undefined): string | null {
  const address = from?.value[0]?.address;
  return address === undefined || address === '' ? null : address.toLowerCase();
}

function addressText(from: AddressObject | undefined): string | null {
  return from === undefined || from.text === '' ? null : from.text;
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : value.split(/\s+/).filter((id) => id.length > 0);
}
