/** Time, injected so that services and tests never read the system clock directly. */
export interface Clock {
  now(): Date;
  /** A monotonic millisecond counter for measuring durations; unaffected by clock changes. */
  monotonicMs(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  monotonicMs: () => performance.now(),
};
