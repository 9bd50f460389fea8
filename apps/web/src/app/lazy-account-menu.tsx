import type { User } from '@scambuddy/contracts';
import { lazy, Suspense } from 'react';

// Only signed-in readers see the account menu; its menu and tooltip code (Radix, floating-ui) is a
// chunk of its own so visitors never download it (issue 9's budget for the home page). Its
// tooltip provider comes in the same chunk, since the app no longer loads one for every screen.
const AccountMenu = lazy(async () => {
  const [{ AccountMenu: Menu }, { TooltipProvider }] = await Promise.all([
    import('./account-menu.js'),
    import('../components/ui/tooltip.js'),
  ]);
  return {
    default: ({ user }: { user: User }) => (
      <TooltipProvider>
        <Menu user={user} />
      </TooltipProvider>
    ),
  };
});

/** The signed-in items of spec part 1 §2.2, loaded when the user is known. */
export function LazyAccountMenu({ user }: { user: User }) {
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
