import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The client's page renderer (apps/web/src/prerender/render-page.tsx, built by the client build
 * into `dist-ssr/` beside `dist/`), as far as the server uses it: a saved report drawn whole, so
 * the shared link shows its score on the first paint (decision 0046).
 */
export interface PageRenderer {
  renderReportDocument(template: string, id: string, report: unknown): Promise<string>;
}

function isPageRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageRenderer).renderReportDocument === 'function'
  );
}

/** The renderer next to the built client, or undefined when the build has none (development). */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = join(webDistDir, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const loaded: unknown = await import(pathToFileURL(file).href);
  return isPageRenderer(loaded) ? loaded : undefined;
}
