import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleSpeech, transcriptionsUrl } from './openai-compatible.speech.js';
import { SpeechError } from './speech.types.js';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: FormData;
}

type Reply = { status: number; body: string; delayMs?: number };

/**
 * A local stand-in for an OpenAI-compatible transcription service on 127.0.0.1: it parses the
 * multipart body as the real API would and answers with whatever the test set in `reply`.
 */
function startFakeService() {
  const received: ReceivedRequest[] = [];
  let reply: Reply = { status: 200, body: '{"text":""}' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        form,
      });
      const send = () => {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  return {
    received,
    setReply: (next: Reply) => {
      reply = next;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://127.0.0.1:${port}`);
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const recording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 9)]);

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('transcriptionsUrl', () => {
  it.each([
    ['https://api.openai.com', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://stt.example.org/', 'https://stt.example.org/v1/audio/transcriptions'],
    ['http://10.0.0.5:8000/whisper//', 'http://10.0.0.5:8000/whisper/v1/audio/transcriptions'],
  ])('%s → %s', (base, expected) => {
    expect(transcriptionsUrl(base)).toBe(expected);
  });
});

describe('createOpenAiCompatibleSpeech against a local service', () => {
  const service = startFakeService();
  let baseUrl = '';

  beforeAll(async () => {
    baseUrl = await service.listen();
  });
  afterAll(async () => {
    await service.close();
  });
  beforeEach(() => {
    service.received.length = 0;
  });

  const speech = () =>
    createOpenAiCompatibleSpeech({
      url: baseUrl,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 2_000,
    });

  it('posts the recording as multipart with the model and the bearer key, and returns the text', async () => {
    service.setReply({ status: 200, body: JSON.stringify({ text: '  Please call me back.  ' }) });
    const result = await speech().transcribe({
      audio: recording,
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(result).toEqual({ text: 'Please call me back.' });

    const [request] = service.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.form.get('model')).toBe('whisper-1');
    const file = request?.form.get('file');
    expect(file).toBeInstanceOf(File);
    if (!(file instanceof File)) return;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(recording)).toBe(true);
  });

  it('names an MP4 recording .m4a', async () => {
    service.setReply({ status: 200, body: JSON.stringify({ text: 'hello' }) });
    await speech().transcribe({ audio: recording, mimeType: 'audio/mp4' });
    const file = service.received[0]?.form.get('file');
    expect(file instanceof File ? file.name : undefined).toBe('recording.m4a');
  });

  it('sends no authorization header when no key is configured', async () => {
    service.setReply({ status: 200, body: JSON.stringify({ text: 'hello' }) });
    const keyless = createOpenAiCompatibleSpeech({
      url: `${baseUrl}/`,
      model: 'm',
      timeoutMs: 2_000,
    });
    await keyless.transcribe({ audio: recording, mimeType: 'audio/webm' });
    expect(service.received[0]?.headers.authorization).toBeUndefined();
  });

  it('says no text was extracted when the service hears nothing', async () => {
    service.setReply({ status: 200, body: JSON.stringify({ text: '   ' }) });
    expect(
      await errorOf(speech().transcribe({ audio: recording, mimeType: 'audio/webm' })),
    ).toMatchObject({
      code: 'NO_TEXT_EXTRACTED',
      message: 'No text was extracted from the audio',
    });
  });

  const failures: { name: string; reply: Reply; code: string; message?: RegExp }[] = [
    {
      name: 'a refused key',
      reply: {
        status: 401,
        body: JSON.stringify({ error: { message: 'Incorrect API key provided' } }),
      },
      code: 'STT_FAILED',
      message: /refused the API key \(401\): Incorrect API key provided/,
    },
    {
      name: 'a server error',
      reply: { status: 500, body: 'upstream exploded' },
      code: 'STT_FAILED',
      message: /500: upstream exploded/,
    },
    {
      name: 'a body too large for the service',
      reply: { status: 413, body: '{}' },
      code: 'AUDIO_TOO_LARGE',
    },
    {
      name: 'an answer that is not JSON',
      reply: { status: 200, body: '<html>proxy error</html>' },
      code: 'STT_FAILED',
    },
    {
      name: 'JSON without a text field',
      reply: { status: 200, body: '{"transcript":"hi"}' },
      code: 'STT_FAILED',
    },
    {
      name: 'an answer slower than the timeout',
      reply: { status: 200, body: '{"text":"late"}', delayMs: 1_500 },
      code: 'STT_TIMEOUT',
    },
  ];

  it.each(failures)('reports $name as $code', async ({ reply, code, message }) => {
    service.setReply(reply);
    const quick = createOpenAiCompatibleSpeech({ url: baseUrl, model: 'm', timeoutMs: 500 });
    const error = await errorOf(quick.transcribe({ audio: recording, mimeType: 'audio/webm' }));
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ code });
    if (message) expect((error as SpeechError).message).toMatch(message);
  });

  it('reports an unreachable service as STT_FAILED', async () => {
    const closed = startFakeService();
    const url = await closed.listen();
    await closed.close();
    const unreachable = createOpenAiCompatibleSpeech({ url, model: 'm', timeoutMs: 2_000 });
    expect(
      await errorOf(unreachable.transcribe({ audio: recording, mimeType: 'audio/webm' })),
    ).toMatchObject({
      code: 'STT_FAILED',
    });
  });

  it('refuses a recording over the size limit without calling the service', async () => {
    const error = await errorOf(
      speech().transcribe({ audio: Buffer.alloc(10 * 1024 * 1024 + 1), mimeType: 'audio/webm' }),
    );
    expect(error).toMatchObject({ code: 'AUDIO_TOO_LARGE' });
    expect(service.received).toHaveLength(0);
  });

  it('is available as soon as it is configured', async () => {
    expect(await speech().isAvailable()).toBe(true);
  });
});
