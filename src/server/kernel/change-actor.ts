import type { Caller } from '../auth/caller.ts';

/**
 * Who a change is recorded against: the user the call acts as and, while an admin
 * impersonates, that admin's login, so history shows who really acted.
 */
export interface ChangeActor {
  userId: number;
  impersonatorLogin: string | null;
}

export const actorOf = (caller: Caller): ChangeActor => ({ userId: caller.userId, impersonatorLogin: caller.impersonator?.loginName ?? null });
