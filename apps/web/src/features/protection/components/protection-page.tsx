import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Advanced Protection Features (/features), spec part 2 §2.2-§2.5. Frame only until its issue. */
export function ProtectionPage() {
  return <FrameOnlyPage pageKey="features" />;
}
