import type { TFunction } from 'i18next';
import type { UserDetails } from '../session/use-session.ts';
import type { MenuNode } from './menu-model.ts';
import { fillUserPlaceholders } from './user-placeholders.ts';

/** oemId 1 names the settings menu "Certified Programs" (portal-shell §1). */
const CERTIFIED_PROGRAMS_OEM_ID = 1;

export interface LabelContext {
  readonly t: TFunction;
  readonly user: UserDetails;
  /** The skin's label overrides: i18n key → the key to show instead (e.g. genesis wording). */
  readonly skinLabels: Readonly<Record<string, string>>;
}

/** An i18n key as the skin words it: the skin's replacement key when it has one. */
export function skinKey(key: string, skinLabels: Readonly<Record<string, string>>): string {
  return Object.hasOwn(skinLabels, key) ? (skinLabels[key] ?? key) : key;
}

export function settingsLabelKey(user: Pick<UserDetails, 'oemId'>): string {
  return user.oemId === CERTIFIED_PROGRAMS_OEM_ID ? 'MENU_CERTIFIED_PROGRAMS' : 'MENU_SETTINGS';
}

/**
 * A menu entry's label (portal-shell §2.4): the settings entry gets the shell's label for the
 * OEM and skin; any other name is translated, falling back to the raw name (the i18n setup
 * returns a missing key as itself), then its user-detail placeholders are filled.
 */
export function menuLabel(node: Pick<MenuNode, 'name' | 'isSettings'>, context: LabelContext): string {
  if (node.isSettings) return context.t(skinKey(settingsLabelKey(context.user), context.skinLabels));
  const key = skinKey(node.name, context.skinLabels);
  // Placeholders are filled below, in both styles; i18next would blank the ones it cannot fill.
  return fillUserPlaceholders(context.t(key, { skipInterpolation: true }), context.user);
}
