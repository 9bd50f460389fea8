import type { User } from '@scambuddy/contracts';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render-app.js';
import { addRoutes, json, type RecordedCall } from '../../analyze/test/fake-api.js';

/** A WebSocket that records itself and lets a test push server frames. */
export class TestSocket {
  static made: TestSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    TestSocket.made.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  push(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

/**
 * The whole app at `path` with the intelligence API answered from `answers` (path and query →
 * body, or a Response for errors) and WebSocket faked.
 */
export function renderIntel(
  path: string,
  answers: Record<string, unknown>,
  options: { user?: User | null } = {},
): ReturnType<typeof renderApp> & { calls: RecordedCall[] } {
  TestSocket.made = [];
  vi.stubGlobal('WebSocket', TestSocket);
  const app = renderApp({ path, user: options.user ?? null });
  const calls = addRoutes(app.fetchMock, ({ url }) => {
    if (!(url in answers)) return undefined;
    const answer = answers[url];
    return answer instanceof Response ? answer.clone() : json(answer);
  });
  return { ...app, calls };
}
