import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createAccessCheck } from '../http/access-check.js';
import { recordReplacedDeviceCall } from '../devices/device-replacements.js';
import type { RouteContext } from '../http/domain-routes.js';
import type { PortalMetrics } from '../metrics/portal-metrics.js';
import type { SessionStoreDeps } from '../sessions/session-store.js';
import { ensureSession, registerSessions, type SessionManagerDeps } from '../sessions/session-manager.js';
import type { AnonymousSessionQuota } from '../sessions/anonymous-session-quota.js';
import { createSessionCache } from '../sessions/session-cache.js';
import { createCacheCoherence } from '../sessions/cache-coherence.js';
import { createCachedUserFacts } from '../sessions/cached-user-facts.js';
import type { SessionListDeps } from '../sessions/session-list.js';
import { addressFactor, type LoginThrottle } from '../auth/login-throttle.js';
import type { AttemptCounter } from '../throttle/attempt-counter.js';
import { currentTermsOf } from '../registration/terms.js';
import { userDirectoryOf } from '../users/user-directory.js';
import { createCaptcha } from '../captcha/create-captcha.js';
import { createMailer } from '../mail/mailer.js';
import { oneTimeCodesOf } from '../codes/one-time-codes.js';
import { accountAlertsOf } from '../account-alerts/account-alerts.js';
import type { RegistrationDeps } from '../registration/registration-deps.js';
import { resolveAccountRequest } from '../registration/resolve-account-request.js';
import { createAccountRequestQueue } from '../registration/account-requests.js';
import { accountMailsPerAddress } from '../registration/account-mail-limit.js';
import { createErrorReportTunnel } from '../telemetry/error-report-tunnel.js';
import { invitationMailsPerPool, type PoolDeps } from '../pools/pool-deps.js';
import { codeGuessSettings } from '../invitations/code-guesses.js';
import type { InvitationDeps } from '../invitations/invitation-proof.js';
import { loadLicenseSigner } from '../desktop/signing-key.js';
import type { DesktopLicensingDeps } from '../desktop/desktop-licensing.js';
import { createReferenceUploads } from '../references/reference-uploads.js';
import { createSecretBox } from '../security/secret-box.js';
import { secondFactorKey } from '../security/second-factor-key.js';
import type { SecondFactorDeps } from '../second-factor/second-factor-codes.js';
import type { PasskeyDeps } from '../passkeys/passkey-challenges.js';
import { hasSecondFactor } from '../credentials/account-credentials.js';

/** A bound on trusting a cached session, should a change notification ever be lost on the way. */
const sessionCacheMaxAgeMs = 5 * 60_000;

