import type { components } from '../../../../api/generated/portal.ts';
import type { DataProvider } from '../../../data/data-provider.ts';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewState = components['schemas']['SavedViewState'];

/** The caller's views of a screen, by name (listSavedViews). */
export const listSavedViews = (provider: DataProvider, screenId: string) =>
  provider.call<SavedView[]>('listSavedViews', { query: { screenId } }, { silent: true });

/** Saves, or replaces the view of the same name (saveSavedView). Rejects with a CallError carrying the name's field error. */
export const saveSavedView = (provider: DataProvider, screenId: string, name: string, state: SavedViewState) =>
  provider.call<SavedView>('saveSavedView', { body: { screenId, name, state } });

export const deleteSavedView = (provider: DataProvider, viewId: number) => provider.call('deleteSavedView', { path: { viewId } });
