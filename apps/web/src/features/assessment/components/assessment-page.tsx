import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Vulnerability assessment (/assessment), spec part 2 §2.6. Frame only until its issue. */
export function AssessmentPage() {
  return <FrameOnlyPage pageKey="assessment" />;
}
