import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Preact's JSX through Vite's own oxc transform: no preset plugin and no Babel needed.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
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
  },
  server: {
    proxy: {
      '/webapi': 'http://localhost:3000',
      '/check-login': 'http://localhost:3000',
      '/logout': 'http://localhost:3000',
    },
  },
});
