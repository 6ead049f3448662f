/**
 * Publishing a saved version, or rolling back to an earlier one (0: the built-in file). Both
 * run the QA check on what would then be served (layer-qa.ts) and are refused with every
 * problem while any OEM has an error; otherwise the publication is recorded and served from the
 * next time a portal session loads the published configs.
 */
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { CheckContext } from '../../../engine/tooling.ts';
import type { Database } from '../../db/schema/database.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { ValidationError, notFound } from '../../http/http-error.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import { checkServedScreen, servedTexts } from './layer-qa.ts';
import { routeOf, screenOnRoute } from './route-owner.ts';
import { builtInSource, type ScreenFile } from './screen-files.ts';
import { servedLayers } from './served-layers.ts';

export interface PublishRequest {
  action: 'publish' | 'rollback';
  version: number;
  comment: string;
}

/** The text a version serves: a saved one's, or with 0 the built-in file's (null: no overlay). */
async function sourceOf(db: Kysely<Database>, screen: ScreenFile, layer: ScreenConfigLayer, version: number, oemSkinsDir: string): Promise<string | null> {
  if (version === 0) {
    const builtIn = builtInSource(screen, layer, oemSkinsDir);
    if (builtIn === null && layer === 'base') throw notFound(`No built-in file for ${screen.screenId}.`);
    return builtIn;
  }
  const row = await db
    .selectFrom('screenConfigVersions')
    .select('source')
    .where('screenId', '=', screen.screenId)
    .where('layer', '=', layer)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound(`Version ${version} of ${screen.screenId} (${layer}) does not exist.`);
  return row.source;
}

/** A route shows one screen: a base that would move onto another served screen's route is refused. */
function refuseTakenRoute(screen: ScreenFile, source: string | null, served: Awaited<ReturnType<typeof servedLayers>>): void {
  const route = routeOf(source);
  const owner = route === null ? undefined : screenOnRoute(route, screen.screenId, served);
  if (owner === undefined) return;
  const message = `Route "${route}" already shows the screen ${owner}: a route shows one screen. Choose another route, or move ${owner} first.`;
  throw new ValidationError([fieldError('version', 'INVALID_FORMAT', { message })]);
}

export async function publish(
  db: Kysely<Database>,
  ctx: CheckContext,
  caller: Caller,
  screen: ScreenFile,
  layer: ScreenConfigLayer,
  request: PublishRequest,
  oemSkinsDir: string,
): Promise<void> {
  const source = await sourceOf(db, screen, layer, request.version, oemSkinsDir);
  if (layer === 'base') refuseTakenRoute(screen, source, await servedLayers(db));
  const texts = servedTexts(screen, await servedLayers(db, screen.screenId), oemSkinsDir, { layer, source });
  const { issues, qa } = checkServedScreen(ctx, screen, texts, oemSkinsDir);
  if (issues.length) {
    const failing = qa.filter((status) => status.errors > 0).map((status) => status.oem);
    const message = `Version ${request.version} cannot be served: the QA check found ${issues.length} error(s)${failing.length ? ` (${failing.join(', ')})` : ''}. Fix them and save a new version.`;
    throw new ValidationError([fieldError('version', 'INVALID_FORMAT', { message })], { problems: issues });
  }
  const actor = actorOf(caller);
  await db
    .insertInto('screenConfigPublications')
    .values({ screenId: screen.screenId, layer, action: request.action, version: request.version, comment: request.comment, userId: actor.userId, impersonatorLogin: actor.impersonatorLogin })
    .execute();
}
