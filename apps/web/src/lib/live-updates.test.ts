import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  RECONNECT_MAX_DELAY_MS,
  connectLiveUpdates,
  liveUpdatesUrl,
  reconnectDelayMs,
  type SocketLike,
} from './live-updates.js';

class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }
}

function latest(): FakeSocket {
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('no socket made');
  return socket;
}

describe('reconnectDelayMs', () => {
  it.each([
    [0, 0, 500],
    [0, 0.999, 1000],
    [1, 0, 1000],
    [3, 0.5, 6000],
    [10, 0, RECONNECT_MAX_DELAY_MS / 2],
    [10, 1, RECONNECT_MAX_DELAY_MS],
  ])('attempt %d with random %d waits %d ms', (attempt, random, expected) => {
    expect(reconnectDelayMs(attempt, random)).toBe(expected);
  });

  it('never waits less than half the step nor more than the cap', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      for (const random of [0, 0.3, 0.99]) {
        const delay = reconnectDelayMs(attempt, random);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_DELAY_MS);
      }
    }
  });
});

describe('liveUpdatesUrl', () => {
  it('uses ws: on http and wss: on https, same host', () => {
    expect(liveUpdatesUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/ws',
    );
    expect(liveUpdatesUrl({ protocol: 'https:', host: 'scambuddy.example' })).toBe(
      'wss://scambuddy.example/ws',
    );
  });
});

describe('connectLiveUpdates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function connect(onCacheUpdated = vi.fn()) {
    const connection = connectLiveUpdates({
      url: 'ws://host/ws',
      createSocket: (url) => new FakeSocket(url),
      onCacheUpdated,
      random: () => 0,
      now: () => Date.now(),
    });
    return { connection, onCacheUpdated };
  }

  it('hands each valid cache-updated message over and ignores anything else', () => {
    const { connection, onCacheUpdated } = connect();
    latest().open();
    latest().receive({ type: 'cache-updated', newAlerts: 3 });
    latest().receive({ type: 'cache-updated', newAlerts: -1 });
    latest().receive({ type: 'something-else' });
    latest().receive('not json');
    expect(onCacheUpdated).toHaveBeenCalledTimes(1);
    expect(onCacheUpdated).toHaveBeenCalledWith({ type: 'cache-updated', newAlerts: 3 });
    connection.stop();
  });

  it('reconnects with growing delays after drops, and resets once a connection opens', () => {
    const { connection } = connect();
    latest().drop();
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.made).toHaveLength(4);
    connection.stop();
  });

  it('sends a ping every heartbeat interval while open', () => {
    const { connection } = connect();
    latest().open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(latest().sent).toEqual([
      JSON.stringify({ type: 'ping' }),
      JSON.stringify({ type: 'ping' }),
    ]);
    connection.stop();
  });

  it('closes and reconnects a socket whose server stopped answering pings', () => {
    const { connection } = connect();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS + HEARTBEAT_INTERVAL_MS);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MAX_DELAY_MS);
    expect(FakeSocket.made.length).toBeGreaterThan(1);
    connection.stop();
  });

  it('keeps a socket whose server never answers pings (the heartbeat is optional)', () => {
    const { connection } = connect();
    latest().open();
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS * 3);
    expect(latest().closed).toBe(false);
    expect(FakeSocket.made).toHaveLength(1);
    connection.stop();
  });

  it('stops for good: the socket closes and no reconnect follows', () => {
    const { connection } = connect();
    latest().open();
    connection.stop();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MAX_DELAY_MS * 2);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
