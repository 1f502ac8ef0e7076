import type { FastifyInstance } from 'fastify';
import { contract, type CallDeclaration, type TokenCallDeclaration } from '@bfsm/api-adapter';
import type { Config } from '../config/config.js';
import { isPlainTokenCall, type DomainRoutes } from '../http/domain-routes.js';
import { registerTokenRoutes } from '../sessions/token-routes.js';
import { registerUserInfoRoutes } from '../users/userinfo-routes.js';
import { registerAdminUserRoutes } from '../users/admin-user-routes.js';
import { registerPageRoutes } from '../pages/page-routes.js';
import { registerNotificationRoutes } from '../notifications/notification-routes.js';
import { registerIssuedLicenseRoutes } from '../licenses/issued-license-routes.js';
import { registerFeatureRoutes } from '../features/feature-routes.js';
import { registerLicenseRoutes } from '../licenses/license-routes.js';
import { registerMailPreviewRoutes } from '../mail/mail-preview-routes.js';
import { registerAdminLinkRoutes } from '../admin-links/admin-link-routes.js';
import { poolRoutes } from '../pools/pools-routes.js';
import { registerReferenceRoutes } from '../references/reference-routes.js';
import { registerInstallerRoutes } from '../installer/installer-routes.js';
import { registerAuditRoutes } from '../audit/audit-routes.js';
import { authRoutes } from '../auth/auth-routes.js';
import { registrationRoutes } from '../registration/registration-routes.js';
import { accountRoutes } from '../account/account-routes.js';
import { myDataRoutes } from '../my-data/my-data-routes.js';
import { sessionsRoutes } from '../sessions/sessions-routes.js';
import { secondFactorRoutes } from '../second-factor/second-factor-routes.js';
import { invitationRoutes } from '../invitations/invitations-routes.js';
import { desktopRoutes } from '../desktop/desktop-routes.js';
import { deviceRoutes } from '../devices/devices-routes.js';
import { telemetryRoutes } from '../telemetry/telemetry-routes.js';
import { documentationRoutes } from '../documentation/documentation-routes.js';
import type { Services } from './services.js';

/** Registers the routes of every domain of the contract, each from its folder's routes file. */
export function registerDomains(app: FastifyInstance, services: Services, config: Config): void {
  const { db, clock, routeContext, sessions, sessionStore, sessionList, users, secondFactor, facts, throttle, mailer } = services;
  const { route } = routeContext;
  const { captcha, codes, registration, accountRequests, pools, invitations, tunnel, signer, licensing, referenceUploads } = services;

  // Domains move one by one to typed routes (http/domain-routes.ts); the rest still register themselves.
  const domains: DomainRoutes[] = [
    // Sign-in, registration and the account: auth, registration, account, myData, sessions, secondFactor.
    authRoutes({
      db,
      sessions,
      users,
      throttle,
      registration,
      terms: facts.terms,
      menu: {
        product: config.product.name,
        supportEmail: config.product.supportEmail,
        helpCenterUrl: config.product.helpCenterUrl,
        salesPhone: config.product.salesPhone,
      },
      clock,
    }),
    registrationRoutes({
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
    }),
    accountRoutes({ db, users, throttle, sessions: sessionStore }),
    myDataRoutes({ db, sessions: sessionList }),
    sessionsRoutes({ list: sessionList, store: sessionStore, sessions }),
    secondFactorRoutes({ db, secondFactor, throttle, users, sessions }),

    // The back-office and its objects: users, licenses, features, references, installer, mailPreviews, adminLinks, notifications, pages, audit.

    // Pools, invitations, the desktop application and the rest: pools, invitations, desktop, devices, telemetry, documentation.
    poolRoutes({ pools }),
    invitationRoutes({ invitations, sessions }),
    desktopRoutes({ db, users, throttle, secondFactor, licensing, signer }),
    deviceRoutes({ db, users, clock }),
    telemetryRoutes({ tunnel, analytics: config.telemetry.analytics, reportsPerMinute: config.telemetry.errorReportsPerMinute }),
    documentationRoutes({ publicUrl: config.publicUrl }),
  ];
  for (const domain of domains) domain.register(app, routeContext);
  const typedDomains = new Set<string>(domains.map((domain) => domain.domain));
  registerTokenRoutes(
    app,
    { route, sessions },
    Object.entries(contract)
      .filter(([name]) => !typedDomains.has(name))
      .flatMap(([, calls]) => Object.values(calls) as CallDeclaration[])
      .filter((call): call is TokenCallDeclaration => 'action' in call && isPlainTokenCall(call)),
  );

  registerAuditRoutes(app, { route, db });
  registerUserInfoRoutes(app, { route, users, facts });
  registerAdminUserRoutes(app, { route, db, mailer, registration });
  registerPageRoutes(app, { route, dataDir: config.dataDir });
  registerNotificationRoutes(app, { route, db });
  registerIssuedLicenseRoutes(app, { route, db });
  registerFeatureRoutes(app, { route, db, users });
  registerLicenseRoutes(app, { route, db, mailer });
  registerMailPreviewRoutes(app, { route, mailContext: config });
  registerAdminLinkRoutes(app, { route, links: config.adminLinks });
  registerReferenceRoutes(app, { route, db, uploads: referenceUploads, maxPixels: config.uploadMaxPixels });
  registerInstallerRoutes(app, {
    route,
    nightlyManifestUrl: config.installer.nightlyManifestUrl,
    customerInstaller: config.installer.customer,
  });
}
