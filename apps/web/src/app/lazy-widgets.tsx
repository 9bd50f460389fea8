import { lazy, Suspense, useEffect, useRef } from 'react';
import { TranslationIndicator } from './translation-indicator.js';

// The two corner widgets open dialogs (Radix Dialog, focus trap, scroll lock), which the home
// page's first paint does not need; their code is a chunk of its own that loads right after the
// first render (issue 9's 150 KB budget for the home page). The bar that holds them is drawn at
// once, so their arriving a moment later moves nothing else on the page.
const BuddyHelpWidget = lazy(async () => ({
  default: (await import('../features/help/components/buddy-help-widget.js')).BuddyHelpWidget,
}));
const ReadingComfortWidget = lazy(async () => ({
  default: (await import('../features/reading-comfort/components/reading-comfort-widget.js'))
    .ReadingComfortWidget,
}));

/** The CSS variable (index.css) that reserves the bar's height below the page and for scrolling. */
const BAR_HEIGHT_VARIABLE = '--widget-bar-height';

/**
 * The reading-comfort and help widgets of every screen (spec part 1 §2.1) and the translation
 * note (§2.6), in one bar fixed to the bottom of the window (decision 0056). The page keeps the
 * bar's height free below its last line, and the browser keeps it free when it scrolls a focused
 * control into view (`scroll-padding-bottom`), so the bar never sits on content or on a control
 * (issue 19 item 6, WCAG 2.4.11). The bar's height follows its content (a wrapped label, a
 * translation note, a larger text size), measured rather than assumed.
 */
export function CornerWidgets() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(BAR_HEIGHT_VARIABLE, `${bar.getBoundingClientRect().height}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VARIABLE);
    };
  }, []);

  return (
    <div
      ref={barRef}
      data-widget-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-line bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <TranslationIndicator />
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <Suspense fallback={null}>
          <ReadingComfortWidget />
          <BuddyHelpWidget />
        </Suspense>
      </div>
    </div>
  );
}
