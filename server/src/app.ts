import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { contract, type CallDeclaration, type TokenCallDeclaration } from '@bfsm/api-adapter';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { bodyLimits } from './http/body-limits.js';
import { registerErrorHandler, replyToFrameworkError } from './http/error-handler.js';
import { createRouteMethods } from './http/route-methods.js';
import { registerUnmatchedRequests } from './http/unmatched-requests.js';
import { createAccessCheck } from './http/access-check.js';
import { loggerOptions, type LogStream } from './logging/logger-options.js';
import { createUrlRedactor } from './logging/secret-url.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { createSessionStore } from './sessions/session-store.js';
import { createSessionManager } from './sessions/session-manager.js';
import { createAnonymousSessionQuota } from './sessions/anonymous-session-quota.js';
import { createSessionCache, type SessionCache } from './sessions/session-cache.js';
import { createCacheCoherence } from './sessions/cache-coherence.js';
import { createCachedUserFacts } from './sessions/cached-user-facts.js';
import { registerTokenRoutes } from './sessions/token-routes.js';
import { isPlainTokenCall, type DomainRoutes } from './http/domain-routes.js';
import { addressFactor, createLoginThrottle } from './auth/login-throttle.js';
import { createAttemptCounter } from './throttle/attempt-counter.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import { createTermsService } from './terms/terms-service.js';
import { registerMenuRoutes } from './menu/menu-routes.js';
import { createUserDirectory } from './users/user-directory.js';
import { registerProfileRoutes } from './account/profile-routes.js';
import { registerPasswordRoutes } from './account/password-routes.js';
import { registerMyDataRoutes } from './account/my-data-routes.js';
import { createSessionList } from './sessions/session-list.js';
import { registerSessionRoutes } from './sessions/session-list-routes.js';
import { registerDeviceRoutes } from './devices/device-routes.js';
import { releaseDueDevices } from './devices/device-slots.js';
import { registerSpaRoutes, type StaticRoots } from './static/spa-routes.js';
import { createCaptcha } from './captcha/create-captcha.js';
import { createMailer } from './mail/mailer.js';
import { createOneTimeCodes } from './codes/one-time-codes.js';
import { createRegistrationService } from './registration/registration-service.js';
import { registerRegistrationRoutes } from './registration/registration-routes.js';
import { createAccountRequestQueue } from './registration/account-requests.js';
import { accountMailsPerAddress } from './registration/account-mail-limit.js';
import { registerTermsRoutes } from './terms/terms-routes.js';
import { startScheduler, type JobTimers, type ScheduledJob } from './jobs/scheduler.js';
import { createErrorReportTunnel } from './telemetry/error-report-tunnel.js';
import { registerTelemetryRoutes } from './telemetry/telemetry-routes.js';
import { createPoolService, invitationMailsPerPool } from './pools/pool-service.js';
import { poolRoutes } from './pools/pool-routes.js';
import { createCodeGuesses } from './invitations/code-guesses.js';
import { createInvitationService } from './invitations/invitation-service.js';
import { registerInvitationRoutes } from './invitations/invitation-routes.js';
import { registerRequestIdHeader, requestIdOptions } from './logging/request-id.js';
import { createReadiness, type Readiness } from './health/readiness.js';
import { registerHealthRoutes } from './health/health-routes.js';
import { createPortalMetrics } from './metrics/portal-metrics.js';
import { createMetricsAccess } from './metrics/metrics-access.js';
import { registerMetrics } from './metrics/metrics-routes.js';
import { registerOpenApiRoute } from './openapi/openapi-route.js';
import { loadLicenseSigner } from './desktop/signing-key.js';
import { createDesktopLicensing } from './desktop/desktop-licensing.js';
import { registerDesktopRoutes } from './desktop/desktop-routes.js';
import { createTrialCourse } from './trial/trial-course.js';
import { usersRoutes } from './users/users-routes.js';
import { licensesRoutes } from './licenses/licenses-routes.js';
import { referencesRoutes } from './references/references-routes.js';
import { featuresRoutes } from './features/features-routes.js';
import { installerRoutes } from './installer/installer-routes.js';
import { mailPreviewsRoutes } from './mail-previews/mail-previews-routes.js';
import { adminLinksRoutes } from './admin-links/admin-links-routes.js';
import { notificationsRoutes } from './notifications/notifications-routes.js';
import { pagesRoutes } from './pages/pages-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { createReferenceUploads } from './references/reference-uploads.js';
import { registerUploadFiles } from './references/upload-files-route.js';
import { createSecretBox } from './security/secret-box.js';
import { secondFactorKey } from './security/second-factor-key.js';
import { createSecondFactorService } from './second-factor/second-factor-service.js';
import { registerSecondFactorRoutes } from './second-factor/second-factor-routes.js';
import { deleteExpiredAuditEntries } from './audit/audit-maintenance.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** Whether this instance should get traffic; the server starts draining it at SIGTERM. */
    readiness: Readiness;
    /** The background jobs by name, so tests (and operators' tools) can run one round now. */
    scheduledJobs: ReadonlyMap<string, ScheduledJob>;
    /** Resolves once the queued registrations and reset requests, and the mails they sent, are done: tests wait on it. */
    accountRequestsSettled(): Promise<void>;
    /** This instance's cache of sessions and users; tests wait on its events. */
    sessionCache: SessionCache;
  }
}

