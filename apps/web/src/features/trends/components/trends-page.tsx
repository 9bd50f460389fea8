import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Scam Trends and News (/trends), spec part 2 §2.8. Frame only until its issue. */
export function TrendsPage() {
  return <FrameOnlyPage pageKey="trends" />;
}
