/**
 * The server's layers and the directions an import may take (decision 056, docs/server-layers.md),
 * checked by `npm run lint`. From the bottom: base (db and the helpers that know no feature),
 * stores and services (the feature folders), routes (`*-routes.ts`) with `http/` beside them,
 * the composition (`composition/` and the entry points in `src/`).
 *
 * Only what runs counts: `tsPreCompilationDeps: false` reads the imports TypeScript leaves in the
 * compiled JavaScript, so a type-only import (which names a shape) is no dependency.
 */
const base = '^src/(db|errors|calendar|security|logging)/';
const http = '^src/http/';
const composition = '^src/(composition/|[^/]+\\.ts$)';
const routes = '-routes\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-circle',
      comment: 'Two folders import each other, directly or round a circle: move the shared piece down, or inject it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-circle',
      comment: 'Two files import each other, directly or round a circle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'base-knows-no-feature',
      comment: 'db/, errors/, calendar/, security/ and logging/ are the bottom layer: they import only each other.',
      severity: 'error',
      from: { path: base },
      to: { path: '^src/', pathNot: base },
    },
    {
      name: 'http-knows-no-feature',
      comment: 'http/ sits beside the routes and imports only the bottom layer; the composition hands it what a feature knows.',
      severity: 'error',
      from: { path: http },
      to: { path: '^src/', pathNot: [http, base] },
    },
    {
      name: 'http-only-for-routes',
      comment: 'Only route files (*-routes.ts), http/ itself and the composition import http/; a service takes plain values.',
      severity: 'error',
      from: { path: '^src/', pathNot: [http, composition, routes] },
      to: { path: http },
    },
    {
      name: 'routes-only-for-the-composition',
      comment: 'Route files are registered by the composition; nothing below imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: [composition, routes] },
      to: { path: routes },
    },
    {
      name: 'composition-on-top',
      comment: 'The composition and the entry points build everything; nothing below imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: composition },
      to: { path: composition },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers may reach into any layer.
    exclude: { path: ['\\.test\\.ts$', '/test-support/'] },
    tsPreCompilationDeps: false,
  },
};
