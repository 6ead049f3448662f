/**
 * The guarded screen parts a user may see (GET /api/sso/user/allowedComponents). The rules are
 * the spec's (portal-shell §1, §2.3, §2.4, §4.2, §6; business-areas §6), decided here so the
 * server answers the same whatever the browser thinks; the shell hides any part whose name is
 * missing. Roles are those of the user the call acts as, plus the impersonating admin's where
 * the spec says so.
 */
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import { USER_GROUP_JDP_ADMIN } from '../../db/vocabulary.ts';

export const COMPONENTS = {
  /** The header's navigation menu; hidden for users limited to single sign-on. */
  navigationMenu: 'navigationMenu',
  /** The single sign-on notice page that SSO-only users see instead of the portal. */
  ssoNotice: 'ssoNotice',
  /** The Admin Portal tab, for admins only. */
  adminPortalLink: 'adminPortalLink',
  /** The admin toolbar: for the CMS editor group, role admin or role Dealer Group, own or impersonated. */
  adminToolbar: 'adminToolbar',
  /** The toolbar's OEM selector, user search and Apply / Reset: admins only may impersonate. */
  impersonation: 'impersonation',
  /** "Please impersonate a user to see SmartPortal information" for a JDP admin not impersonating. */
  impersonationPrompt: 'impersonationPrompt',
  /** The feedback icon that opens Contact Us; hidden for the CMS Editor role. */
  feedbackIcon: 'feedbackIcon',
  /** The contact confirmation modals: dealers not impersonating, except Hyundai CA. */
  contactConfirmation: 'contactConfirmation',
  /** The Honda and Acura enrollment link, shown to dealers only. */
  enrollmentLink: 'enrollmentLink',
  /** Providers, packages and enrolling: dealers and admins acting as one; never CMS editors. */
  enrollment: 'enrollment',
  /** The CMS editing toolbar (enable/disable editing, preview, publish, discard). */
  cmsEditing: 'cmsEditing',
  /** The change-password entry and dialog. */
  changePassword: 'changePassword',
} as const;

export type ComponentName = (typeof COMPONENTS)[keyof typeof COMPONENTS];

/** Skins whose dealers see the enrollment link (portal-shell §1: "The Honda and Acura enrollment link"). */
const ENROLLMENT_LINK_SKINS: ReadonlySet<string> = new Set(['honda', 'acura']);
/** portal-shell §4.2: the contact confirmation flow is for dealers "except Hyundai CA". */
const NO_CONTACT_CONFIRMATION_SKINS: ReadonlySet<string> = new Set(['hyundaica']);

export interface ComponentFacts {
  caller: Caller;
  userGroups: readonly string[];
  oemSkinName: string;
  ssoLoginOnly: boolean;
  canChangePassword: boolean;
}

export function allowedComponents({ caller, userGroups, oemSkinName, ssoLoginOnly, canChangePassword }: ComponentFacts): ComponentName[] {
  if (ssoLoginOnly && !caller.impersonator) return [COMPONENTS.ssoNotice];
  const own = roleKeysOf(caller);
  const isDealer = own.has('dealer') || own.has('dealerGroup');
  const isAdmin = caller.roles.has('admin');
  const names: ComponentName[] = [];
  const allow = (name: ComponentName, when: boolean) => {
    if (when) names.push(name);
  };
  allow(COMPONENTS.navigationMenu, !ssoLoginOnly);
  allow(COMPONENTS.ssoNotice, ssoLoginOnly);
  allow(COMPONENTS.adminPortalLink, isAdmin);
  allow(
    COMPONENTS.adminToolbar,
    isAdmin || own.has('dealerGroup') || caller.belongsToCmsEditorGroup || (caller.impersonator?.belongsToCmsEditorGroup ?? false),
  );
  allow(COMPONENTS.impersonation, isAdmin);
  allow(COMPONENTS.impersonationPrompt, own.has('admin') && !caller.impersonator && userGroups.includes(USER_GROUP_JDP_ADMIN));
  allow(COMPONENTS.feedbackIcon, !caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.contactConfirmation, isDealer && !caller.impersonator && !NO_CONTACT_CONFIRMATION_SKINS.has(oemSkinName));
  allow(COMPONENTS.enrollmentLink, isDealer && ENROLLMENT_LINK_SKINS.has(oemSkinName));
  allow(COMPONENTS.enrollment, isDealer && !caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.cmsEditing, caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.changePassword, canChangePassword && !ssoLoginOnly && !caller.impersonator);
  return names;
}
