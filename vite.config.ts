import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/build/precompress-assets.ts';
import { screenDefinitions } from './scripts/screen-definitions/vite-plugin.ts';
import { studioContract } from './scripts/studio/vite-plugin.ts';

// The SPA is built into dist/ and served by the reference server (src/server), which
// also answers /api, /oauth, /sso and /mocdata; in `npm run dev` Vite proxies those to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // screenDefinitions: definitions' contract and fragment references resolved at build time.
  // studioContract: the contract's shape for the studio's in-browser QA check (its chunk only).
  plugins: [react(), screenDefinitions(), studioContract(), precompressAssets()],
  build: {
    // DIST_DIR lets parallel browser-test runs build into folders of their own.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // No public source maps: they would publish the whole source. SOURCE_MAPS=hidden writes them
    // for an error tracker without referencing them from the bundles (and the server never serves .map).
    sourcemap: process.env.SOURCE_MAPS === 'hidden' ? 'hidden' : false,
    // Vite warns of a chunk over 500 kB of minified code; what a page costs here is what the
    // browser receives, compressed, which bench:bundle measures against the aims of the login
    // page and a dealer's home. Only lazy chunks pass 500 kB: the studio's (1.09 MB, 214 KB as
    // brotli: CodeMirror, the contract's shape and the QA check, on /studio only) and the
    // engine's (512 kB, 131 KB: a screen with a form or a table). A chunk past this limit is
    // new weight to look at.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk beside the entry: the automatic splitting
          // cut it into some thirty pieces by which lazy pages share them, and each piece is
          // compressed alone (bench:bundle). Lazy pages keep their own chunks.
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The same for what every signed-in page loads next: the themed layout (MUI, the
            // skin's theme) and the frame, with what they import. Left to the automatic splitting,
            // MUI came in some twenty small pieces: a dealer's home 202.5 KB instead of 189.3.
            { name: 'frame', test: /src[\\/]shell[\\/]app[\\/](themed-layout|app-frame)\.tsx$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oauth', '/sso', '/mocdata', '/cms'].map((prefix) => [prefix, apiTarget]),
    ),
  },
});
