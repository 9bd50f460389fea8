import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Saved report (/report/:id), spec part 1 §2.8. Frame only until its issue. */
export function ReportPage() {
  return <FrameOnlyPage pageKey="report" />;
}
