import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The client's page renderer (apps/web/src/prerender/render-page.tsx, built by the client build
 * into `dist-ssr/` beside `dist/`), as far as the server uses it: the screens whose main content
 * is data (a saved report, the intelligence centre) drawn with it, so it is on the first paint
 * (decision 0046).
 */
export interface PageRenderer {
  /** The API addresses whose answers the screen at `path` is drawn with; none for the others. */
  dataUrlsFor(path: string): string[];
  renderDocumentWithData(
    template: string,
    path: string,
    answers: Readonly<Record<string, unknown>>,
  ): Promise<string>;
}

function isPageRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageRenderer).dataUrlsFor === 'function' &&
    typeof (value as PageRenderer).renderDocumentWithData === 'function'
  );
}

/** The renderer next to the built client, or undefined when the build has none (development). */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = join(webDistDir, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const loaded: unknown = await import(pathToFileURL(file).href);
  return isPageRenderer(loaded) ? loaded : undefined;
}
