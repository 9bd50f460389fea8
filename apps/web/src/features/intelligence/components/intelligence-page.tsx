import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Government Scam Intelligence Center (/unified-trends), spec part 1 §2.9. Frame only until its issue. */
export function IntelligencePage() {
  return <FrameOnlyPage pageKey="unifiedTrends" />;
}
