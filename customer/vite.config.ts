import { defineConfig } from 'vite';
import { apiAdapterSource, devServer, sharedBuild } from '../scripts/vite-spa-settings.mjs';

// Preact's JSX through Vite's own oxc transform: no preset plugin and no Babel needed.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { '@bfsm/api-adapter': apiAdapterSource } },
  build: { ...sharedBuild, outDir: 'dist' },
  server: devServer,
});
