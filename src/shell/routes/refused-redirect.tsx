import { Navigate } from 'react-router';
import { refusalState, type RefusalReason } from './route-refusal.ts';

/** Sends the user home (portal-shell §2.2) with the reason, for the home page to say. */
export function RefusedRedirect({ route, reason }: { route: string; reason: RefusalReason }) {
  return <Navigate to="/" replace state={refusalState({ route, reason })} />;
}
