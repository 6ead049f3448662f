import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiEventBus } from '../../api/index.ts';
import { useSession, useSessionStore } from '../session/use-session.ts';
import { loadChunk } from './chunk-load.ts';
import type { SupportContact } from './server-error-modal.tsx';

// The modals are their own chunk (with MUI and the skin's theme), so the login page, drawn
// without MUI, does not load dialog code up front. Signed in, it is fetched while the browser is
// idle, well before a failure needs it; signed out, only when one is to be shown.
const importModals = () => loadChunk(() => import('./api-error-dialogs.tsx'));
const ServerErrorModal = lazy(() => importModals().then((module) => ({ default: module.ServerErrorModal })));
const SessionExpiredModal = lazy(() => importModals().then((module) => ({ default: module.SessionExpiredModal })));

function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}

export interface ApiEventModalsProps {
  events: ApiEventBus;
  contact: SupportContact;
}

/**
 * What the client middleware reports, turned into the shell's global behaviour (portal-shell
 * §4.1, §8): sessionExpired → the Session Expired modal; serverError → Unable to Complete
 * Request; navigate (a 403) → `/`. Several failures at once show one modal of each kind.
 */
export function ApiEventModals({ events, contact }: ApiEventModalsProps) {
  const navigate = useNavigate();
  const { status, endExpiredSession } = useSession();
  const store = useSessionStore();
  const [expired, setExpired] = useState(false);
  const [serverError, setServerError] = useState(false);
  const [endingSession, setEndingSession] = useState(false);

  const signedIn = status === 'signedIn';
  useEffect(() => (signedIn ? whenIdle(() => void importModals().catch(() => undefined)) : undefined), [signedIn]);

  useEffect(() => {
    const unsubscribe = [
      events.on('sessionExpired', () => setExpired(true)),
      events.on('serverError', () => setServerError(true)),
      events.on('navigate', ({ path }) => {
        // Signed out, a 403 can only answer a login call (a disabled account): the login page
        // shows it, and must not be navigated away from under the user.
        if (store.getState().status !== 'signedOut') void navigate(path, { replace: true });
      }),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, [events, navigate, store]);

  const login = async () => {
    setEndingSession(true);
    try {
      await endExpiredSession();
    } finally {
      setEndingSession(false);
      setExpired(false);
    }
    await navigate('/', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {expired && <SessionExpiredModal open busy={endingSession} onLogin={() => void login()} />}
      {serverError && !expired && <ServerErrorModal open contact={contact} onClose={() => setServerError(false)} />}
    </Suspense>
  );
}
