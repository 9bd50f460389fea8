import { WsServerMessageSchema, type CacheUpdatedMessage } from '@scambuddy/contracts';

/**
 * The client side of `/ws` (spec part 2 §7, issue 6): one socket that reconnects with exponential
 * backoff and sends a heartbeat, and hands every validated `cache-updated` message to its caller.
 * No React here, so the connection logic is tested with a fake socket and fake timers.
 */

/** First reconnect waits about this long; each failure doubles it up to the cap. */
export const RECONNECT_BASE_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** Idle proxies commonly drop a silent socket after 60 s; a ping every 25 s keeps it open. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
/** After a pong has been seen, this long without one means the connection is dead. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): "equal jitter" exponential backoff, half the
 * capped exponential step fixed and half random, so a server restart is not met by every client
 * at the same instant while each still waits at least half the step. `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const step = Math.min(
    RECONNECT_MAX_DELAY_MS,
    RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt),
  );
  const half = step / 2;
  return Math.round(half + half * Math.min(Math.max(random, 0), 1));
}

/** The `/ws` address on the page's own host, `wss:` under https. */
export function liveUpdatesUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** The subset of the browser WebSocket this client uses (a fake in tests). */
export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveUpdatesOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  onCacheUpdated: (message: CacheUpdatedMessage) => void;
  random?: () => number;
  now?: () => number;
}

const OPEN = 1;

export interface LiveUpdatesConnection {
  /** Closes the socket for good: no reconnect. */
  stop(): void;
}

/** Opens the socket and keeps it open until `stop()`. */
export function connectLiveUpdates(options: LiveUpdatesOptions): LiveUpdatesConnection {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let lastPongAt: number | null = null;

  function clearHeartbeat(): void {
    if (heartbeatTimer !== null) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer !== null) return;
    const delay = reconnectDelayMs(attempt, random());
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      open();
    }, delay);
  }

  function heartbeat(current: SocketLike): void {
    // Only a server that has answered a ping is held to answering the next ones.
    if (lastPongAt !== null && now() - lastPongAt > HEARTBEAT_TIMEOUT_MS) {
      current.close();
      return;
    }
    if (current.readyState === OPEN) current.send(JSON.stringify({ type: 'ping' }));
  }

  function open(): void {
    if (stopped) return;
    let current: SocketLike;
    try {
      current = options.createSocket(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    lastPongAt = null;
    current.onopen = () => {
      attempt = 0;
      clearHeartbeat();
      heartbeatTimer = setInterval(() => heartbeat(current), HEARTBEAT_INTERVAL_MS);
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      // A frame is outside input: anything not in the contract is ignored.
      const parsed = WsServerMessageSchema.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'pong') lastPongAt = now();
      else options.onCacheUpdated(parsed.data);
    };
    current.onerror = () => {
      // The close event that follows an error does the reconnecting.
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      clearHeartbeat();
      scheduleReconnect();
    };
  }

  open();

  return {
    stop() {
      stopped = true;
      clearHeartbeat();
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      socket?.close();
      socket = null;
    },
  };
}
