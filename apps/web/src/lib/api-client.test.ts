import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api-client.js';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('always sends credentials and sends a plain body as JSON', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/analyze', { inputType: 'text', text: 'hi' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/analyze');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"inputType":"text","text":"hi"}');
  });

  it('sends FormData as is, letting the browser set the multipart header', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('inputType', 'image');
    await apiRequest('POST', '/api/analyze', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('fails with "{status}: {body text}" on a non-OK answer', async () => {
    stubFetch(
      new Response('{"code":"BAD","message":"nope"}', { status: 400, statusText: 'Bad Request' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(
      new Error('400: {"code":"BAD","message":"nope"}'),
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(
      new Error('503: Service Unavailable'),
    );
  });
});

describe('getQueryFn', () => {
  const runQuery = (on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) =>
    new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery({
      queryKey,
      queryFn: getQueryFn({ on401 }),
    });

  it('GETs the query key segments joined with "/" and parses JSON, with credentials', async () => {
    const fetchMock = stubFetch(new Response('{"id":"r1"}', { status: 200 }));
    await expect(runQuery('throw', ['/api/report', 'r1'])).resolves.toEqual({ id: 'r1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/report/r1', { credentials: 'include' });
  });

  it('yields null on 401 when told to return null, reading the body so the request finishes', async () => {
    const response = new Response('{"code":"UNAUTHORIZED"}', {
      status: 401,
      statusText: 'Unauthorized',
    });
    stubFetch(response);
    await expect(runQuery('returnNull', ['/auth/user'])).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it('throws "401: …" on 401 when told to throw', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery('throw', ['/auth/user'])).rejects.toThrow(new Error('401: Unauthorized'));
  });

  it('still throws on other failures when returning null for 401', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(runQuery('returnNull', ['/api/x'])).rejects.toThrow(new Error('500: boom'));
  });
});
