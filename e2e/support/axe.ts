// The one way the e2e tests and bench/a11y run axe. Free of Vitest, like the rest of support/.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 level A and AA rules: the bar every screen is held to. */
export const AXE_TAGS: readonly string[] = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
];

/**
 * Runs axe on the page as it is. By default @axe-core/playwright runs `axe.runPartial` in every
 * frame and then `axe.finishRun` in a blank page it opens for the purpose, copying the partial
 * results across in chunks; that is what lets it reach into cross-origin frames. A page with no
 * frames of its own (every screen of the app) gets the same rules on the same nodes from a plain
 * `axe.run` in the page (the library's "legacy mode"), which skips the extra page and the copying:
 * 0.5 s saved on a short page and 2–3 s on the trends and the map. A page that does have frames
 * keeps the default, so nothing axe sees changes.
 */
export async function runAxe(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  const hasFrames = page.mainFrame().childFrames().length > 0;
  return new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .setLegacyMode(!hasFrames)
    .analyze();
}
