import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the bench pages are built; outside the checkout, so nothing needs ignoring. */
export const BENCH_ENGINE_OUT_DIR = process.env.BENCH_ENGINE_OUT_DIR ?? path.join(tmpdir(), 'smartportal-bench-engine');

// The bench pages as production builds (minified React, no dev checks), like the portal ships.
export default defineConfig({
  root: path.join(import.meta.dirname, 'pages'),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: BENCH_ENGINE_OUT_DIR, emptyOutDir: true, target: 'es2023', reportCompressedSize: false },
});
