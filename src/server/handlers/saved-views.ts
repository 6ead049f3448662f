/**
 * Saved views (contract tag `savedViews`, issue #21): a user's named filters, sort and columns
 * of one screen. Every call acts on the caller's own views only (the user the call acts as,
 * the impersonated one while an admin impersonates): another user's view is answered as not
 * found, never listed, never replaced. Saving under an existing name (without case) replaces
 * that view, so "save" after a change needs no separate update call.
 */
import { sql } from 'kysely';
import type { components } from '../../api/generated/portal.ts';
import { translateEnglish } from '../../rules/index.ts';
import type { OperationHandlers } from '../contract/register-operations.ts';
import { notFound, ValidationError } from '../http/http-error.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { nameKey, SAVED_VIEW_COLUMNS, savedViewOf } from './saved-views/saved-view-row.ts';
import { signedIn } from './user/signed-in.ts';

type SavedViewInput = components['schemas']['SavedViewInput'];

/** The contract's limit: a menu of views stays a menu (not a design of the spec; see savedViews.yaml). */
const MAX_SAVED_VIEWS_PER_SCREEN = 50;

export function createSavedViewHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    listSavedViews: async (ctx) => {
      const caller = signedIn(ctx.caller);
      const rows = await db
        .selectFrom('savedViews')
        .select(SAVED_VIEW_COLUMNS)
        .where('userId', '=', caller.userId)
        .where('screenId', '=', ctx.query.screenId as string)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
      return { body: rows.map(savedViewOf) };
    },

    saveSavedView: async (ctx) => {
      const caller = signedIn(ctx.caller);
      const input = ctx.body as SavedViewInput;
      const name = input.name.trim();
      if (!name) throw new ValidationError([{ field: 'name', messageKey: 'REQUIRED_FIELD', message: translateEnglish('REQUIRED_FIELD') }]);
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const mine = await trx
          .selectFrom('savedViews')
          .select(['id', 'name'])
          .where('userId', '=', caller.userId)
          .where('screenId', '=', input.screenId)
          .forUpdate()
          .execute();
        const same = mine.find((view) => nameKey(view.name) === nameKey(name));
        const state = JSON.stringify(input.state);
        if (same) {
          return trx
            .updateTable('savedViews')
            .set({ name, state, updatedAt: now })
            .where('id', '=', same.id)
            .returning(SAVED_VIEW_COLUMNS)
            .executeTakeFirstOrThrow();
        }
        if (mine.length >= MAX_SAVED_VIEWS_PER_SCREEN) {
          const params = { max: MAX_SAVED_VIEWS_PER_SCREEN };
          throw new ValidationError([{ field: 'name', messageKey: 'SAVED_VIEW_LIMIT', message: translateEnglish('SAVED_VIEW_LIMIT', params) }]);
        }
        return trx
          .insertInto('savedViews')
          .values({ userId: caller.userId, screenId: input.screenId, name, state, createdAt: now, updatedAt: now })
          .returning(SAVED_VIEW_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return { body: savedViewOf(saved) };
    },

    deleteSavedView: async (ctx) => {
      const caller = signedIn(ctx.caller);
      const deleted = await db
        .deleteFrom('savedViews')
        .where('id', '=', ctx.params.viewId as number)
        .where('userId', '=', caller.userId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('You have no saved view with this id.');
      return { status: 204 };
    },
  };
}
