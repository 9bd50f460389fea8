import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Community Reports (/community), spec part 2 §2.1. Frame only until its issue. */
export function CommunityPage() {
  return <FrameOnlyPage pageKey="community" />;
}
