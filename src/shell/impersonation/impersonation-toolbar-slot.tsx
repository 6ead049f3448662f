import { Suspense } from 'react';
import { lazyPage } from '../errors/lazy-page.ts';
import type { UserDetails } from '../session/use-session.ts';
import { showsImpersonationToolbar } from './toolbar-visibility.ts';

// The toolbar (MUI's Autocomplete and Popper with it) is a chunk of its own: most users never see
// it, so a dealer's header does not load it (bench:bundle).
const ImpersonationToolbar = lazyPage(async () => ({ default: (await import('./ImpersonationToolbar.tsx')).ImpersonationToolbar }));

/** Where the header puts the impersonation toolbar: loaded and mounted only for the users who see it. */
export function ImpersonationToolbarSlot({ user }: { user: UserDetails }) {
  if (!showsImpersonationToolbar(user)) return null;
  return (
    // Busy while its code loads: its list of OEMs is asked for only once it has come.
    <Suspense fallback={<span aria-busy="true" />}>
      <ImpersonationToolbar user={user} />
    </Suspense>
  );
}
