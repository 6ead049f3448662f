import type { components } from '../../../api/generated/portal.ts';
import type { DefaultTimestamp, Id, Json } from './column-types.ts';

export type SavedViewState = components['schemas']['SavedViewState'];

export interface SavedViewsTable {
  id: Id;
  userId: number;
  screenId: string;
  name: string;
  state: Json<SavedViewState>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
