import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec part 1 §9: at most one toast at a time. */
export const TOAST_LIMIT = 1;
/** Spec part 1 §9: a dismissed toast stays in the store (closing) this long before removal. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Spec part 1 §9: how long a toast shows unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

/**
 * How long a toast stays: what it asks for, else an error stays until it is dismissed (issue 19:
 * "Convert to Text" failed and the toast vanished before an older reader could read it), else
 * the provider's 5000 ms (undefined).
 */
export function toastDuration(variant: ToastVariant, duration?: number): number | undefined {
  if (duration !== undefined) return duration;
  return variant === 'destructive' ? Number.POSITIVE_INFINITY : undefined;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 ms when omitted. */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  isOpen: boolean;
}

let toasts: ToastEntry[] = [];
let nextId = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all when no id is given; closed toasts are removed later. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  publish(
    toasts.map((entry) =>
      id === undefined || entry.id === id ? { ...entry, isOpen: false } : entry,
    ),
  );
}

/** Shows a toast; the newest replaces any older one (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getToasts(): ToastEntry[] {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Empties the store between tests; the app itself never needs it. */
export function resetToastsForTests(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  publish([]);
}
