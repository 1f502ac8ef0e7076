import { createHash } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { apiErrorBody, desktopCalls, type AvailableUpdate, type CallDeclaration, type ReleaseChannel } from '@bfsm/api-adapter';
import { verifyLicenseFile, type LicenseCheck, type LicenseFile } from '@bfsm/api-adapter/license-file';

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
  deviceToken: string;
  licenseFile: LicenseFile;
  /** The application's own version, which it reports with activation and refresh (decision 042). */
  version?: string;
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
  version?: string;
}): Promise<ClientState> {
  const version = options.version ?? referenceClientVersion;
  const answer = desktopCalls.activateDevice.response.parse(
    await call(options.portalUrl, desktopCalls.activateDevice, {
      email: options.email,
      password: options.password,
      ...(options.code ? { code: options.code } : {}),
      fingerprint: options.fingerprint,
      deviceName: options.deviceName,
      version,
    }),
  );
  return {
    portalUrl: options.portalUrl,
    fingerprint: options.fingerprint,
    deviceId: answer.deviceId,
    deviceToken: answer.deviceToken,
    licenseFile: answer.licenseFile,
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
