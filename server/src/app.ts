import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { allCalls, texts, type TokenCallDeclaration } from '@bfsm/api-adapter';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { createAccessCheck } from './http/access-check.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { createSessionStore } from './sessions/session-store.js';
import { createSessionManager } from './sessions/session-manager.js';
import { createAnonymousSessionQuota } from './sessions/anonymous-session-quota.js';
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
import { createCaptcha } from './captcha/create-captcha.js';
import { createMailer } from './mail/mailer.js';
import { createOneTimeCodes } from './codes/one-time-codes.js';
import { createRegistrationService } from './registration/registration-service.js';
import { registerRegistrationRoutes } from './registration/registration-routes.js';
import { registerTermsRoutes } from './terms/terms-routes.js';
import { startScheduler } from './jobs/scheduler.js';
import { loggerOptions } from './logging/logger-options.js';
import { registerRequestIdHeader, requestIdOptions } from './logging/request-id.js';
import { createReadiness, type Readiness } from './health/readiness.js';
import { registerHealthRoutes } from './health/health-routes.js';
import { createPortalMetrics } from './metrics/portal-metrics.js';
import { createMetricsAccess } from './metrics/metrics-access.js';
import { registerMetrics } from './metrics/metrics-routes.js';
import { registerOpenApiRoute } from './openapi/openapi-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** Whether this instance should get traffic; the server starts draining it at SIGTERM. */
    readiness: Readiness;
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
    logger: options.logger ?? (await loggerOptions(config)),
    ...requestIdOptions(config.trustProxy),
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

  registerRequestIdHeader(app);
  const metrics = createPortalMetrics({ database: options.database, onCollectError: (error) => app.log.warn({ err: error }, 'Metrik aus der Datenbank nicht lesbar') });
  registerMetrics(app, { metrics, mayRead: createMetricsAccess(config.metrics) });
  app.decorate('readiness', createReadiness(db));
  registerHealthRoutes(app, app.readiness);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);
  registerErrorHandler(app, { strictContract: config.environment === 'test' });
  registerSecurityHeaders(app, { https: config.secureCookies });

  const sessionStore = createSessionStore(db, config.session);
  const anonymousQuota = createAnonymousSessionQuota(db, { perHour: config.session.anonymousPerHour });
  const sessions = createSessionManager(sessionStore, anonymousQuota, { secure: config.secureCookies, absoluteHours: config.session.absoluteHours });
  sessions.register(app);
  const users = createUserDirectory(db);
  const terms = createTermsService(db, config.termsVersion);
  const throttle = createLoginThrottle(db, config.loginThrottle);
  const route = { publicOrigin: new URL(config.publicUrl).origin, access: createAccessCheck(db), terms };
  const mailer = createMailer({ db, config, logger: app.log, metrics: metrics.mail });
  const captcha = await createCaptcha({ db, cost: config.captchaCost });
  const codes = createOneTimeCodes(db);
  const registration = createRegistrationService({ db, users, codes, mailer, terms, mailContext: config });

  registerTokenRoutes(app, { route, sessions }, allCalls().filter((call): call is TokenCallDeclaration => 'action' in call && isPlainTokenCall(call)));
  registerAuthRoutes(app, { route, sessions, users, throttle, registration });
  registerMenuRoutes(app, { route, terms, content: { product: config.product.name, supportEmail: config.product.supportEmail, helpCenterUrl: config.product.helpCenterUrl } });
  registerUserInfoRoutes(app, { route, users });
  registerAdminUserRoutes(app, { route, db });
  registerPageRoutes(app, { route, dataDir: config.dataDir });
  registerProfileRoutes(app, { route, db });
  registerRegistrationRoutes(app, { route, sessions, captcha, codes, registration, users, throttle, phoneOptional: config.registration.phoneOptional });
  registerTermsRoutes(app, { route, terms });
  registerOpenApiRoute(app, { route });

  const scheduler = startScheduler(options.database, app.log, [
    { name: 'mail-delivery', everyMs: 60_000, run: () => mailer.deliverDue() },
    { name: 'session-cleanup', everyMs: 15 * 60_000, run: () => sessions.deleteExpired() },
  ], metrics.jobs);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mailer.close();
  });

  if (options.staticRoots) await registerSpaRoutes(app, options.staticRoots);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'not-found', message: texts.errors.notFound }));
  return app;
}
