import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Mobile Features Preview (/mobile-features), spec part 2 §2.13. Frame only until its issue. */
export function MobilePreviewPage() {
  return <FrameOnlyPage pageKey="mobileFeatures" />;
}
