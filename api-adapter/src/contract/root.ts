import type { CallDeclaration } from './define.js';
import * as account from './account.js';
import * as accountAlerts from './account-alerts.js';
import * as adminLinks from './admin-links.js';
import * as audit from './audit.js';
import * as auth from './auth.js';
import * as desktop from './desktop.js';
import * as devices from './devices.js';
import * as documentation from './documentation.js';
import * as features from './features.js';
import * as installer from './installer.js';
import * as invitations from './invitations.js';
import * as licenses from './licenses.js';
import * as mailPreviews from './mail-previews.js';
import * as myData from './my-data.js';
import * as notifications from './notifications.js';
import * as overview from './overview.js';
import * as pages from './pages.js';
import * as passkeys from './passkeys.js';
import * as pools from './pools.js';
import * as references from './references.js';
import * as registration from './registration.js';
import * as releases from './releases.js';
import * as secondFactor from './second-factor.js';
import * as sessions from './sessions.js';
import * as telemetry from './telemetry.js';
import * as users from './users.js';

/**
 * The root contract: every call of the original table and the few we add, by domain. The server registers routes from
 * it and the contract test compares the server's route table with it. Token calls are listed
 * here too, beside the write calls that use them.
 */
export const contract = {
  auth: { getMenuInfo: auth.getMenuInfo, checkLogin: auth.checkLogin, logout: auth.logout },
  registration: {
    getCaptchaChallenge: registration.getCaptchaChallenge,
    registerToken: registration.registerToken,
    register: registration.register,
    confirmMail: registration.confirmMail,
    forgottenPasswordToken: registration.forgottenPasswordToken,
    forgotPassword: registration.forgotPassword,
    setNewPasswordForgottenToken: registration.setNewPasswordForgottenToken,
    testConfirmForgottenPassword: registration.testConfirmForgottenPassword,
    confirmForgottenPassword: registration.confirmForgottenPassword,
    termsConsentToken: registration.termsConsentToken,
    termsConsent: registration.termsConsent,
  },
  users: {
    getUserInfo: users.getUserInfo,
    getAdminUserInfo: users.getAdminUserInfo,
    confirmMailByAdmin: users.confirmMailByAdmin,
    listUsers: users.listUsers,
    exportUsers: users.exportUsers,
    adminRegisterToken: users.adminRegisterToken,
    adminRegister: users.adminRegister,
    deleteUserToken: users.deleteUserToken,
    deleteUser: users.deleteUser,
    adminRightsToken: users.adminRightsToken,
    makeAdmin: users.makeAdmin,
    deleteAdmin: users.deleteAdmin,
  },
  account: {
    userDetailsToken: account.userDetailsToken,
    saveProfile: account.saveProfile,
    saveAdminAccount: account.saveAdminAccount,
    changePasswordToken: account.changePasswordToken,
    changePassword: account.changePassword,
  },
  devices: {
    getActivatedDevices: devices.getActivatedDevices,
    requestDeviceDeactivation: devices.requestDeviceDeactivation,
    cancelDeviceDeactivation: devices.cancelDeviceDeactivation,
    replaceDevice: devices.replaceDevice,
    giveBackDeviceReplacement: devices.giveBackDeviceReplacement,
    submitDeactivationProof: devices.submitDeactivationProof,
    activateOffline: devices.activateOffline,
    setOfflineLicenseDays: devices.setOfflineLicenseDays,
  },
  desktop: {
    activateDevice: desktop.activateDevice,
    refreshLicense: desktop.refreshLicense,
    deactivateDevice: desktop.deactivateDevice,
    sendDeactivationProof: desktop.sendDeactivationProof,
    getLicensePublicKey: desktop.getLicensePublicKey,
    checkForUpdate: desktop.checkForUpdate,
  },
  features: {
    listFeatures: features.listFeatures,
    featuresToken: features.featuresToken,
    enableFeature: features.enableFeature,
    disableFeature: features.disableFeature,
    listFeatureCatalogue: features.listFeatureCatalogue,
    createFeatureDefinition: features.createFeatureDefinition,
    updateFeatureDefinition: features.updateFeatureDefinition,
  },
  pools: {
    poolToken: pools.poolToken,
    getPool: pools.getPool,
    createInvite: pools.createInvite,
    removeFromPool: pools.removeFromPool,
    revokeInvite: pools.revokeInvite,
    resendInvite: pools.resendInvite,
    revokeInviteAction: pools.revokeInviteAction,
    removePoolMemberAction: pools.removePoolMemberAction,
  },
  invitations: {
    checkInvitation: invitations.checkInvitation,
    acceptInvitation: invitations.acceptInvitation,
    acceptInvitationExistingUser: invitations.acceptInvitationExistingUser,
    declineInvitation: invitations.declineInvitation,
    reportInvitation: invitations.reportInvitation,
  },
  licenses: {
    getLicense: licenses.getLicense,
    licenseToken: licenses.licenseToken,
    updateLicense: licenses.updateLicense,
    deleteLicense: licenses.deleteLicense,
    listIssuedLicenses: licenses.listIssuedLicenses,
    createLicense: licenses.createLicense,
  },
  references: {
    listReferences: references.listReferences,
    getReference: references.getReference,
    getPublicReference: references.getPublicReference,
    createReferenceToken: references.createReferenceToken,
    deleteReferenceToken: references.deleteReferenceToken,
    createReference: references.createReference,
    editReference: references.editReference,
    deleteReference: references.deleteReference,
  },
  installer: { getNextInstallUrl: installer.getNextInstallUrl, downloadInstaller: installer.downloadInstaller },
  mailPreviews: { getMailPreview: mailPreviews.getMailPreview },
  adminLinks: { getAdminLinks: adminLinks.getAdminLinks },
  notifications: { listSentNotifications: notifications.listSentNotifications },
  pages: { getPage: pages.getPage },
  sessions: {
    listSessions: sessions.listSessions,
    sessionsToken: sessions.sessionsToken,
    endSession: sessions.endSession,
    endOtherSessions: sessions.endOtherSessions,
  },
  myData: { getMyData: myData.getMyData },
  telemetry: { getTelemetrySettings: telemetry.getTelemetrySettings, sendErrorReport: telemetry.sendErrorReport },
  documentation: { getOpenApiDocument: documentation.getOpenApiDocument },
  secondFactor: {
    getSecondFactor: secondFactor.getSecondFactor,
    secondFactorToken: secondFactor.secondFactorToken,
    startSecondFactorSetup: secondFactor.startSecondFactorSetup,
    confirmSecondFactor: secondFactor.confirmSecondFactor,
    disableSecondFactor: secondFactor.disableSecondFactor,
    renewRecoveryCodes: secondFactor.renewRecoveryCodes,
    confirmIdentity: secondFactor.confirmIdentity,
    checkLoginCode: secondFactor.checkLoginCode,
    getUserSecurity: secondFactor.getUserSecurity,
    unlockSignIn: secondFactor.unlockSignIn,
    resetSecondFactor: secondFactor.resetSecondFactor,
  },
  audit: { listAuditEvents: audit.listAuditEvents },
  passkeys: {
    listPasskeys: passkeys.listPasskeys,
    passkeysToken: passkeys.passkeysToken,
    startPasskeyRegistration: passkeys.startPasskeyRegistration,
    finishPasskeyRegistration: passkeys.finishPasskeyRegistration,
    renamePasskey: passkeys.renamePasskey,
    removePasskey: passkeys.removePasskey,
    startPasskeySignIn: passkeys.startPasskeySignIn,
    finishPasskeySignIn: passkeys.finishPasskeySignIn,
  },
  accountAlerts: { notMeToken: accountAlerts.notMeToken, reportNotMe: accountAlerts.reportNotMe },
  releases: {
    listReleases: releases.listReleases,
    getRelease: releases.getRelease,
    releaseToken: releases.releaseToken,
    deleteReleaseToken: releases.deleteReleaseToken,
    createRelease: releases.createRelease,
    updateRelease: releases.updateRelease,
    deleteRelease: releases.deleteRelease,
    previewReleaseNotes: releases.previewReleaseNotes,
    recordNightlyRelease: releases.recordNightlyRelease,
    listDownloads: releases.listDownloads,
    getVersionsInUse: releases.getVersionsInUse,
  },
  overview: { getOverview: overview.getOverview },
} as const;

/** Every declared call, flat. */
export function allCalls(): CallDeclaration[] {
  return Object.values(contract).flatMap((domain) => Object.values(domain) as CallDeclaration[]);
}
