import { releaseEarlyInput } from './early-input.js';

/** The drawn page's notice for an app that could not start (render-page.tsx puts it there). */
export const START_FAILED_NOTICE_ID = 'app-start-failed';

const RELOADED_KEY = 'scambuddy-reloaded-after-failed-start';

/**
 * The app's code could not be fetched: most often a new version was deployed after this page
 * was sent, and the old script files it names are gone; sometimes the connection dropped. One
 * reload fetches a page that names the current files. If that was tried already in this tab, the
 * drawn page says so in words and offers a reload link, instead of staying on screen with
 * buttons that do nothing.
 */
export function appDidNotStart(): void {
  let reloadedBefore = true;
  try {
    reloadedBefore = sessionStorage.getItem(RELOADED_KEY) !== null;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    // Storage refused (private mode, settings): no reload, so it cannot loop.
  }
  if (!reloadedBefore) {
    location.reload();
    return;
  }
  releaseEarlyInput();
  const notice = document.getElementById(START_FAILED_NOTICE_ID);
  if (notice instanceof HTMLTemplateElement) {
    document.getElementById('root')?.prepend(notice.content.cloneNode(true));
  }
}

/** The app's code arrived: a later failure in this tab may reload once again. */
export function appStarted(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing was stored.
  }
}
