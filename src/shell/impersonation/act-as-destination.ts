import { routeByName } from '../routes/route-table.ts';

/**
 * Where DWCP administration's "act as a user" lands: the dealer's page an administrator was on
 * when it asked for a dealer (DealerNeededPage), else the dealer's own enrollment. Kept in
 * sessionStorage for this tab between the two pages; forgotten once the act-as is under way, so a later act-as
 * from the menu lands on the enrollment again.
 */
const KEY = 'sp_act_as_destination';
const DEFAULT_ROUTE = 'enrolment';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberActAsDestination(routeName: string): void {
  session()?.setItem(KEY, routeName);
}

/** The route name to land on after acting as a dealer's user. */
export function actAsDestination(): string {
  const stored = session()?.getItem(KEY);
  // Only a route of the table without parameters: the stored text is the browser's, not ours.
  const route = stored ? routeByName(stored) : undefined;
  return route && !route.path.includes(':') ? route.name : DEFAULT_ROUTE;
}

export function forgetActAsDestination(): void {
  session()?.removeItem(KEY);
}
