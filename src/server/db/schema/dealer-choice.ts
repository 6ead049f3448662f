import type { DefaultTimestamp } from './column-types.ts';

/** The dealer a user acting for several dealers has chosen in the header (migration 0025). */
export interface UserDealerChoicesTable {
  userId: number;
  dealerId: number;
  chosenAt: DefaultTimestamp;
}