/** A bound on trusting a cached session, should a change notification ever be lost on the way. */
const sessionCacheMaxAgeMs = 5 * 60_000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built apps are; without them only the webapi is served. */
  staticRoots?: StaticRoots;
  /** Where the log goes: stdout by default, a stream for tests that read it, nowhere with false. */
  log?: false | { stream: LogStream };
  /** What time it is: tests move this clock for the trial's course and the licence files' 4 days. */
  clock?: () => Date;
  /** Milliseconds between a registration's or reset request's answer and its work: random by default; a test fixes it to look between the two. */
  answerDeferralMs?: () => number;
  /** How the background jobs wait between rounds: Node's timers; tests fire rounds themselves. */
  jobTimers?: JobTimers;
}

/**
 * Builds the whole application: infrastructure first (cookies, bodies, errors, headers,
 * sessions), then the domain services, then the routes of each domain, then the two apps.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const { db } = options.database;
  // Learns every route with a code or token in its path (onRoute below), so the log never shows one.
  const redactor = createUrlRedactor();
  const app = Fastify({
    logger: options.log === false ? false : await loggerOptions({ config, redactor, stream: options.log?.stream }),
    ...requestIdOptions(config.trustProxy !== false),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimits.jsonOrFormBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: replyToFrameworkError,
  });

  // The route table, for the test that compares the server's routes with the contract.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  // Which methods each address takes, for 405 and OPTIONS (unmatched-requests.ts).
  const routeMethods = createRouteMethods();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeMethods.add(method, route.url);
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
    redactor.addRoute(route.url);
  });

  registerRequestIdHeader(app);
  const metrics = createPortalMetrics({
    database: options.database,
    onCollectError: (error) => app.log.warn({ err: error }, 'Metrik aus der Datenbank nicht lesbar'),
  });
  registerMetrics(app, { metrics, mayRead: createMetricsAccess(config.metrics) });
  app.decorate('readiness', createReadiness(db));
  registerHealthRoutes(app, app.readiness);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandler(app, { strictContract: config.environment === 'test' });
  const { analytics } = config.telemetry;
  registerSecurityHeaders(app, {
    https: config.secureCookies,
    imageOrigins: config.imageOrigins,
    ...(analytics ? { trackerOrigin: new URL(analytics.trackerUrl).origin } : {}),
  });

  // Sessions and users in memory, kept exact by the database's change notifications (decision 026).
  const sessionCache = createSessionCache({ maxEntries: config.session.cacheEntries, maxAgeMs: sessionCacheMaxAgeMs });
  const coherence = createCacheCoherence(options.database, sessionCache);
  if (config.session.cacheEntries > 0) await coherence.start();
  app.addHook('onClose', () => coherence.stop());
  coherence.registerWriteEnd(app);
  app.decorate('sessionCache', sessionCache);
  const sessionStore = createSessionStore(db, config.session, { cache: { cache: sessionCache, settle: coherence.settle } });
  const anonymousQuota = createAnonymousSessionQuota(db, { perHour: config.session.anonymousPerHour });
  const users = createUserDirectory(db);
  const secondFactor = createSecondFactorService({
    db,
    box: createSecretBox(await secondFactorKey(config.secondFactor.key, config.dataDir)),
    issuer: config.product.name,
    requiredForAdmins: config.secondFactor.requiredForAdmins,
  });
  const sessions = createSessionManager(
    sessionStore,
    anonymousQuota,
    { secure: config.secureCookies, absoluteHours: config.session.absoluteHours },
    { db, users, secondFactor },
  );
  sessions.register(app);
  const terms = createTermsService(db, config.termsVersion);
  const facts = createCachedUserFacts(sessionCache, { terms, users, clock });
  const attempts = createAttemptCounter(db, { windowMinutes: config.loginThrottle.lockMinutes });
  const throttle = createLoginThrottle(attempts, config.loginThrottle);
  const route = {
    publicOrigin: new URL(config.publicUrl).origin,
    access: createAccessCheck(db, { adminSecondFactor: config.secondFactor.requiredForAdmins }),
    terms: facts.terms,
  };
  const mailer = createMailer({ db, config, logger: app.log, metrics: metrics.mail });
  const captcha = await createCaptcha({ db, cost: config.captchaCost });
  // An address may send as many codes that match nothing as it may fail to sign in.
  const codes = createOneTimeCodes(db, { counter: attempts, perAddress: config.loginThrottle.maxFailures * addressFactor });
  const registration = createRegistrationService({
    db,
    users,
    codes,
    mailer,
    terms,
    mailContext: config,
    mailLimit: { counter: attempts, perAddress: accountMailsPerAddress },
    ...(options.answerDeferralMs ? { answerDeferralMs: options.answerDeferralMs } : {}),
  });
  const accountRequests = createAccountRequestQueue({
    db,
    log: app.log,
    resolve: (request) => registration.resolveAccountRequest(request),
  });
  accountRequests.register(app);
  app.decorate('accountRequestsSettled', async () => {
    await accountRequests.idle();
    await mailer.idle();
  });
  const pools = createPoolService({ db, mailer, mailContext: config, mailLimit: { counter: attempts, perPool: invitationMailsPerPool } });
  const codeGuesses = createCodeGuesses(db);
  const invitations = createInvitationService({ db, terms, guesses: codeGuesses });

  // Domains move one by one to typed routes (http/domain-routes.ts); the rest still register themselves.
  const domains: DomainRoutes[] = [
    // Sign-in, registration and the account: auth, registration, account, myData, sessions, secondFactor.

    // The back-office and its objects: users, licenses, features, references, installer, mailPreviews, adminLinks, notifications, pages, audit.
    usersRoutes({ db, users, facts, mailer, registration }),
    licensesRoutes({ db, mailer }),
    featuresRoutes({ db, users }),
    referencesRoutes({ db, uploads: createReferenceUploads(config.uploadsDir), maxPixels: config.uploadMaxPixels }),
    installerRoutes({ nightlyManifestUrl: config.installer.nightlyManifestUrl, customerInstaller: config.installer.customer }),
    mailPreviewsRoutes({ mailContext: config }),
    adminLinksRoutes({ links: config.adminLinks }),
    notificationsRoutes({ db }),
    pagesRoutes({ dataDir: config.dataDir }),
    auditRoutes({ db }),

    // Pools, invitations, the desktop application and the rest: pools, invitations, desktop, devices, telemetry, documentation.
    poolRoutes({ pools }),
  ];
  for (const domain of domains) domain.register(app, { route, sessions });
  const typedDomains = new Set<string>(domains.map((domain) => domain.domain));
  registerTokenRoutes(
    app,
    { route, sessions },
    Object.entries(contract)
      .filter(([name]) => !typedDomains.has(name))
      .flatMap(([, calls]) => Object.values(calls) as CallDeclaration[])
      .filter((call): call is TokenCallDeclaration => 'action' in call && isPlainTokenCall(call)),
  );
  registerAuthRoutes(app, { route, db, sessions, users, throttle, registration, secondFactor });
  registerSecondFactorRoutes(app, { route, db, secondFactor, throttle });
  const menuContent = {
    product: config.product.name,
    supportEmail: config.product.supportEmail,
    helpCenterUrl: config.product.helpCenterUrl,
    salesPhone: config.product.salesPhone,
  };
  registerMenuRoutes(app, { route, terms: facts.terms, content: menuContent, clock });
  registerProfileRoutes(app, { route, db });
  registerPasswordRoutes(app, { route, users, throttle, sessions: sessionStore, db });
  const sessionList = createSessionList(db, config.session);
  registerSessionRoutes(app, { route, list: sessionList, store: sessionStore, sessions });
  registerMyDataRoutes(app, { route, db, sessions: sessionList });
  registerDeviceRoutes(app, { route, db, users, clock });
  registerRegistrationRoutes(app, {
    route,
    sessions,
    captcha,
    codes,
    registration,
    accountRequests,
    users,
    throttle,
    phoneOptional: config.registration.phoneOptional,
    db,
  });
  registerTermsRoutes(app, { route, terms });
  const tunnel = createErrorReportTunnel({ sentryDsn: config.telemetry.sentryDsn, publicOrigin: route.publicOrigin });
  registerTelemetryRoutes(app, { route, tunnel, analytics, reportsPerMinute: config.telemetry.errorReportsPerMinute });
  registerInvitationRoutes(app, { route, invitations, sessions });
  registerOpenApiRoute(app, { route, publicUrl: config.publicUrl });
  const signer = await loadLicenseSigner({ configuredKey: config.licenseSigningKey, dataDir: config.dataDir, log: app.log });
  const licensing = createDesktopLicensing({ db, signer, product: config.product.name, clock });
  registerDesktopRoutes(app, { route, db, users, throttle, secondFactor, licensing, signer });
  const trialCourse = createTrialCourse({ db, mailer, clock });
  await registerUploadFiles(app, config.uploadsDir);

  const jobs: ScheduledJob[] = [
    { name: 'mail-delivery', everyMs: 60_000, run: () => mailer.deliverDue() },
    { name: 'session-cleanup', everyMs: 15 * 60_000, run: () => sessions.deleteExpired() },
    { name: 'attempt-counter-cleanup', everyMs: 15 * 60_000, run: () => attempts.deleteExpired() },
    { name: 'account-requests', everyMs: 60_000, run: () => accountRequests.deliverDue() },
    { name: 'device-release', everyMs: 15 * 60_000, run: () => releaseDueDevices(db, clock()) },
    { name: 'code-cleanup', everyMs: 60 * 60_000, run: () => codes.deleteStale(clock()) },
    { name: 'invitation-guess-cleanup', everyMs: 60 * 60_000, run: () => codeGuesses.deleteStale() },
    { name: 'trial-course', everyMs: 15 * 60_000, run: () => trialCourse.run() },
    { name: 'audit-retention', everyMs: 60 * 60_000, run: () => deleteExpiredAuditEntries(db, config.auditRetentionDays) },
  ];
  app.decorate('scheduledJobs', new Map(jobs.map((job) => [job.name, job])));
  const scheduler = startScheduler(options.database, app.log, jobs, {
    metrics: metrics.jobs,
    ...(options.jobTimers ? { timers: options.jobTimers } : {}),
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mailer.close();
  });

  const pages = options.staticRoots
    ? await registerSpaRoutes(app, options.staticRoots, { publicUrl: config.publicUrl, analytics })
    : undefined;
  registerUnmatchedRequests(app, { methods: routeMethods, pages });
  return app;
}
