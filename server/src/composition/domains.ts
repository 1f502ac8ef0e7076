import type { Config } from '../config/config.js';
import type { ContractImplementation } from '../http/domain-routes.js';
import { poolRoutes } from '../pools/pools-routes.js';
import { authRoutes } from '../auth/auth-routes.js';
import { registrationRoutes } from '../registration/registration-routes.js';
import { sendConfirmation } from '../registration/account-mails.js';
import { accountRoutes } from '../account/account-routes.js';
import { myDataRoutes } from '../my-data/my-data-routes.js';
import { sessionsRoutes } from '../sessions/sessions-routes.js';
import { destroyAllSessionsOf } from '../sessions/session-store.js';
import { secondFactorRoutes } from '../second-factor/second-factor-routes.js';
import { invitationRoutes } from '../invitations/invitations-routes.js';
import { desktopRoutes } from '../desktop/desktop-routes.js';
import { deviceRoutes } from '../devices/devices-routes.js';
import { activateDeviceOffline } from '../desktop/desktop-licensing.js';
import { telemetryRoutes } from '../telemetry/telemetry-routes.js';
import { documentationRoutes } from '../documentation/documentation-routes.js';
import { usersRoutes } from '../users/users-routes.js';
import { licensesRoutes } from '../licenses/licenses-routes.js';
import { referencesRoutes } from '../references/references-routes.js';
import { featuresRoutes } from '../features/features-routes.js';
import { installerRoutes } from '../installer/installer-routes.js';
import { mailPreviewsRoutes } from '../mail-previews/mail-previews-routes.js';
import { adminLinksRoutes } from '../admin-links/admin-links-routes.js';
import { notificationsRoutes } from '../notifications/notifications-routes.js';
import { pagesRoutes } from '../pages/pages-routes.js';
import { auditRoutes } from '../audit/audit-routes.js';
import { passkeysRoutes } from '../passkeys/passkeys-routes.js';
import { accountAlertsRoutes } from '../account-alerts/account-alerts-routes.js';
import { reportNotMe, type NotMeDependencies } from '../account-alerts/not-me.js';
import { releasesRoutes } from '../releases/releases-routes.js';
import { ordersRoutes } from '../orders/orders-routes.js';
import { accountingRoutes } from '../accounting/accounting-routes.js';
import { currentCustomerInstaller } from '../releases/current-installer.js';
import { overviewRoutes } from '../overview/overview-routes.js';
import type { Services } from './services.js';

/**
 * Every domain of the contract with the routes that answer it, each from its folder's routes
 * file; the type demands every domain exactly once.
 */
export function contractImplementation(services: Services, config: Config): ContractImplementation {
  const { db, clock, sessions, sessionList, users, secondFactor, facts, throttle, mailer } = services;
  const { accountAlerts: alerts } = services;
  const { captcha, codes, registration, accountRequests, poolDeps, invitations, tunnel, signer, licensing, referenceUploads } = services;
  const notMe: NotMeDependencies = { db, codes, endSessions: (userId) => destroyAllSessionsOf(db, userId), alerts, clock };
  return {
    // Sign-in, registration and the account.
    auth: authRoutes({
      db,
      sessions,
      users,
      throttle,
      sendConfirmation: (user) => sendConfirmation(registration, user),
      terms: facts.terms,
      menu: {
        product: config.product.name,
        supportEmail: config.product.supportEmail,
        helpCenterUrl: config.product.helpCenterUrl,
        salesPhone: config.product.salesPhone,
      },
      clock,
    }),
    registration: registrationRoutes({
      sessions,
      captcha,
      codes,
      registration,
      accountRequests,
      users,
      throttle,
      terms: services.terms,
      phoneOptional: config.registration.phoneOptional,
      db,
      alerts,
    }),
    account: accountRoutes({ db, users, throttle, alerts }),
    myData: myDataRoutes({ db, sessions: sessionList }),
    sessions: sessionsRoutes({ list: sessionList, db, sessions }),
    passkeys: passkeysRoutes({ db, passkeys: services.passkeys, throttle, users, sessions, alerts }),
    secondFactor: secondFactorRoutes({ db, secondFactor, throttle, users, sessions, alerts }),

    // The back-office and its objects.
    users: usersRoutes({ db, users, facts, mailer, alerts }),
    licenses: licensesRoutes({ db, mailer }),
    features: featuresRoutes({ db, users }),
    references: referencesRoutes({ db, uploads: referenceUploads, maxPixels: config.uploadMaxPixels }),
    installer: installerRoutes({
      nightlyManifestUrl: config.installer.nightlyManifestUrl,
      customerInstaller: currentCustomerInstaller(db, config.dataDir, config.installer.customer),
      dataDir: config.dataDir,
    }),
    mailPreviews: mailPreviewsRoutes({ mailContext: config }),
    adminLinks: adminLinksRoutes({ links: config.adminLinks }),
    notifications: notificationsRoutes({ db }),
    pages: pagesRoutes({ dataDir: config.dataDir }),
    audit: auditRoutes({ db }),
    accountAlerts: accountAlertsRoutes({
      reportNotMe: (code, origin) => reportNotMe(notMe, code, origin),
    }),
    releases: releasesRoutes({
      db,
      dataDir: config.dataDir,
      nightlyManifestUrl: config.installer.nightlyManifestUrl,
      clock,
      actsAsAdmin: services.routeContext.route.access.actsAsAdmin,
    }),
    overview: overviewRoutes({ db, clock }),
    orders: ordersRoutes({ db, invoicing: config.invoicing, renewals: config.renewals, clock, mailer }),
    accounting: accountingRoutes({ db, accounting: config.accounting, clock }),

    // Pools and invitations, the desktop application and its devices, telemetry, the API's documentation.
    pools: poolRoutes(poolDeps),
    invitations: invitationRoutes({ invitations, sessions }),
    desktop: desktopRoutes({ db, users, throttle, secondFactor, licensing, signer, clock, publicUrl: config.publicUrl }),
    devices: deviceRoutes({
      db,
      users,
      clock,
      replacementsPerYear: config.deviceReplacementsPerYear,
      activateOffline: (user, device) => activateDeviceOffline(licensing, user, device),
    }),
    telemetry: telemetryRoutes({ tunnel, analytics: config.telemetry.analytics, reportsPerMinute: config.telemetry.errorReportsPerMinute }),
    documentation: documentationRoutes({ publicUrl: config.publicUrl }),
  };
}
