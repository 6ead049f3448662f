/** A layer's saved versions and publications, as the studio shows them, with who acted. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';

export interface StudioAuthor {
  loginName: string;
  userName: string;
  impersonatorLogin: string | null;
}

export interface VersionRow {
  version: number;
  basedOn: number;
  comment: string;
  savedBy: StudioAuthor;
  savedAt: string;
  published: boolean;
  served: boolean;
}

export interface PublicationRow {
  screenId: string;
  layer: ScreenConfigLayer;
  action: 'publish' | 'rollback';
  version: number;
  comment: string;
  publishedBy: StudioAuthor;
  publishedAt: string;
}

const author = (row: { loginName: string; userName: string; impersonatorLogin: string | null }): StudioAuthor => ({
  loginName: row.loginName,
  userName: row.userName,
  impersonatorLogin: row.impersonatorLogin,
});

/** Every publish and rollback of the layer, newest first. */
export async function publicationsOf(db: Kysely<Database>, screenId: string, layer: ScreenConfigLayer): Promise<PublicationRow[]> {
  const rows = await db
    .selectFrom('screenConfigPublications as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.screenId', 'p.layer', 'p.action', 'p.version', 'p.comment', 'p.impersonatorLogin', 'p.createdAt', 'u.loginName', 'u.userName'])
    .where('p.screenId', '=', screenId)
    .where('p.layer', '=', layer)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    screenId: row.screenId,
    layer: row.layer,
    action: row.action,
    version: row.version,
    comment: row.comment,
    publishedBy: author(row),
    publishedAt: new Date(row.createdAt).toISOString(),
  }));
}

/** Every saved version of the layer (or one), newest first, with whether it was ever published and whether it is served. */
export async function versionsOf(
  db: Kysely<Database>,
  screenId: string,
  layer: ScreenConfigLayer,
  publications: readonly PublicationRow[],
  only?: number,
): Promise<(VersionRow & { source: string })[]> {
  let query = db
    .selectFrom('screenConfigVersions as v')
    .innerJoin('users as u', 'u.id', 'v.userId')
    .select(['v.version', 'v.basedOn', 'v.comment', 'v.source', 'v.impersonatorLogin', 'v.createdAt', 'u.loginName', 'u.userName'])
    .where('v.screenId', '=', screenId)
    .where('v.layer', '=', layer)
    .orderBy('v.version', 'desc');
  if (only !== undefined) query = query.where('v.version', '=', only);
  const rows = await query.execute();
  const served = publications[0]?.version ?? 0;
  const published = new Set(publications.map((p) => p.version));
  return rows.map((row) => ({
    version: row.version,
    basedOn: row.basedOn,
    comment: row.comment,
    source: row.source,
    savedBy: author(row),
    savedAt: new Date(row.createdAt).toISOString(),
    published: published.has(row.version),
    served: row.version === served,
  }));
}
