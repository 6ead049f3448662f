import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const NavigationPendingContext = createContext(false);

/**
 * Whether the user has gone to an address whose page is not drawn yet: its code is loading, and
 * the page left stays on screen meanwhile (the router renders each navigation in a transition).
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's BrowserRouter (history mode, base `/`), with the one thing it keeps to itself:
 * whether a navigation is still pending. It renders each navigation in a transition as
 * BrowserRouter does, through `useTransition` instead of `startTransition`, so the loading bar
 * shows and the main landmark is `aria-busy` while a menu entry's page loads; without that, a
 * click on an entry whose chunk is on its way changed nothing on screen. (`createBrowserHistory`
 * is the history BrowserRouter itself uses; react-router exports it as UNSAFE_, outside its
 * semver promise, so an upgrade of react-router is checked against this file.)
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory>(undefined);
  history.current ??= createBrowserHistory({ window, v5Compat: true });
  const [state, setState] = useState({
    action: history.current.action,
    location: history.current.location,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.current!.listen((next) => startTransition(() => setState(next))), []);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router basename="/" location={state.location} navigationType={state.action} navigator={history.current}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
