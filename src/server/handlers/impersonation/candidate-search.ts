/**
 * The admin toolbar's user search (portal-shell §5.4): the trimmed term, at least
 * IMPERSONATION_SEARCH_MIN_CHARS characters, matched case-insensitively anywhere in the login
 * name or the user name, or equal (without case) to the code of a dealer the user acts for (DWCP
 * administration finds a dealer's users by the dealer's code); narrowed to the selected OEM; sorted by user name. Names compare
 * without their accents as well (folded-text.ts): "cote" finds "Côté", and "Émilie" sorts
 * among the E's. Administrators cannot be impersonated, so they are never listed, nor are
 * disabled accounts.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { likePattern } from '../../kernel/like-pattern.ts';
import { foldText, foldedColumn } from './folded-text.ts';
import { pageWindow } from '../../kernel/page-window.ts';

export type ImpersonationCandidate = components['schemas']['ImpersonationCandidate'];

/** A toolbar list, not a report: a term that matches more users than this needs more letters. */
export const CANDIDATE_LIMIT = 100;

export async function searchCandidates(db: Kysely<Database>, term: string, oemName: string | undefined): Promise<ImpersonationCandidate[]> {
  const pattern = likePattern(foldText(term.trim()));
  let query = db
    .selectFrom('users')
    .innerJoin('oems', 'oems.id', 'users.oemId')
    .select(['users.loginName', 'users.userName', 'oems.name as oemName'])
    .where('users.active', '=', true)
    .where((eb) => eb(eb.fn('lower', ['users.role']), '!=', 'admin'))
    .where((eb) =>
      eb.or([
        eb(foldedColumn('users.loginName'), 'like', pattern),
        eb(foldedColumn('users.userName'), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('userDealers')
            .innerJoin('dealers', 'dealers.id', 'userDealers.dealerId')
            .select('userDealers.dealerId')
            .whereRef('userDealers.userId', '=', 'users.id')
            .where((inner) => inner(inner.fn('lower', ['dealers.code']), '=', term.trim().toLowerCase())),
        ),
      ]),
    );
  // OEMs are chosen by the name the OEM list shows; the code (the product-file name) is accepted too.
  if (oemName !== undefined) {
    const oem = oemName.trim().toLowerCase();
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['oems.name']), '=', oem), eb(eb.fn('lower', ['oems.code']), '=', oem)]));
  }
  return query
    .orderBy(foldedColumn('users.userName'))
    // Names equal but for accents or case, then namesakes, keep one fixed order.
    .orderBy('users.userName')
    .orderBy('users.loginName')
    .$call((rows) => pageWindow(rows, CANDIDATE_LIMIT))
    .execute();
}
