import type { components } from '../../../api/generated/portal.ts';
import type { SavedViewState } from '../../db/schema/saved-views.ts';

type SavedView = components['schemas']['SavedView'];

export const SAVED_VIEW_COLUMNS = ['id', 'screenId', 'name', 'state', 'updatedAt'] as const;

/** A stored view as the contract answers it. */
export function savedViewOf(row: { id: number; screenId: string; name: string; state: SavedViewState; updatedAt: Date }): SavedView {
  return { id: row.id, screenId: row.screenId, name: row.name, state: row.state, updatedAt: row.updatedAt.toISOString() };
}

/** Names compare without case and surrounding blanks: "Honda active" and " honda ACTIVE" are one view. */
export const nameKey = (name: string): string => name.trim().toLowerCase();
