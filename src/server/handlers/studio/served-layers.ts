/**
 * What the portal serves per screen and layer: the last publication's version (0, or no
 * publication: the built-in file), and the text of each version.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';

export type LayerKey = `${string}/${ScreenConfigLayer}`;
export const layerKey = (screenId: string, layer: ScreenConfigLayer): LayerKey => `${screenId}/${layer}`;

export interface ServedLayer {
  screenId: string;
  layer: ScreenConfigLayer;
  /** The served version (≥ 1 here; layers serving their built-in file are absent). */
  version: number;
  source: string;
}

/** Every layer whose served version is a saved one, with its text (optionally of one screen). */
export async function servedLayers(db: Kysely<Database>, screenId?: string): Promise<Map<LayerKey, ServedLayer>> {
  let latest = db
    .selectFrom('screenConfigPublications')
    .select(['screenId', 'layer', 'version'])
    .distinctOn(['screenId', 'layer'])
    .orderBy('screenId')
    .orderBy('layer')
    .orderBy('id', 'desc');
  if (screenId !== undefined) latest = latest.where('screenId', '=', screenId);
  const rows = await db
    .selectFrom(latest.as('p'))
    .innerJoin('screenConfigVersions as v', (join) =>
      join.onRef('v.screenId', '=', 'p.screenId').onRef('v.layer', '=', 'p.layer').onRef('v.version', '=', 'p.version'),
    )
    .select(['p.screenId', 'p.layer', 'p.version', 'v.source'])
    .execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), row]));
}

/** The served version of every published layer, 0 included (rolled back to the built-in file). */
export async function publishedVersions(db: Kysely<Database>): Promise<Map<LayerKey, number>> {
  const rows = await db
    .selectFrom('screenConfigPublications')
    .select(['screenId', 'layer', 'version'])
    .distinctOn(['screenId', 'layer'])
    .orderBy('screenId')
    .orderBy('layer')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), row.version]));
}

/** The latest saved version of every layer that has one. */
export async function latestVersions(db: Kysely<Database>): Promise<Map<LayerKey, number>> {
  const rows = await db
    .selectFrom('screenConfigVersions')
    .select(['screenId', 'layer', sql<number>`max(version)`.as('latest')])
    .groupBy(['screenId', 'layer'])
    .execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), Number(row.latest)]));
}
