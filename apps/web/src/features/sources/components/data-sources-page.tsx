import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Data Sources (/data-sources-v2), spec part 2 §2.9. Frame only until its issue. */
export function DataSourcesPage() {
  return <FrameOnlyPage pageKey="dataSources" />;
}
