import { useSyncExternalStore } from 'react';

/**
 * Whether free text (news items and the like, DELTAS row 8) is being translated right now.
 * Callers wrap each translation in `beginTranslation()` … `done()`; the indicator reads the store.
 */
export type TranslationPhase = 'idle' | 'translating' | 'complete';

/** How long "Translation complete" stays on screen before the indicator hides. */
export const TRANSLATION_COMPLETE_VISIBLE_MS = 2000;

let pendingCount = 0;
let phase: TranslationPhase = 'idle';
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPhase(next: TranslationPhase): void {
  if (phase === next) return;
  phase = next;
  for (const listener of listeners) listener();
}

/** Marks one translation as started; call the returned function once when it settles. */
export function beginTranslation(): () => void {
  clearTimeout(hideTimer);
  pendingCount += 1;
  setPhase('translating');
  let isSettled = false;
  return () => {
    if (isSettled) return;
    isSettled = true;
    pendingCount -= 1;
    if (pendingCount > 0) return;
    setPhase('complete');
    hideTimer = setTimeout(() => setPhase('idle'), TRANSLATION_COMPLETE_VISIBLE_MS);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getPhase(): TranslationPhase {
  return phase;
}

export function useTranslationPhase(): TranslationPhase {
  return useSyncExternalStore(subscribe, getPhase, getPhase);
}
