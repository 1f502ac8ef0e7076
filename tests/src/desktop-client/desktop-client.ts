import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { apiErrorBody, desktopCalls, type AvailableUpdate, type CallDeclaration, type ReleaseChannel } from '@bfsm/api-adapter';
import {
  activationRequestFormat,
  deactivationProofFormat,
  licensePayload,
  devicePublicKeyText,
  readPayload,
  signDeviceFile,
  verifyLicenseFile,
  type ActivationRequest,
  type ActivationRequestPayload,
  type DeactivationPayload,
  type DeactivationProof,
  type LicenseCheck,
  type LicenseFile,
} from '@bfsm/api-adapter/license-file';

/**
 * The reference client of the desktop licensing API: what the Windows application does, in a
 * few plain functions (decision 024). The tests drive the portal with it, and the desktop team
 * can read it as the order of calls to port.
 */

/** What the application keeps between runs. */
export interface ClientState {
  portalUrl: string;
  fingerprint: string;
  deviceId: number;
  /** Absent on a device activated by file: it never calls the portal. */
  deviceToken?: string;
  licenseFile: LicenseFile;
  /** The application's own version, which it reports with activation and refresh (decision 042). */
  version?: string;
  /** The portal's public key (PEM), as the application ships it: an offline device checks its file with it. */
  portalPublicKey?: string;
  /** The device's own Ed25519 key (PKCS#8 PEM): it signs the deactivation proof; only its public half leaves the machine. */
  devicePrivateKey: string;
}

/** A new device key; the Windows application keeps its private half protected for the user (DPAPI). */
export function newDeviceKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The public half of the device key as the portal takes it: base64 of its 32 raw bytes. */
export function devicePublicKey(privateKeyPem: string): string {
  return devicePublicKeyText(createPublicKey(privateKeyPem));
}

/** The version this reference client reports unless told another (AppInstaller form). */
export const referenceClientVersion = '1.0.0.0';

/** A refusal of the portal, with its German message for the user. */
export class DesktopApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DesktopApiError';
  }
}

/** A stable fingerprint of this machine and user account; the Windows application uses its own machine id. */
export function machineFingerprint(): string {
  return createHash('sha256').update(`${hostname()}|${userInfo().username}`).digest('hex').slice(0, 32);
}

