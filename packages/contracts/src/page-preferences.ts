/**
 * Cookies that tell the server a visitor's pages look different from the pre-rendered English
 * ones (decision 0046): another language, or larger text or high contrast. With either, the
 * server sends the plain app page and the client draws the screen itself, so the visitor never
 * sees English or small text first. The values stay in the browser's storage; these only mirror
 * them, hold nothing personal, and are read by no other route.
 */
export const PREFERENCE_COOKIES = {
  /** The chosen language's code, set only when it is not English. */
  language: 'scambuddy_lang',
  /** `1` when reading comfort is not the default. */
  readingComfort: 'scambuddy_comfort',
} as const;
