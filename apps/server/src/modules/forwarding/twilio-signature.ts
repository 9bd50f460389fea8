import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The SMS provider's request signature (Twilio's scheme): base64 of HMAC-SHA1, keyed with the
 * account's auth token, over the full URL the provider called followed by every POST parameter's
 * name and value, sorted by name. Pure.
 */
export function smsSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => `${text}${name}${params[name] ?? ''}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Compares in constant time, so the signature cannot be found a byte at a time. */
export function isValidSmsSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  signature: string | undefined,
): boolean {
  if (signature === undefined || signature.length === 0) return false;
  const expected = Buffer.from(smsSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A TwiML answer with one message (or none), its text escaped for XML. */
export function twimlMessage(text: string | null): string {
  const body =
    text === null
      ? ''
      : `<Message>${text
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
