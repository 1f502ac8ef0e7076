import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createAccessCheck } from '../http/access-check.js';
import { recordReplacedDeviceCall } from '../devices/device-replacements.js';
import type { RouteContext } from '../http/domain-routes.js';
import type { PortalMetrics } from '../metrics/portal-metrics.js';
import { createSessionStore } from '../sessions/session-store.js';
import { createSessionManager } from '../sessions/session-manager.js';
import { createAnonymousSessionQuota } from '../sessions/anonymous-session-quota.js';
import { createSessionCache } from '../sessions/session-cache.js';
import { createCacheCoherence } from '../sessions/cache-coherence.js';
import { createCachedUserFacts } from '../sessions/cached-user-facts.js';
import { createSessionList } from '../sessions/session-list.js';
import { addressFactor, createLoginThrottle } from '../auth/login-throttle.js';
import { createAttemptCounter } from '../throttle/attempt-counter.js';
import { createTermsService } from '../registration/terms-service.js';
import { createUserDirectory } from '../users/user-directory.js';
import { createCaptcha } from '../captcha/create-captcha.js';
import { createMailer } from '../mail/mailer.js';
import { createOneTimeCodes } from '../codes/one-time-codes.js';
import { createAccountAlerts } from '../account-alerts/account-alerts.js';
import { createRegistrationService } from '../registration/registration-service.js';
import { createAccountRequestQueue } from '../registration/account-requests.js';
import { accountMailsPerAddress } from '../registration/account-mail-limit.js';
import { createErrorReportTunnel } from '../telemetry/error-report-tunnel.js';
import { createPoolService, invitationMailsPerPool } from '../pools/pool-service.js';
import { createCodeGuesses } from '../invitations/code-guesses.js';
import { createInvitationService } from '../invitations/invitation-service.js';
import { loadLicenseSigner } from '../desktop/signing-key.js';
import { createDesktopLicensing } from '../desktop/desktop-licensing.js';
import { createTrialCourse } from '../trial/trial-course.js';
import { createReferenceUploads } from '../references/reference-uploads.js';
import { createSecretBox } from '../security/secret-box.js';
import { secondFactorKey } from '../security/second-factor-key.js';
import { createSecondFactorService } from '../second-factor/second-factor-service.js';
import { createPasskeyService } from '../passkeys/passkey-service.js';
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
  const sessionStore = createSessionStore(db, config.session, { cache: { cache: sessionCache, settle: coherence.settle } });
  const anonymousQuota = createAnonymousSessionQuota(db, { perHour: config.session.anonymousPerHour });
  const users = createUserDirectory(db);
  const secondFactor = createSecondFactorService({
    db,
    box: createSecretBox(await secondFactorKey(config.secondFactor.key, config.dataDir)),
    issuer: config.product.name,
    requiredForAdmins: config.secondFactor.requiredForAdmins,
  });
  const passkeys = createPasskeyService({ db, publicUrl: config.publicUrl, productName: config.product.name, now: clock });
  const attempts = createAttemptCounter(db, { windowMinutes: config.loginThrottle.lockMinutes });
  const mailer = createMailer({ db, config, logger: app.log, metrics: metrics.mail });
  // An address may send as many codes that match nothing as it may fail to sign in.
  const codes = createOneTimeCodes(db, { counter: attempts, perAddress: config.loginThrottle.maxFailures * addressFactor });
  const accountAlerts = createAccountAlerts({
    db,
    mailer,
    codes,
    mailContext: config,
    secureCookies: config.secureCookies,
    logger: app.log,
    clock,
  });
  const sessions = createSessionManager(
    sessionStore,
    anonymousQuota,
    { secure: config.secureCookies, absoluteHours: config.session.absoluteHours },
    { db, users, hasSecondFactor: (userId) => hasSecondFactor(db, userId), browsers: accountAlerts },
  );
  sessions.register(app);
  const terms = createTermsService(db, config.termsVersion);
  const facts = createCachedUserFacts(sessionCache, { terms, users, clock });
  const throttle = createLoginThrottle(attempts, config.loginThrottle);
  const route: RouteContext['route'] = {
    publicOrigin: new URL(config.publicUrl).origin,
    access: createAccessCheck(db, {
      adminSecondFactor: config.secondFactor.requiredForAdmins,
      replacedDeviceCalled: (tokenHash, address) => recordReplacedDeviceCall(db, tokenHash, address, clock()),
      clock,
    }),
    terms: facts.terms,
  };
  const captcha = await createCaptcha({ db, cost: config.captchaCost });
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
  const sessionList = createSessionList(db, config.session);
  const tunnel = createErrorReportTunnel({ sentryDsn: config.telemetry.sentryDsn, publicOrigin: route.publicOrigin });
  const signer = await loadLicenseSigner({ configuredKey: config.licenseSigningKey, dataDir: config.dataDir, log: app.log });
  const licensing = createDesktopLicensing({ db, signer, product: config.product.name, clock, mailer });
  const trialCourse = createTrialCourse({ db, mailer, clock });
  const referenceUploads = createReferenceUploads(config.uploadsDir);

  const routeContext: RouteContext = { route, sessions };
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
    attempts,
    throttle,
    mailer,
    captcha,
    codes,
    accountAlerts,
    registration,
    accountRequests,
    pools,
    codeGuesses,
    invitations,
    tunnel,
    signer,
    licensing,
    trialCourse,
    referenceUploads,
  };
}