async function call<C extends CallDeclaration>(
  portalUrl: string,
  declaration: C,
  body: unknown,
  deviceToken?: string,
  query?: Record<string, string>,
): Promise<unknown> {
  const address = new URL(declaration.path, portalUrl);
  if (query) address.search = new URLSearchParams(query).toString();
  const response = await fetch(address, {
    method: declaration.method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(deviceToken ? { authorization: `Bearer ${deviceToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorBody.safeParse(answer);
    throw new DesktopApiError(
      response.status,
      error.success ? error.data.error : 'unknown',
      error.success ? error.data.message : `HTTP ${response.status}`,
    );
  }
  return declaration.response.parse(answer);
}

/** The portal's public key: fetched once with the first activation; the application ships it. */
export async function fetchPublicKey(portalUrl: string): Promise<string> {
  const answer = desktopCalls.getLicensePublicKey.response.parse(await call(portalUrl, desktopCalls.getLicensePublicKey, undefined));
  return answer.publicKey;
}

/** Checks a file the way the application does before it starts (offline). */
export function checkLicense(publicKey: string, state: Pick<ClientState, 'licenseFile' | 'fingerprint'>, now = new Date()): LicenseCheck {
  return verifyLicenseFile({ publicKey, file: state.licenseFile, fingerprint: state.fingerprint, now });
}

export async function activate(options: {
  portalUrl: string;
  email: string;
  password: string;
  code?: string;
  deviceName: string;
  fingerprint: string;
  /** The machine's key, if it has one already; otherwise a new one. */
  devicePrivateKey?: string;
  version?: string;
}): Promise<ClientState> {
  const devicePrivateKey = options.devicePrivateKey ?? newDeviceKey();
  const version = options.version ?? referenceClientVersion;
  const answer = desktopCalls.activateDevice.response.parse(
    await call(options.portalUrl, desktopCalls.activateDevice, {
      email: options.email,
      password: options.password,
      ...(options.code ? { code: options.code } : {}),
      fingerprint: options.fingerprint,
      deviceName: options.deviceName,
      publicKey: devicePublicKey(devicePrivateKey),
      version,
    }),
  );
  return {
    portalUrl: options.portalUrl,
    fingerprint: options.fingerprint,
    deviceId: answer.deviceId,
    deviceToken: answer.deviceToken,
    licenseFile: answer.licenseFile,
    devicePrivateKey,
    version,
  };
}

/** While online: a new file for the next 4 days. */
export async function refresh(state: ClientState): Promise<ClientState> {
  const answer = desktopCalls.refreshLicense.response.parse(
    await call(state.portalUrl, desktopCalls.refreshLicense, { fingerprint: state.fingerprint, version: state.version }, state.deviceToken),
  );
  return { ...state, licenseFile: answer.licenseFile };
}

/** Gives the device's slot back at once; the token is void afterwards. */
export async function deactivate(state: ClientState): Promise<void> {
  await call(state.portalUrl, desktopCalls.deactivateDevice, { fingerprint: state.fingerprint }, state.deviceToken);
}

/**
 * `offline-deactivate`: the machine gives its licence up without the portal. The caller deletes
 * the licence file first; this signs, with the device key, which device gave it up and when. The
 * proof carried to the portal (profile, or any online client) frees the slot at once.
 */
export function deactivationProof(
  state: Pick<ClientState, 'deviceId' | 'fingerprint' | 'devicePrivateKey'>,
  now = new Date(),
): DeactivationProof {
  const payload: DeactivationPayload = {
    format: deactivationProofFormat,
    deviceId: state.deviceId,
    fingerprint: state.fingerprint,
    deactivatedAt: now.toISOString(),
    nonce: randomUUID(),
  };
  return signDeviceFile(deactivationProofFormat, payload, createPrivateKey(state.devicePrivateKey));
}

/** An online client hands in a proof an offline machine wrote. */
export async function sendDeactivationProof(portalUrl: string, proofText: string): Promise<void> {
  await call(portalUrl, desktopCalls.sendDeactivationProof, { proof: proofText });
}

/** A machine about to be activated by file: what `offline-request` keeps until `offline-install`. */
export interface PendingDevice {
  fingerprint: string;
  deviceName: string;
  devicePrivateKey: string;
}

/**
 * `offline-request`: the request file a machine without internet writes for 'Gerät offline
 * aktivieren'. It holds no secret; it is signed with the device key it registers, so the portal
 * knows it is whole and the device holds that key.
 */
export function activationRequest(device: PendingDevice, appVersion: string, now = new Date()): ActivationRequest {
  const payload: ActivationRequestPayload = {
    format: activationRequestFormat,
    fingerprint: device.fingerprint,
    deviceName: device.deviceName,
    appVersion,
    publicKey: devicePublicKey(device.devicePrivateKey),
    nonce: randomUUID(),
    createdAt: now.toISOString(),
  };
  return signDeviceFile(activationRequestFormat, payload, createPrivateKey(device.devicePrivateKey));
}

/** `offline-install`: keeps the licence file the portal gave for the request; the device's id is in it. */
export function installOffline(device: PendingDevice, licenseFile: LicenseFile, portalPublicKey: string, portalUrl: string): ClientState {
  const payload = licensePayload.parse(readPayload(licenseFile.payload));
  return {
    portalUrl,
    fingerprint: device.fingerprint,
    deviceId: payload.device.id,
    licenseFile,
    portalPublicKey,
    devicePrivateKey: device.devicePrivateKey,
  };
}

/** Asks whether a newer version of the channel is out (Nightly: admins' devices only); null when the installed one is the newest. */
export async function checkForUpdate(state: ClientState, channel: ReleaseChannel = 'stable'): Promise<AvailableUpdate | null> {
  const answer = desktopCalls.checkForUpdate.response.parse(
    await call(state.portalUrl, desktopCalls.checkForUpdate, undefined, state.deviceToken, {
      channel,
      version: state.version ?? referenceClientVersion,
    }),
  );
  return answer.update;
}
