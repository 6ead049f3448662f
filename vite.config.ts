import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is built into dist/ and served by the reference server (src/server), which
// also answers /api, /oauth, /sso and /mocdata; in `npm run dev` Vite proxies those to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oauth', '/sso', '/mocdata', '/cms'].map((prefix) => [prefix, apiTarget]),
    ),
  },
});
