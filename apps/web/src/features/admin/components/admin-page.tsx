import { FrameOnlyPage } from '../../../components/layouts/frame-only-page.js';

/** Admin dashboard (/admin), spec part 1 §2.12; admins only (the router guards it). Frame only until its issue. */
export function AdminPage() {
  return <FrameOnlyPage pageKey="admin" />;
}
