import type { CmsBlockStatus, CmsBlockType, CmsLanguage } from '../vocabulary.ts';
import type { Bytes, DefaultTimestamp, Id } from './column-types.ts';

export interface CmsImageFormatsTable {
  id: Id;
  allowedFormat: string;
  maxWidth: number;
  maxHeight: number;
  /** Bytes. */
  maxFileSize: number;
}

export interface CmsPagesTable {
  id: Id;
  humanReadableId: string;
  oemId: number | null;
  title: string;
}

export interface CmsBlocksTable {
  id: Id;
  pageId: number;
  humanReadableId: string;
  parentId: number | null;
  language: CmsLanguage;
  type: CmsBlockType;
  content: string;
  blockOrder: number;
  imageFormatId: number | null;
  status: CmsBlockStatus | null;
  updatedAt: DefaultTimestamp;
  updatedByUserId: number | null;
}

export interface CmsDraftsTable {
  id: Id;
  pageId: number;
  /** The block this draft edits; NULL for a new block. */
  contentBlockId: number | null;
  humanReadableId: string;
  parentId: number | null;
  language: CmsLanguage;
  type: CmsBlockType;
  content: string;
  blockOrder: number;
  imageFormatId: number | null;
  status: CmsBlockStatus | null;
  createdByUserId: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface CmsMediaTable {
  id: string;
  fileName: string;
  originalName: string;
  blockId: number | null;
  contentType: string;
  sizeBytes: number;
  content: Bytes;
  uploadedByUserId: number | null;
  uploadedAt: DefaultTimestamp;
}
