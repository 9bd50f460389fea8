import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Home (/): the analyze flow of spec part 1 §2.3-§2.7. Frame only until its issue. */
export function AnalyzePage() {
  return <FrameOnlyPage pageKey="home" />;
}
