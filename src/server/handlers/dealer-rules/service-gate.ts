/**
 * The checks a change that resumes or adds service must pass (transitions.ts resumesService):
 * the dealer's account is not outstanding (business-areas §6, §8) and, for a program or add-on
 * change, the dealer itself is ACTIVE.
 */
import { conflict } from '../../http/http-error.ts';
import type { LockedDealer } from './locked-dealer.ts';
import { outstandingAccount } from './outstanding-account.ts';

export function requireGoodStanding(dealer: Pick<LockedDealer, 'outstandingAccount'>): void {
  if (dealer.outstandingAccount) throw outstandingAccount();
}

/** `what` names the change for the message, e.g. "enroll in Honda SmartLeads". */
export function requireActiveDealer(dealer: Pick<LockedDealer, 'code' | 'status' | 'outstandingAccount'>, what: string): void {
  requireGoodStanding(dealer);
  if (dealer.status !== 'ACTIVE') {
    throw conflict(
      `Dealer ${dealer.code} is ${dealer.status}: ${what} needs an ACTIVE dealer; reactivate or enable the dealer first.`,
      'invalid_transition',
    );
  }
}
