import { TooltipProvider } from '../components/ui/tooltip.js';
import { LiveTrendsPage } from '../features/trends/components/live-trends-page.js';

/**
 * The live trends screen with the tooltip provider its sources card needs. The provider used to
 * wrap the whole app; it lives with the screens that show tooltips now, so the home page does not
 * ship the tooltip code (issue 9's budget).
 */
export function LiveTrendsRoute() {
  return (
    <TooltipProvider>
      <LiveTrendsPage />
    </TooltipProvider>
  );
}
