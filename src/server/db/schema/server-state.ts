import type { Bytes, DefaultTimestamp } from './column-types.ts';

/** Keys generated once per database and shared by every server process (0016). */
export interface ServerSecretsTable {
  name: string;
  value: Bytes;
  createdAt: DefaultTimestamp;
}
