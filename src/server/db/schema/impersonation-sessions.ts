import type { DefaultTimestamp, Id, Timestamp } from './column-types.ts';

/** One impersonation: an admin acting as a user, from start to stop (migration 0028). */
export interface ImpersonationSessionsTable {
  id: Id;
  adminUserId: number | null;
  adminLogin: string;
  userId: number | null;
  userLogin: string;
  startedAt: DefaultTimestamp;
  endedAt: Timestamp | null;
}
