/**
 * Saved views (contract tag `savedViews`, issue #21): a user's named filters, sort and columns
 * of one screen. Every call acts on the caller's own views only (the user the call acts as,
 * the impersonated one while an admin impersonates): another user's view is answered as not
 * found, never listed, never replaced. Saving under an existing name (without case) replaces
 * that view, so "save" after a change needs no separate update call.
 */
import { sql } from 'kysely';
import { ValidationError, notFound } from '../http/http-error.ts';
import { fieldError } from '../kernel/field-errors.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { signedIn } from '../kernel/signed-in.ts';
import { nameKey, SAVED_VIEW_COLUMNS, savedViewOf } from './saved-views/saved-view-row.ts';

/** The contract's limit: a menu of views stays a menu (not a design of the spec; see savedViews.yaml). */
const MAX_SAVED_VIEWS_PER_SCREEN = 50;

export function createSavedViewHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    listSavedViews: async ({ caller: who, query }) => {
      const caller = signedIn(who);
      const rows = await db
        .selectFrom('savedViews')
        .select(SAVED_VIEW_COLUMNS)
        .where('userId', '=', caller.userId)
        .where('screenId', '=', query.screenId)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
      return { body: rows.map(savedViewOf) };
    },

    saveSavedView: async ({ caller: who, body: input }) => {
      const caller = signedIn(who);
      const name = input.name.trim();
      if (!name) throw new ValidationError([fieldError('name', 'REQUIRED_FIELD')]);
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
          throw new ValidationError([fieldError('name', 'SAVED_VIEW_LIMIT', { params: { max: MAX_SAVED_VIEWS_PER_SCREEN } })]);
        }
        return trx
          .insertInto('savedViews')
          .values({ userId: caller.userId, screenId: input.screenId, name, state, createdAt: now, updatedAt: now })
          .returning(SAVED_VIEW_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return { body: savedViewOf(saved) };
    },

    deleteSavedView: async ({ caller: who, params }) => {
      const caller = signedIn(who);
      const deleted = await db
        .deleteFrom('savedViews')
        .where('id', '=', params.viewId)
        .where('userId', '=', caller.userId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('You have no saved view with this id.');
      return { status: 204 };
    },
  };
}
