/**
 * Saving a draft as the next version. `basedOn` must be the latest version: a save based on an
 * older one is refused naming who saved the newer one and when, so two people editing the same
 * layer never overwrite each other silently. The unique (screen, layer, version) settles two
 * saves arriving at once: the second insert fails and is answered the same way.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { conflict } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';

/** The text as JSON; a 400 on `source` when it is not, or (for an overlay) when it is no object. */
export function requireJson(source: string, layer: ScreenConfigLayer, field = 'source'): unknown {
  const problems = new FieldProblems();
  let value: unknown;
  try {
    value = JSON.parse(source) as unknown;
  } catch (error) {
    problems.add(field, 'INVALID_FORMAT', { message: `The text is not valid JSON: ${(error as Error).message}` });
  }
  if (problems.empty && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    problems.add(field, 'INVALID_FORMAT', { message: layer === 'base' ? 'A screen definition is a JSON object.' : 'An overlay is a JSON object (an RFC 7396 merge patch).' });
  }
  problems.throwIfAny();
  return value;
}

async function newerVersionConflict(db: Kysely<Database>, screenId: string, layer: ScreenConfigLayer, basedOn: number) {
  const newest = await db
    .selectFrom('screenConfigVersions as v')
    .innerJoin('users as u', 'u.id', 'v.userId')
    .select(['v.version', 'v.createdAt', 'u.userName', 'u.loginName'])
    .where('v.screenId', '=', screenId)
    .where('v.layer', '=', layer)
    .orderBy('v.version', 'desc')
    .executeTakeFirst();
  if (!newest || newest.version === basedOn) return null;
  if (newest.version < basedOn) return conflict(`Version ${basedOn} does not exist; the latest version is ${newest.version}.`, 'stale_version');
  const when = new Date(newest.createdAt).toISOString();
  return conflict(
    `${newest.userName} (${newest.loginName}) saved version ${newest.version} at ${when}, after the version ${basedOn} you started from. Open the latest version and apply your change to it.`,
    'stale_version',
  );
}

export async function saveDraft(db: Kysely<Database>, caller: Caller, screenId: string, layer: ScreenConfigLayer, body: BodyOf<'saveStudioDraft'>) {
  requireJson(body.source, layer);
  const refusal = await newerVersionConflict(db, screenId, layer, body.basedOn);
  if (refusal) throw refusal;
  const actor = actorOf(caller);
  const inserted = await db
    .insertInto('screenConfigVersions')
    .values({ screenId, layer, version: body.basedOn + 1, basedOn: body.basedOn, source: body.source, comment: body.comment ?? '', userId: actor.userId, impersonatorLogin: actor.impersonatorLogin })
    .onConflict((oc) => oc.constraint('screen_config_versions_key').doNothing())
    .returning('version')
    .executeTakeFirst();
  if (!inserted) throw (await newerVersionConflict(db, screenId, layer, body.basedOn)) ?? conflict('Someone saved this layer at the same moment; open the latest version.', 'stale_version');
  return inserted.version;
}
