/**
 * Local storage that never throws: private browsing modes and full disks make `localStorage`
 * fail, and a failed preference write must not break the page.
 */
export const STORAGE_KEYS = {
  language: 'scambuddy.language',
  readingComfort: 'scambuddy.reading-comfort',
  voiceSettings: 'scambuddy.voice-settings',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The preference then lasts for this visit only, which is the best available.
  }
}
