import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Live Trends and Scam Intelligence (/scam-trends-v2), spec part 2 §2.11. Frame only until its issue. */
export function LiveTrendsPage() {
  return <FrameOnlyPage pageKey="scamTrendsV2" />;
}
