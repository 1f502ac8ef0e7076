import { defineConfig } from 'vite';
import { apiAdapterSource, devServer, sharedBuild } from '../scripts/vite-spa-settings.mjs';

// React's JSX through Vite's own oxc transform (automatic runtime): no plugin and no Babel needed.
export default defineConfig({
  // The server serves dist/index.html for every /admin/* route and the hashed assets below it.
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: { '@bfsm/api-adapter': apiAdapterSource } },
  build: {
    ...sharedBuild,
    outDir: 'dist',
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
  server: devServer,
});
