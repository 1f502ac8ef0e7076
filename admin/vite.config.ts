import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { apiAdapterSource, devServer, sharedBuild } from '../scripts/vite-spa-settings.mjs';
import { withScreenChunkGroups } from '../scripts/vite-screen-chunks.js';

/** react-admin and the layout, loaded by the entry at once (decision 047): what the screens' chunk groups leave alone. */
const reactAdminStart = fileURLToPath(new URL('./src/start-admin.tsx', import.meta.url));

// React's JSX through Vite's own oxc transform (automatic runtime): no plugin and no Babel needed.
const adminConfig: UserConfig = {
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
};

// A build merges the screens' small shared chunks (decision 068); the dev server serves modules as they are.
export default defineConfig(async ({ command }) =>
  command === 'build' ? withScreenChunkGroups(adminConfig, reactAdminStart) : adminConfig,
);
