/**
 * The partner applications that may sign a portal user in with POST /oauth/authorize. The one
 * partner the spec names is each OEM's learning system (UserDetails.lmsExternalUrl, which
 * "redirects back with changePassword in the URL"), so the registry is read from the OEMs:
 * client `lms`, redirect URIs exactly the OEMs' learning-system addresses (OAuth 2.1 exact
 * matching, no prefixes). A user may only be sent to the learning system of their own OEM.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';

export const LMS_CLIENT_ID = 'lms';
/** What a learning system may ask for; `profile` (name, login, OEM) is what it gets by default. */
export const LMS_SCOPES: readonly string[] = ['profile', 'openid'];
export const LMS_DEFAULT_SCOPE = 'profile';

export interface PartnerRedirect {
  /** The OEM whose users this redirect URI serves. */
  oemId: number;
  redirectUri: string;
}

/** The registered redirect URIs of a client, or undefined for an unknown client. */
export async function partnerRedirectsOf(db: Kysely<Database>, clientId: string): Promise<PartnerRedirect[] | undefined> {
  if (clientId !== LMS_CLIENT_ID) return undefined;
  const rows = await db.selectFrom('oems').select(['id', 'lmsExternalUrl']).where('lmsExternalUrl', 'is not', null).orderBy('id').execute();
  return rows.flatMap((row) => (row.lmsExternalUrl ? [{ oemId: row.id, redirectUri: row.lmsExternalUrl }] : []));
}
