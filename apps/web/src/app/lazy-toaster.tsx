import { lazy, Suspense, useState } from 'react';
import { useToast } from '../components/ui/toast-store.js';

// The toast area (Radix Toast) is fetched with the first toast and stays mounted from then on:
// a visit that shows no toast never loads it (issue 9's budget for the home page).
const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toaster.js')).Toaster,
}));

/** The toast area of spec part 1 §2.6 and §9, mounted once something is to be shown. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [isNeeded, setIsNeeded] = useState(false);
  // Adjusting state during render (React's pattern for state derived from a store): no effect,
  // so the first toast is not delayed by an extra commit.
  if (toasts.length > 0 && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
