import { AppError } from '../../plugins/app-error.js';

/**
 * How much screenshot reading one client address may cause (issue 18, decision 0050). The rate
 * limit counts requests, but one hostile picture can cost a reader many seconds: this counts the
 * reading itself. A client may have `concurrentPerClient` screenshots read at once (one, by
 * default, so with two OCR workers one address can never hold them both) and spend at most
 * `msPerWindow` of reading time in any `windowMs`. Over either, the answer is 429 with
 * Retry-After before anything is decoded.
 */
export interface ScreenshotBudgetOptions {
  concurrentPerClient: number;
  msPerWindow: number;
  windowMs: number;
  /** Milliseconds since some epoch; the clock's, so tests can move time. */
  now: () => number;
}

interface Spending {
  at: number;
  ms: number;
}

interface ClientUse {
  running: number;
  spent: Spending[];
}

/** Above this many remembered clients, every idle one is forgotten on the next reading. */
const SWEEP_ABOVE_CLIENTS = 10_000;

export const SCREENSHOT_IN_PROGRESS_MESSAGE =
  'A screenshot you sent is still being read. Please wait for its result before sending another.';
export const SCREENSHOT_BUDGET_MESSAGE =
  'You have sent many screenshots that took long to read. Please wait a few minutes, or type the message instead.';

export type ScreenshotBudget = ReturnType<typeof createScreenshotBudget>;

export function createScreenshotBudget(options: ScreenshotBudgetOptions) {
  const clients = new Map<string, ClientUse>();

  const forgetOld = (use: ClientUse, now: number) => {
    while (use.spent[0] !== undefined && use.spent[0].at <= now - options.windowMs) {
      use.spent.shift();
    }
  };

  const sweep = (now: number) => {
    for (const [key, use] of clients) {
      forgetOld(use, now);
      if (use.running === 0 && use.spent.length === 0) clients.delete(key);
    }
  };

  /** Seconds until enough of the client's spending has aged out of the window to be under budget. */
  const secondsUntilUnder = (use: ClientUse, now: number): number => {
    let total = use.spent.reduce((sum, entry) => sum + entry.ms, 0);
    for (const entry of use.spent) {
      total -= entry.ms;
      if (total < options.msPerWindow) {
        return Math.max(1, Math.ceil((entry.at + options.windowMs - now) / 1000));
      }
    }
    return Math.max(1, Math.ceil(options.windowMs / 1000));
  };

  return {
    /** Runs `read` for the client, or throws a 429 AppError when it is over its share. */
    async run<T>(clientKey: string, read: () => Promise<T>): Promise<T> {
      const now = options.now();
      if (clients.size > SWEEP_ABOVE_CLIENTS) sweep(now);
      const use = clients.get(clientKey) ?? { running: 0, spent: [] };
      clients.set(clientKey, use);
      forgetOld(use, now);
      if (use.running >= options.concurrentPerClient) {
        throw new AppError('RATE_LIMITED', 429, SCREENSHOT_IN_PROGRESS_MESSAGE, 2);
      }
      const spentMs = use.spent.reduce((sum, entry) => sum + entry.ms, 0);
      if (spentMs >= options.msPerWindow) {
        throw new AppError(
          'RATE_LIMITED',
          429,
          SCREENSHOT_BUDGET_MESSAGE,
          secondsUntilUnder(use, now),
        );
      }
      use.running += 1;
      try {
        return await read();
      } finally {
        const end = options.now();
        use.running -= 1;
        // Charged when it ends, whether it succeeded or not: a failed reading cost as much.
        use.spent.push({ at: end, ms: Math.max(0, end - now) });
      }
    },
    /** How many client addresses are remembered (for the test that they are forgotten). */
    clientCount: () => clients.size,
  };
}
