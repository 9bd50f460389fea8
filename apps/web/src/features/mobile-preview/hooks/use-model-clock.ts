import { useEffect, useRef } from 'react';

/**
 * Drives one of the pure preview models: when the model says when it next needs waking
 * (`wakeAtMs`, wall-clock milliseconds), one timeout is set for that moment and `onWake` gets the
 * time. The timeout is replaced whenever the wake time changes and cleared when the demo unmounts,
 * so leaving the page leaves no timer running.
 */
export function useModelClock(wakeAtMs: number | null, onWake: (nowMs: number) => void): void {
  const onWakeRef = useRef(onWake);
  useEffect(() => {
    onWakeRef.current = onWake;
  });
  useEffect(() => {
    if (wakeAtMs === null) return undefined;
    const timer = window.setTimeout(
      () => onWakeRef.current(Date.now()),
      Math.max(0, wakeAtMs - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [wakeAtMs]);
}

/** Re-renders every `intervalMs` while `isRunning`, for progress bars that fill over time. */
export function useRepaint(isRunning: boolean, intervalMs: number, onRepaint: () => void): void {
  const onRepaintRef = useRef(onRepaint);
  useEffect(() => {
    onRepaintRef.current = onRepaint;
  });
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => onRepaintRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [isRunning, intervalMs]);
}
