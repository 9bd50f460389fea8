import {
  applyReadingComfort,
  loadReadingComfort,
} from './features/reading-comfort/reading-comfort.js';
import './index.css';
import { holdEarlyInput } from './prerender/early-input.js';
import { appDidNotStart, appStarted } from './prerender/start-failure.js';

// Applied before the first paint so a reader who chose large text never sees it jump.
applyReadingComfort(loadReadingComfort());

// A click on a drawn page before the app is ready is kept for it (prerender/early-input.ts).
const root = document.getElementById('root');
if (root) holdEarlyInput(root);

/**
 * The app's code is fetched only once the page has painted (decision 0046): the server sends most
 * pages already drawn, and on a slow phone link the 150 KB of script would otherwise compete with
 * the page's own styles for the first paint. A hidden tab paints nothing, so it starts at once.
 */
async function startApp(): Promise<void> {
  try {
    // React's DOM renderer is the largest module: run on its own, then the app after a pause, it
    // is two shorter tasks instead of one long one that would hold up a tap on a slow phone.
    await import('react-dom/client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await import('./app/start-app.js');
    appStarted();
  } catch {
    appDidNotStart();
  }
}

if (document.visibilityState === 'hidden') void startApp();
else requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
