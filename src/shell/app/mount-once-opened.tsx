import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its (lazily loaded) children from the first time `open` is true on, and keeps them
 * mounted after, so closing still plays its transition and restores focus. Until then nothing
 * is rendered and the children's chunk is not fetched: a menu, drawer or dialog nobody opens
 * costs the page nothing (bench:bundle).
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
