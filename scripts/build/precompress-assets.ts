/**
 * A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside every compressible
 * asset of the build, at the highest levels (a build pays once; every browser gains): the server
 * sends the copy the browser accepts, with Content-Encoding, without compressing per request
 * (@fastify/static's preCompressed, src/server/app.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'smartportal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name, index, all) => COMPRESSIBLE.test(name) && all.indexOf(name) === index);
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file).catch(() => undefined);
          if (!bytes || bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
