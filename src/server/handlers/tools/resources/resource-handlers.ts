/**
 * The resources library (contract tag `resources`; business-areas §2 `resources`, §7
 * "Resources"): filter choices, the paged search, deletion by an administrator (x-roles admin,
 * checked before the handler), and the signed file addresses the list links to.
 */
import type { OperationHandlers } from '../../../contract/register-operations.ts';
import { notFound } from '../../../http/http-error.ts';
import type { HandlerDeps } from '../../handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../lookups/page-request.ts';
import { signedIn } from '../../user/signed-in.ts';
import { resourceFilterOptions } from './resource-filter-options.ts';
import { findResources, resourceFiltersOf } from './resource-query.ts';
import { resourceScopeOf } from './resource-scope.ts';
import { isValidResourceFileSignature, resourceFilePath } from './signed-file-url.ts';
import { inlineDisposition } from './inline-disposition.ts';

export function createResourceHandlers({ db, clock, config }: HandlerDeps): OperationHandlers {
  return {
    getResourceFilterOptions: async ({ caller }) => ({
      body: await resourceFilterOptions(db, await resourceScopeOf(db, signedIn(caller))),
    }),

    searchResources: async ({ caller, query, request }) => {
      const paging = pageRequestOf(query);
      const scope = await resourceScopeOf(db, signedIn(caller), typeof query.oemId === 'number' ? query.oemId : undefined);
      const origin = `${request.protocol}://${request.host}`;
      const now = clock.now();
      const { rows, total } = await findResources(db, scope, resourceFiltersOf(query), { limit: paging.size, offset: paging.offset }, (id) =>
        origin + resourceFilePath(config.tokenSecret, id, now),
      );
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    deleteResource: async ({ params }) => {
      // The file row goes with the record (resource_files.resource_id … on delete cascade).
      const deleted = await db.deleteFrom('resources').where('id', '=', Number(params.id)).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound('There is no such resource.');
      return { body: { success: true, message: 'Deleted Successfully' } };
    },

    getResourceFile: async ({ params, query, reply }) => {
      const id = Number(params.id);
      if (!isValidResourceFileSignature(config.tokenSecret, id, Number(query.expires), String(query.signature), clock.now())) {
        throw notFound('This link is not valid or has expired; open the resource again from the Resources page.');
      }
      const file = await db.selectFrom('resourceFiles').select(['fileName', 'contentType', 'content']).where('resourceId', '=', id).executeTakeFirst();
      if (!file) throw notFound('There is no such file.');
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', inlineDisposition(file.fileName))
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      await reply.send(file.content);
      return { sent: true };
    },
  };
}
