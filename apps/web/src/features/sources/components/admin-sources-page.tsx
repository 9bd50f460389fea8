import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** The admin source panel (/admin-panel), spec part 2 §2.10. Frame only until its issue. */
export function AdminSourcesPage() {
  return <FrameOnlyPage pageKey="adminPanel" />;
}
