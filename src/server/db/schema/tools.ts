import type { Bytes, Defaulted } from './column-types.ts';

/** The file of a document or video resource (migration 0014), with a video's WebVTT captions (0030). */
export interface ResourceFilesTable {
  resourceId: number;
  fileName: string;
  contentType: string;
  content: Bytes;
  captions: Defaulted<string | null>;
}
