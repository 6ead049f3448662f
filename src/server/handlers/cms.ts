/**
 * The CMS backend (portal-shell §4.3, §5.2, §7): page content by language and OEM, per-block
 * drafts, publish, discard, image upload and the uploaded images. Write calls are limited to
 * the CMS editor group by the contract's x-roles before these run; while an admin
 * impersonates an editor, the caller is the editor.
 */
import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { signedIn } from '../kernel/signed-in.ts';
import { discardDrafts, publishDrafts } from './cms/draft-publish.ts';
import { saveDraft } from './cms/draft-save.ts';
import { readMediaFile } from './cms/media-file.ts';
import { uploadMedia } from './cms/media-upload.ts';
import { getPageData } from './cms/page-data.ts';

const UPLOAD_PATH = '/api/media/upload';

/** The prefix the CMS routes are mounted under, read from the route that was hit. */
function mountPathOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? UPLOAD_PATH;
  return route.endsWith(UPLOAD_PATH) ? route.slice(0, -UPLOAD_PATH.length) : '';
}

export function createCmsHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps;
  return {
    getCmsPages: async ({ query, caller }) => ({ body: await getPageData(db, query, caller) }),
    saveCmsDraft: async ({ caller, body }) => ({ body: await saveDraft(db, signedIn(caller), body, clock.now()) }),
    publishCmsDrafts: async ({ caller, body }) => ({ body: await publishDrafts(db, signedIn(caller), body, clock.now()) }),
    discardCmsDrafts: async ({ caller, body }) => ({ body: await discardDrafts(db, signedIn(caller), body) }),
    uploadCmsMedia: async ({ caller, query, body, request }) => ({
      body: await uploadMedia(db, {
        blockId: query.blockId,
        file: body.file,
        caller: signedIn(caller),
        now: clock.now(),
        mountPath: mountPathOf(request),
      }),
    }),
    getCmsMediaFile: async ({ params }) => readMediaFile(db, params.fileName),
  };
}
