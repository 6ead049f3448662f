import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { screenDefinitions } from './scripts/screen-definitions/vite-plugin.ts';

// The SPA is built into dist/ and served by the reference server (src/server), which
// also answers /api, /oauth, /sso and /mocdata; in `npm run dev` Vite proxies those to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // screenDefinitions: definitions' contract and fragment references resolved at build time.
  plugins: [react(), screenDefinitions()],
  // DIST_DIR lets parallel browser-test runs build into folders of their own.
  build: { outDir: process.env.DIST_DIR ?? 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oauth', '/sso', '/mocdata', '/cms'].map((prefix) => [prefix, apiTarget]),
    ),
  },
});
