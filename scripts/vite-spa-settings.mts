// What the customer and the admin app need from Vite alike, because one server serves both. Each
// app's vite.config.ts keeps its own base, JSX runtime, aliases and output folder.
import { fileURLToPath } from 'node:url';
import type { BuildOptions, ServerOptions } from 'vite';

/** The adapter bundled from its sources, so a build needs no prior adapter build and tree-shakes zod/mini. */
export const apiAdapterSource = fileURLToPath(new URL('../api-adapter/src/index.ts', import.meta.url));

/** The server's default address (PORT 3000): in `vite` dev mode the portal's own calls go there. */
const portalServer = 'http://localhost:3000';

export const devServer: ServerOptions = {
  proxy: { '/webapi': portalServer, '/check-login': portalServer, '/logout': portalServer },
};

export const sharedBuild = {
  emptyOutDir: true,
  // scripts/size-report.mjs finds the initial JavaScript through the manifest.
  manifest: true,
  // The strict CSP allows images only from 'self': no data: URIs.
  assetsInlineLimit: 0,
} satisfies BuildOptions;
