import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** About (/about), spec part 2 §2.12. Frame only until its issue. */
export function AboutPage() {
  return <FrameOnlyPage pageKey="about" />;
}
