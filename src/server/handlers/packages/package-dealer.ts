/**
 * Who a packages call is about. business-areas §6: "Only dealers and impersonating admins see
 * providers and packages and can subscribe"; CMS editors never (dwcp-enrollment/enrolling-caller.ts
 * reads the roles of the user the call acts as). Calls that may leave the dealer out act for the
 * caller's own dealer (the impersonated one while an admin impersonates): the one chosen in the
 * header's dealer selector, else the first of the dealers the user acts for, by code.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requireEnrollingCaller } from '../dealer-rules/enrolling-caller.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { defaultDealerOf } from '../../kernel/caller-dealer.ts';

export function packageCaller(caller: Caller | null): Caller {
  const signed = signedIn(caller);
  requireEnrollingCaller(signed);
  return signed;
}

export interface PackageDealer {
  id: number;
  code: string;
  name: string;
  oemId: number;
  status: string;
  outstandingAccount: boolean;
}

const dealerColumns = ['dealers.id', 'dealers.code', 'dealers.name', 'dealers.oemId', 'dealers.status', 'dealers.outstandingAccount'] as const;

/**
 * The dealer named (its access already checked by the contract's x-dealer-scope), or the
 * caller's own; `field` names the parameter for the 400 when the caller has none.
 */
export async function packageDealer(db: Kysely<Database>, caller: Caller, code: unknown, field: string): Promise<PackageDealer> {
  if (typeof code === 'string' && code !== '') {
    const dealer = await db.selectFrom('dealers').select(dealerColumns).where('code', '=', code).executeTakeFirst();
    if (!dealer) throw notFound(`No dealer has the code ${code}.`);
    return dealer;
  }
  const chosen = await defaultDealerOf(db, caller.userId);
  const own = chosen ? await db.selectFrom('dealers').select(dealerColumns).where('id', '=', chosen.id).executeTakeFirst() : undefined;
  if (!own) {
    const problems = new FieldProblems();
    problems.add(field, 'REQUIRED_FIELD');
    problems.throwIfAny();
  }
  return own!;
}
