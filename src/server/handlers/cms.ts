/**
 * The CMS backend (portal-shell §4.3, §5.2, §7): page content by language and OEM, per-block
 * drafts, publish, discard, image upload and the uploaded images. Write calls are limited to
 * the CMS editor group by the contract's x-roles before these run; while an admin
 * impersonates an editor, the caller is the editor.
 */
import type { OperationContext, OperationHandlers } from '../contract/register-operations.ts';
import type { Caller } from '../auth/caller.ts';
import { unauthorized } from '../http/http-error.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { discardDrafts, publishDrafts, type DiscardRequest, type PublishRequest } from './cms/draft-publish.ts';
import { saveDraft, type DraftSaveRequest } from './cms/draft-save.ts';
import { readMediaFile } from './cms/media-file.ts';
import { uploadMedia } from './cms/media-upload.ts';
import { getPageData } from './cms/page-data.ts';

const UPLOAD_PATH = '/api/media/upload';

function signedIn(ctx: OperationContext): Caller {
  if (!ctx.caller) throw unauthorized();
  return ctx.caller;
}

/** The prefix the CMS routes are mounted under, read from the route that was hit. */
function mountPathOf(ctx: OperationContext): string {
  const route = ctx.request.routeOptions.url ?? UPLOAD_PATH;
  return route.endsWith(UPLOAD_PATH) ? route.slice(0, -UPLOAD_PATH.length) : '';
}

export function createCmsHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps;
  return {
    getCmsPages: async (ctx) => ({ body: await getPageData(db, ctx) }),
    saveCmsDraft: async (ctx) => ({ body: await saveDraft(db, signedIn(ctx), ctx.body as DraftSaveRequest, clock.now()) }),
    publishCmsDrafts: async (ctx) => ({ body: await publishDrafts(db, signedIn(ctx), ctx.body as PublishRequest, clock.now()) }),
    discardCmsDrafts: async (ctx) => ({ body: await discardDrafts(db, signedIn(ctx), ctx.body as DiscardRequest) }),
    uploadCmsMedia: async (ctx) => ({
      body: await uploadMedia(db, {
        blockId: ctx.query.blockId as number,
        file: (ctx.body as Record<string, unknown> | undefined)?.file,
        caller: signedIn(ctx),
        now: clock.now(),
        mountPath: mountPathOf(ctx),
      }),
    }),
    getCmsMediaFile: async (ctx) => {
      const file = await readMediaFile(db, String(ctx.params.fileName));
      return { body: file.body, headers: file.headers };
    },
  };
}
