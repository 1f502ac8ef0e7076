import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { allCalls, type TokenCallDeclaration } from '@bfsm/api-adapter';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { createSessionStore } from './sessions/session-store.js';
import { createSessionManager } from './sessions/session-manager.js';
import { isPlainTokenCall, registerTokenRoutes } from './sessions/token-routes.js';
import { createLoginThrottle } from './auth/login-throttle.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import { createTermsService } from './terms/terms-service.js';
import { registerMenuRoutes } from './menu/menu-routes.js';
import { createUserDirectory } from './users/user-directory.js';
import { registerUserInfoRoutes } from './users/userinfo-routes.js';
import { registerAdminUserRoutes } from './users/admin-user-routes.js';
import { registerPageRoutes } from './pages/page-routes.js';
import { registerProfileRoutes } from './account/profile-routes.js';
import { registerSpaRoutes, type StaticRoots } from './static/spa-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: ReadonlyArray<{ method: string; url: string }>;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built apps are; without them only the webapi is served. */
  staticRoots?: StaticRoots;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole application: infrastructure first (cookies, bodies, errors, headers,
 * sessions), then the domain services, then the routes of each domain, then the two apps.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const { db } = options.database;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // The route table, for the test that compares the server's routes with the contract.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.secureCookies });

  const sessions = createSessionManager(createSessionStore(db, config.session), { secure: config.secureCookies, absoluteHours: config.session.absoluteHours });
  sessions.register(app);
  const users = createUserDirectory(db);
  const terms = createTermsService(db, config.termsVersion);
  const throttle = createLoginThrottle(db, config.loginThrottle);
  const route = { publicOrigin: new URL(config.publicUrl).origin };

  registerTokenRoutes(app, { route, sessions }, allCalls().filter((call): call is TokenCallDeclaration => 'action' in call && isPlainTokenCall(call)));
  registerAuthRoutes(app, { route, sessions, users, throttle });
  registerMenuRoutes(app, { route, terms, content: { product: config.product.name, supportEmail: config.product.supportEmail, helpCenterUrl: config.product.helpCenterUrl } });
  registerUserInfoRoutes(app, { route, users });
  registerAdminUserRoutes(app, { route, db });
  registerPageRoutes(app, { route, dataDir: config.dataDir });
  registerProfileRoutes(app, { route, db });

  if (options.staticRoots) await registerSpaRoutes(app, options.staticRoots);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'not-found', message: 'Nicht gefunden.' }));
  return app;
}
