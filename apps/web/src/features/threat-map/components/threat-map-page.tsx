import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** National Threat Map (/heatmap), spec part 2 §2.7. Frame only until its issue. */
export function ThreatMapPage() {
  return <FrameOnlyPage pageKey="heatmap" />;
}
