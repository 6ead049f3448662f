import { Suspense } from 'react';
import { lazyPage } from '../errors/lazy-page.ts';
import type { UserDetails } from '../session/use-session.ts';

// The selector (MUI's Select with its inputs) is a chunk of its own: only a user who acts for
// several dealers sees it, so no other header loads it (bench:bundle).
const DealerSelector = lazyPage(async () => ({ default: (await import('./DealerSelector.tsx')).DealerSelector }));

/** Where the header puts the dealer selector: loaded and mounted only for a user with several dealers. */
export function DealerSelectorSlot({ user }: { user: UserDetails }) {
  if (user.dealerCodes.length < 2 || !user.dealerCode) return null;
  return (
    // Busy while its code loads: its list of dealers is asked for only once it has come.
    <Suspense fallback={<span aria-busy="true" />}>
      <DealerSelector user={user} />
    </Suspense>
  );
}
