import type { Bytes } from './column-types.ts';

/** The file of a document resource (migration 0014). */
export interface ResourceFilesTable {
  resourceId: number;
  fileName: string;
  contentType: string;
  content: Bytes;
}
