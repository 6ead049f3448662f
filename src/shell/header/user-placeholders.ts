import type { UserDetails } from '../session/use-session.ts';

// `{{userName}}` (i18next style) and `{userName}` both occur in menu names; a name that is not
// a user-detail field stays as written, so a typo shows rather than vanishing.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}|\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}/g;

/** Replaces user-detail placeholders in a menu name (portal-shell §2.4). */
export function fillUserPlaceholders(text: string, user: UserDetails): string {
  return text.replace(PLACEHOLDER, (whole, doubled: string | undefined, single: string | undefined) => {
    const field = (doubled ?? single) as keyof UserDetails;
    const value: unknown = Object.hasOwn(user, field) ? user[field] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
