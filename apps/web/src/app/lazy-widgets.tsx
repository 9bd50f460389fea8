import { lazy, Suspense } from 'react';

// The two corner widgets open dialogs (Radix Dialog, focus trap, scroll lock), which the home
// page's first paint does not need; their code is a chunk of its own that loads right after the
// first render (issue 9's 150 KB budget for the home page). The buttons are fixed to the corners,
// so their arriving a moment later moves nothing else on the page.
const BuddyHelpWidget = lazy(async () => ({
  default: (await import('../features/help/components/buddy-help-widget.js')).BuddyHelpWidget,
}));
const ReadingComfortWidget = lazy(async () => ({
  default: (await import('../features/reading-comfort/components/reading-comfort-widget.js'))
    .ReadingComfortWidget,
}));

/** The reading-comfort and help widgets of every screen (spec part 1 §2.1), loaded lazily. */
export function CornerWidgets() {
  return (
    <Suspense fallback={null}>
      <ReadingComfortWidget />
      <BuddyHelpWidget />
    </Suspense>
  );
}
