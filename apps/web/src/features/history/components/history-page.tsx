import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Analysis history (/history), spec part 1 §2.11; signed-in only (the router guards it). Frame only until its issue. */
export function HistoryPage() {
  return <FrameOnlyPage pageKey="history" />;
}
