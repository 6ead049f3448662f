/**
 * Why the shell sent a user away from a route (portal-shell §2.2: "A disallowed route redirects
 * to /"). The reason travels in the redirect's history state to the page the user lands on,
 * which says it once: the landing page clears the state, so a reload or Back does not repeat it.
 * - menu: the route is not in the user's menu (nor a parent of it);
 * - role: the screen's access hints leave the user's role out;
 * - dealersOnly: the screen works on one dealer's data and the user acts for none;
 * - oem: the screen is hidden for the user's manufacturer;
 * - dashboards: a BI dashboard that is not among the user's biDashboards.
 */
export type RefusalReason = 'menu' | 'role' | 'dealersOnly' | 'oem' | 'dashboards';

export interface RouteRefusal {
  readonly route: string;
  readonly reason: RefusalReason;
}

const REASONS: readonly RefusalReason[] = ['menu', 'role', 'dealersOnly', 'oem', 'dashboards'];

/** The history state that carries a refusal. */
export const refusalState = (refusal: RouteRefusal) => ({ refusal });

/** The refusal a history state carries, if any (anything else in the state is ignored). */
export function refusalOf(state: unknown): RouteRefusal | undefined {
  if (typeof state !== 'object' || state === null || !('refusal' in state)) return undefined;
  const refusal = (state as { refusal: unknown }).refusal;
  if (typeof refusal !== 'object' || refusal === null) return undefined;
  const { route, reason } = refusal as Record<string, unknown>;
  if (typeof route !== 'string' || !REASONS.includes(reason as RefusalReason)) return undefined;
  return { route, reason: reason as RefusalReason };
}
