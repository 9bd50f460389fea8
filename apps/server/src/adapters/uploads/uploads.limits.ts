/** Issue 4: screenshots and voice recordings are both capped at 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Issue 4: a screenshot over 40 megapixels is refused before any decoder allocates memory for it. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Issue 18: the longest side of a screenshot may be at most this many times its shortest side.
 * A phone screen is about 1:2.2 and a scrolling capture of four or five screens about 1:10; a
 * 999 × 40,000 picture (1:40) cannot be a screen, only a way to make the reader work for minutes,
 * so it is refused from its header, before anything is decoded.
 */
export const MAX_SCREEN_ASPECT_RATIO = 10;
