import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/app-error.js';
import {
  createScreenshotBudget,
  SCREENSHOT_BUDGET_MESSAGE,
  SCREENSHOT_IN_PROGRESS_MESSAGE,
} from './screenshot-budget.js';

/** Issue 18: each client address's share of the screenshot readers. */
function setUp(concurrentPerClient = 1) {
  let now = 0;
  const budget = createScreenshotBudget({
    concurrentPerClient,
    msPerWindow: 10_000,
    windowMs: 60_000,
    now: () => now,
  });
  /** A reading that takes `ms` of the fake clock. */
  const reading = (ms: number) => async () => {
    now += ms;
    return 'read';
  };
  return { budget, reading, advance: (ms: number) => (now += ms) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error('expected an AppError');
  return error;
}

describe('createScreenshotBudget', () => {
  it('lets one address have one screenshot read at a time, and others go on meanwhile', async () => {
    const { budget } = setUp();
    let finish: () => void = () => undefined;
    const slow = budget.run(
      '198.51.100.7',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const second = await refusal(budget.run('198.51.100.7', async () => 'read'));
    expect(second).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 2 });
    expect(second.message).toBe(SCREENSHOT_IN_PROGRESS_MESSAGE);
    await expect(budget.run('203.0.113.9', async () => 'read')).resolves.toBe('read');
    finish();
    await slow;
    await expect(budget.run('198.51.100.7', async () => 'read')).resolves.toBe('read');
  });

  it('allows more at once when configured', async () => {
    const { budget } = setUp(2);
    const never = () => new Promise<never>(() => undefined);
    void budget.run('a', never);
    void budget.run('a', never);
    expect((await refusal(budget.run('a', never))).status).toBe(429);
  });

  it('counts reading time, refuses over the budget with the wait, and forgets it after the window', async () => {
    const { budget, reading, advance } = setUp();
    await budget.run('a', reading(4_000)); // spent at t=4 s
    advance(1_000);
    await budget.run('a', reading(7_000)); // spent at t=12 s; 11 s in all
    const over = await refusal(budget.run('a', reading(1)));
    expect(over).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(over.message).toBe(SCREENSHOT_BUDGET_MESSAGE);
    // The first 4 s leave the window at t=64 s, which takes it under 10 s.
    expect(over.retryAfterSeconds).toBe(52);
    await expect(budget.run('b', reading(1))).resolves.toBe('read');
    advance(52_000);
    await expect(budget.run('a', reading(1))).resolves.toBe('read');
  });

  it('charges a reading that failed too, and frees its place', async () => {
    const { budget, advance } = setUp();
    const failing = () => {
      advance(10_000);
      return Promise.reject(new Error('OCR failed'));
    };
    await expect(budget.run('a', failing)).rejects.toThrow('OCR failed');
    expect((await refusal(budget.run('a', async () => 'read'))).message).toBe(
      SCREENSHOT_BUDGET_MESSAGE,
    );
  });
});
