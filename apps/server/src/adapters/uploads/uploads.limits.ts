/** Issue 4: screenshots and voice recordings are both capped at 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Issue 4: a screenshot over 40 megapixels is refused before any decoder allocates memory for it. */
export const MAX_IMAGE_PIXELS = 40_000_000;
