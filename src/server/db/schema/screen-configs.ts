import type { ScreenConfigAction, ScreenConfigLayer } from '../vocabulary.ts';
import type { DefaultTimestamp, Defaulted, Id } from './column-types.ts';

/** A saved version of a screen definition or OEM overlay (studio, issue #18). */
export interface ScreenConfigVersionsTable {
  id: Id;
  screenId: string;
  layer: ScreenConfigLayer;
  version: number;
  basedOn: number;
  source: string;
  comment: Defaulted<string>;
  userId: number;
  impersonatorLogin: string | null;
  createdAt: DefaultTimestamp;
}

/** A publication or rollback: from then on `version` is served (0: the built-in file). */
export interface ScreenConfigPublicationsTable {
  id: Id;
  screenId: string;
  layer: ScreenConfigLayer;
  action: ScreenConfigAction;
  version: number;
  comment: Defaulted<string>;
  userId: number;
  impersonatorLogin: string | null;
  createdAt: DefaultTimestamp;
}
