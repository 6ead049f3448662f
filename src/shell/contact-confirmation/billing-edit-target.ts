import { isRouteAllowed } from '../routes/route-access.ts';
import { buildRoutePath } from '../routes/route-table.ts';
import type { MenuItem } from '../session/use-session.ts';

/**
 * Where the billing modal's Edit goes: the dealer's billing profile
 * (billingProfile/{dlCode}/edit) when the user's menu allows it, else the Profile Information
 * page (manageprofile), else nowhere (Edit is not offered). Dealers usually reach billing
 * details only through Profile Information: billingProfile inherits its access from Manage
 * Enrollments, which their menu lacks.
 */
export function billingEditTarget(menu: readonly MenuItem[], dealerCode: string): string | undefined {
  if (isRouteAllowed('billingProfile', {}, menu)) return buildRoutePath('billingProfile', { dlCode: dealerCode, editMode: 'edit' });
  if (isRouteAllowed('manageprofile', {}, menu)) return buildRoutePath('manageprofile');
  return undefined;
}