export interface ServiceOptions {
  config: Config;
  database: DatabaseHandle;
  metrics: PortalMetrics;
  clock: () => Date;
  answerDeferralMs?: () => number;
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * The domain services, each built once from the configuration and the database, and the
 * sessions they all share. The routes of every domain and the background jobs use them.
 */
export async function createServices(app: FastifyInstance, options: ServiceOptions) {
  const { config, clock, metrics } = options;
  const { db } = options.database;

  // Sessions and users in memory, kept exact by the database's change notifications (decision 026).
  const sessionCache = createSessionCache({ maxEntries: config.session.cacheEntries, maxAgeMs: sessionCacheMaxAgeMs });
  const coherence = createCacheCoherence(options.database, sessionCache);
  if (config.session.cacheEntries > 0) await coherence.start();
  app.addHook('onClose', () => coherence.stop());
  coherence.registerWriteEnd(app);
  app.decorate('sessionCache', sessionCache);
  const sessionStore: SessionStoreDeps = { db, lifetime: config.session, cache: { cache: sessionCache, settle: coherence.settle } };
  const anonymousQuota: AnonymousSessionQuota = { db, perHour: config.session.anonymousPerHour };
  const users = userDirectoryOf(db, { graceDays: config.renewals.graceDays });
  const secondFactor: SecondFactorDeps = {
    db,
    box: createSecretBox(await secondFactorKey(config.secondFactor.key, config.dataDir)),
    issuer: config.product.name,
    requiredForAdmins: config.secondFactor.requiredForAdmins,
  };
  const passkeys: PasskeyDeps = { db, publicUrl: config.publicUrl, productName: config.product.name, now: clock };
  const attemptCounter: AttemptCounter = { db, windowMinutes: config.loginThrottle.lockMinutes };
  const mailer = createMailer({ db, config, logger: app.log, metrics: metrics.mail });
  // An address may send as many codes that match nothing as it may fail to sign in.
  const codes = oneTimeCodesOf(db, { counter: attemptCounter, perAddress: config.loginThrottle.maxFailures * addressFactor });
  const accountAlerts = accountAlertsOf({
    db,
    mailer,
    codes,
    mailContext: config,
    secureCookies: config.secureCookies,
    logger: app.log,
    clock,
  });
  const sessions: SessionManagerDeps = {
    store: sessionStore,
    anonymousQuota,
    cookie: { secure: config.secureCookies, absoluteHours: config.session.absoluteHours },
    gate: { db, users, hasSecondFactor: (userId) => hasSecondFactor(db, userId), browsers: accountAlerts },
  };
  registerSessions(app, sessions);
  const terms = currentTermsOf(db, config.termsVersion);
  const facts = createCachedUserFacts(sessionCache, { terms, users, clock });
  const throttle: LoginThrottle = { counter: attemptCounter, maxFailures: config.loginThrottle.maxFailures };
  const route: RouteContext['route'] = {
    publicOrigin: new URL(config.publicUrl).origin,
    access: createAccessCheck(db, {
      hasSecondFactor: (userId) => hasSecondFactor(db, userId),
      adminSecondFactor: config.secondFactor.requiredForAdmins,
      replacedDeviceCalled: (tokenHash, address) => recordReplacedDeviceCall(db, tokenHash, address, clock()),
      clock,
    }),
    terms: facts.terms,
  };
  const captcha = await createCaptcha({ db, cost: config.captchaCost });
  const registration: RegistrationDeps = {
    db,
    users,
    codes,
    mailer,
    terms,
    mailContext: config,
    mailLimit: { counter: attemptCounter, perAddress: accountMailsPerAddress },
    ...(options.answerDeferralMs ? { answerDeferralMs: options.answerDeferralMs } : {}),
  };
  const accountRequests = createAccountRequestQueue({
    db,
    log: app.log,
    resolve: (request) => resolveAccountRequest(registration, request),
  });
  accountRequests.register(app);
  app.decorate('accountRequestsSettled', async () => {
    await accountRequests.idle();
    await mailer.idle();
  });
  const poolDeps: PoolDeps = { db, mailer, mailContext: config, mailLimit: { counter: attemptCounter, perPool: invitationMailsPerPool } };
  const invitations: InvitationDeps = { db, terms, guesses: codeGuessSettings };
  const sessionList: SessionListDeps = { db, idleMinutes: config.session.idleMinutes };
  const tunnel = createErrorReportTunnel({ sentryDsn: config.telemetry.sentryDsn, publicOrigin: route.publicOrigin });
  const signer = await loadLicenseSigner({ configuredKey: config.licenseSigningKey, dataDir: config.dataDir, log: app.log });
  const licensing: DesktopLicensingDeps = { db, signer, product: config.product.name, graceDays: config.renewals.graceDays, clock, mailer };
  const referenceUploads = createReferenceUploads(config.uploadsDir);

  const routeContext: RouteContext = { route, ensureSession: (request, reply) => ensureSession(sessions, request, reply) };
  return {
    db,
    clock,
    routeContext,
    sessions,
    sessionStore,
    sessionList,
    users,
    secondFactor,
    passkeys,
    terms,
    facts,
    attemptCounter,
    throttle,
    mailer,
    captcha,
    codes,
    accountAlerts,
    registration,
    accountRequests,
    poolDeps,
    invitations,
    tunnel,
    signer,
    licensing,
    referenceUploads,
  };
}
