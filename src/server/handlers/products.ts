/**
 * GET /mocdata/products/{fileName} (contract tag `products`; portal-shell §4.6): the public
 * product texts of an OEM, its French variant, or the common file.
 */
import path from 'node:path';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { notFound } from '../http/http-error.ts';
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import { ProductFiles } from './products/product-files.ts';

/** Product texts change with a release, not by the minute; five minutes of browser caching spares the server. */
const CACHE_CONTROL = 'public, max-age=300';

export function createProductHandlers({ config }: HandlerDeps): OperationHandlers {
  const files = new ProductFiles(path.join(config.oemSkinsDir, 'products'));
  return {
    getProductFile: async ({ params }) => {
      const content = await files.read(params.fileName);
      if (content === undefined) throw notFound(`No product file is named ${params.fileName}.`);
      return { headers: { 'cache-control': CACHE_CONTROL }, body: content };
    },
  };
}
