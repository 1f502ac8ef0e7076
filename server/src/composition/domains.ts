import type { FastifyInstance } from 'fastify';
import { contract, type CallDeclaration, type TokenCallDeclaration } from '@bfsm/api-adapter';
import type { Config } from '../config/config.js';
import { isPlainTokenCall, type DomainRoutes } from '../http/domain-routes.js';
import { registerTokenRoutes } from '../sessions/token-routes.js';
import { registerAuthRoutes } from '../auth/auth-routes.js';
import { registerMenuRoutes } from '../menu/menu-routes.js';
import { registerUserInfoRoutes } from '../users/userinfo-routes.js';
import { registerAdminUserRoutes } from '../users/admin-user-routes.js';
import { registerPageRoutes } from '../pages/page-routes.js';
import { registerProfileRoutes } from '../account/profile-routes.js';
import { registerPasswordRoutes } from '../account/password-routes.js';
import { registerMyDataRoutes } from '../account/my-data-routes.js';
import { registerSessionRoutes } from '../sessions/session-list-routes.js';
import { registerNotificationRoutes } from '../notifications/notification-routes.js';
import { registerIssuedLicenseRoutes } from '../licenses/issued-license-routes.js';
import { registerDeviceRoutes } from '../devices/device-routes.js';
import { registerFeatureRoutes } from '../features/feature-routes.js';
import { registerLicenseRoutes } from '../licenses/license-routes.js';
import { registerMailPreviewRoutes } from '../mail/mail-preview-routes.js';
import { registerAdminLinkRoutes } from '../admin-links/admin-link-routes.js';
import { registerRegistrationRoutes } from '../registration/registration-routes.js';
import { registerTermsRoutes } from '../terms/terms-routes.js';
import { registerTelemetryRoutes } from '../telemetry/telemetry-routes.js';
import { poolRoutes } from '../pools/pools-routes.js';
import { registerInvitationRoutes } from '../invitations/invitation-routes.js';
import { registerOpenApiRoute } from '../openapi/openapi-route.js';
import { registerDesktopRoutes } from '../desktop/desktop-routes.js';
import { registerReferenceRoutes } from '../references/reference-routes.js';
import { registerInstallerRoutes } from '../installer/installer-routes.js';
import { registerSecondFactorRoutes } from '../second-factor/second-factor-routes.js';
import { registerAuditRoutes } from '../audit/audit-routes.js';
import type { Services } from './services.js';

/** Registers the routes of every domain of the contract, each from its folder's routes file. */
export function registerDomains(app: FastifyInstance, services: Services, config: Config): void {
  const { db, clock, routeContext, sessions, sessionStore, sessionList, users, secondFactor, facts, throttle, mailer } = services;
  const { route } = routeContext;
  const { captcha, codes, registration, accountRequests, pools, invitations, tunnel, signer, licensing, referenceUploads } = services;

  // Domains move one by one to typed routes (http/domain-routes.ts); the rest still register themselves.
  const domains: DomainRoutes[] = [
    // Sign-in, registration and the account: auth, registration, account, myData, sessions, secondFactor.

    // The back-office and its objects: users, licenses, features, references, installer, mailPreviews, adminLinks, notifications, pages, audit.

    // Pools, invitations, the desktop application and the rest: pools, invitations, desktop, devices, telemetry, documentation.
    poolRoutes({ pools }),
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

  registerAuthRoutes(app, { route, db, sessions, users, throttle, registration, secondFactor });
  registerSecondFactorRoutes(app, { route, db, secondFactor, throttle });
  registerAuditRoutes(app, { route, db });
  const menuContent = {
    product: config.product.name,
    supportEmail: config.product.supportEmail,
    helpCenterUrl: config.product.helpCenterUrl,
    salesPhone: config.product.salesPhone,
  };
  registerMenuRoutes(app, { route, terms: facts.terms, content: menuContent, clock });
  registerUserInfoRoutes(app, { route, users, facts });
  registerAdminUserRoutes(app, { route, db, mailer, registration });
  registerPageRoutes(app, { route, dataDir: config.dataDir });
  registerProfileRoutes(app, { route, db });
  registerPasswordRoutes(app, { route, users, throttle, sessions: sessionStore, db });
  registerSessionRoutes(app, { route, list: sessionList, store: sessionStore, sessions });
  registerMyDataRoutes(app, { route, db, sessions: sessionList });
  registerNotificationRoutes(app, { route, db });
  registerIssuedLicenseRoutes(app, { route, db });
  registerDeviceRoutes(app, { route, db, users, clock });
  registerFeatureRoutes(app, { route, db, users });
  registerLicenseRoutes(app, { route, db, mailer });
  registerMailPreviewRoutes(app, { route, mailContext: config });
  registerAdminLinkRoutes(app, { route, links: config.adminLinks });
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
  registerTermsRoutes(app, { route, terms: services.terms });
  const { analytics } = config.telemetry;
  registerTelemetryRoutes(app, { route, tunnel, analytics, reportsPerMinute: config.telemetry.errorReportsPerMinute });
  registerInvitationRoutes(app, { route, invitations, sessions });
  registerOpenApiRoute(app, { route, publicUrl: config.publicUrl });
  registerDesktopRoutes(app, { route, db, users, throttle, secondFactor, licensing, signer });
  registerReferenceRoutes(app, { route, db, uploads: referenceUploads, maxPixels: config.uploadMaxPixels });
  registerInstallerRoutes(app, {
    route,
    nightlyManifestUrl: config.installer.nightlyManifestUrl,
    customerInstaller: config.installer.customer,
  });
}
