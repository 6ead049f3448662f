import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigationTarget } from '../routes/navigation-target.ts';

export interface LinkProps {
  readonly href: string;
  readonly target?: '_blank';
  readonly rel?: string;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Whether a click asks the browser for a new tab or window rather than a navigation here. */
function opensElsewhere(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Anchor props for a menu, tile or footer target (portal-shell §2.4): real links, so they can be
 * opened in a new tab or copied; http targets open in a new window; a portal address is followed
 * by the router, and following the address already shown is ignored. `after` runs on every
 * activation (e.g. to close the dropdown it sits in).
 */
export function useLinkProps(): (target: NavigationTarget, after?: () => void) => LinkProps {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (target, after) => {
      if (target.kind === 'external') {
        return { href: target.href, target: '_blank', rel: 'noopener noreferrer', onClick: () => after?.() };
      }
      return {
        href: target.to,
        onClick: (event) => {
          after?.();
          if (event.defaultPrevented || opensElsewhere(event)) return;
          event.preventDefault();
          if (target.to === `${pathname}${search}`) return;
          void navigate(target.to);
        },
      };
    },
    [navigate, pathname, search],
  );
}
