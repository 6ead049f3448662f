import type { Role } from '../../engine/index.ts';
import type { CheckContext } from '../../engine/tooling.ts';
import type { UserDetails } from '../../shell/session/use-session.ts';
import { sampleOf } from './sample-data.ts';

/** The roles a screen's access hints name (the meta-schema's Role). */
export const PREVIEW_ROLES: readonly Role[] = ['admin', 'oem', 'dealer', 'dealerGroup', 'cmsEditor'];

// The role text of the user details the shell reads roles from (screen-access.ts userRoles).
const ROLE_TEXT: Record<Role, string> = { admin: 'admin', oem: 'OEM', dealer: 'Dealer', dealerGroup: 'Dealer Group', cmsEditor: 'Editor' };

/** A signed-in user of that role and OEM for the preview, its other details generated from the contract's UserDetails. */
export function previewUser(ctx: CheckContext, role: Role, oem: string, language: string): UserDetails {
  const sample = sampleOf(ctx, ctx.inputs.userSchema) as UserDetails;
  const dealer = role === 'dealer' || role === 'dealerGroup';
  return {
    ...sample,
    role: ROLE_TEXT[role],
    belongsToCmsEditorGroup: role === 'cmsEditor',
    dealerCodes: dealer ? sample.dealerCodes : [],
    oemSkinName: oem,
    language: language === 'fr' ? 'FRENCH' : 'ENGLISH',
  } as UserDetails;
}
