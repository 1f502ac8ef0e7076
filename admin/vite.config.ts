import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// React's JSX through Vite's own oxc transform (automatic runtime): no plugin and no Babel needed.
export default defineConfig({
  // The server serves dist/index.html for every /admin/* route and the hashed assets below it.
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    // Bundle the adapter from its sources, so a build needs no prior adapter build and tree-shakes zod/mini.
    alias: { '@bfsm/api-adapter': fileURLToPath(new URL('../api-adapter/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The strict CSP allows images only from 'self': no data: URIs.
    assetsInlineLimit: 0,
    // react-admin's core is one large chunk by nature; the real budget (300 KB gzip of initial JS)
    // is checked by scripts/size-report.mjs.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // MUI marks its modules 'use client' for React Server Components; meaningless in a plain SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/webapi': 'http://localhost:3000',
      '/check-login': 'http://localhost:3000',
      '/logout': 'http://localhost:3000',
    },
  },
});
