/**
 * Fetches a picture message's media (issue 20) only from the SMS provider's own media origins
 * (`SMS_MEDIA_ORIGINS`): a webhook that names any other address is never followed, so the
 * webhook cannot be used to make the server fetch something else. Redirects are followed by hand,
 * each hop checked the same way.
 */

export interface MediaFetchOptions {
  allowedOrigins: readonly string[];
  maxBytes: number;
  timeoutMs: number;
}

const MAX_REDIRECTS = 3;

export class MediaRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MediaRefusedError';
  }
}

export function isAllowedMediaUrl(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    return allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

export async function fetchMedia(url: string, options: MediaFetchOptions): Promise<Buffer> {
  let current = url;
  const signal = AbortSignal.timeout(options.timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!isAllowedMediaUrl(current, options.allowedOrigins)) {
      throw new MediaRefusedError('media address is not the provider’s media host');
    }
    const response = await fetch(current, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      current = new URL(location, current).toString();
      continue;
    }
    if (!response.ok || response.body === null) {
      throw new MediaRefusedError(`media host answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > options.maxBytes) {
      await response.body.cancel();
      throw new MediaRefusedError('media too large');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > options.maxBytes) throw new MediaRefusedError('media too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
  throw new MediaRefusedError('too many redirects');
}
