import { useCallback, useRef } from 'react';

/** The CSS variable that holds the sticky header's height, read by the page's scroll padding. */
export const STICKY_HEADER_VARIABLE = '--sp-sticky-header';

/**
 * Keeps the sticky header's height in a CSS variable on the root element, which sets the page's
 * `scroll-padding-top` (shell-global-styles.ts). The browser then scrolls a field focused or
 * brought into view (the first error of a form after Save) to just below the header instead of
 * under it. The height changes with the width (the menu bar wraps) and with the impersonation bar.
 */
export function useStickyHeaderHeight(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    const root = document.documentElement;
    if (!element) {
      root.style.removeProperty(STICKY_HEADER_VARIABLE);
      return;
    }
    const publish = () => root.style.setProperty(STICKY_HEADER_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    // The observer reports the header's first size too, once the frame is laid out and before it
    // is painted. Measuring here instead, while the page is still being committed, made the
    // browser lay the page out at once and again after the rest of the commit (a dealer's home:
    // about 35 ms of its first load's main thread, CPU profile 2026-11-28).
    if (typeof ResizeObserver === 'function') {
      observer.current = new ResizeObserver(publish);
      observer.current.observe(element);
    } else {
      publish();
    }
  }, []);
}
