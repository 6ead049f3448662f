/**
 * The resources library (contract tag `resources`; business-areas §2 `resources`, §7
 * "Resources"): filter choices, the paged search, deletion by an administrator (x-roles admin,
 * checked before the handler), and the signed file addresses the list links to.
 */
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import { notFound } from '../../../http/http-error.ts';
import { fileDownload } from '../../../kernel/file-download.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../../kernel/page-request.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { resourceFilterOptions } from './resource-filter-options.ts';
import { findResources, resourceFiltersOf } from './resource-query.ts';
import { resourceScopeOf } from './resource-scope.ts';
import { isValidResourceFileSignature, resourceCaptionsPath, resourceFilePath } from './signed-file-url.ts';

export function createResourceHandlers({ db, clock, config }: HandlerDeps): OperationHandlers {
  return {
    getResourceFilterOptions: async ({ caller }) => ({
      body: await resourceFilterOptions(db, await resourceScopeOf(db, signedIn(caller))),
    }),

    searchResources: async ({ caller, query, request }) => {
      const paging = pageRequestOf(query);
      const scope = await resourceScopeOf(db, signedIn(caller), query.oemId);
      const origin = `${request.protocol}://${request.host}`;
      const now = clock.now();
      const { rows, total } = await findResources(db, scope, resourceFiltersOf(query), { limit: paging.size, offset: paging.offset }, {
        file: (id) => origin + resourceFilePath(config.tokenSecret, id, now),
        captions: (id) => origin + resourceCaptionsPath(config.tokenSecret, id, now),
        page: (url) => new URL(url, origin).href,
      });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    deleteResource: async ({ params }) => {
      // The file row goes with the record (resource_files.resource_id … on delete cascade).
      const deleted = await db.deleteFrom('resources').where('id', '=', params.id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound('There is no such resource.');
      return { body: { success: true, message: 'Deleted Successfully' } };
    },

    getResourceFile: async ({ params, query }) => {
      if (!isValidResourceFileSignature(config.tokenSecret, params.id, query.expires, query.signature, clock.now())) {
        throw notFound('This link is not valid or has expired; open the resource again from the Resources page.');
      }
      const file = await db.selectFrom('resourceFiles').select(['fileName', 'contentType', 'content']).where('resourceId', '=', params.id).executeTakeFirst();
      if (!file) throw notFound('There is no such file.');
      // inline: a PDF opens in the browser's viewer, a video plays; other types download under their name.
      return fileDownload({
        fileName: file.fileName,
        contentType: file.contentType,
        content: file.content,
        disposition: 'inline',
        headers: { 'cache-control': 'private, max-age=300' },
      });
    },

    getResourceCaptions: async ({ params, query }) => {
      if (!isValidResourceFileSignature(config.tokenSecret, params.id, query.expires, query.signature, clock.now(), 'captions')) {
        throw notFound('This link is not valid or has expired; open the resource again from the Resources page.');
      }
      const file = await db.selectFrom('resourceFiles').select(['fileName', 'captions']).where('resourceId', '=', params.id).executeTakeFirst();
      if (file?.captions == null) throw notFound('This resource has no captions.');
      return fileDownload({
        fileName: file.fileName.replace(/\.[^.]+$/, '.vtt'),
        contentType: 'text/vtt; charset=utf-8',
        content: file.captions,
        disposition: 'inline',
        headers: { 'cache-control': 'private, max-age=300' },
      });
    },
  };
}
