import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeyCalls, type ApiClient, type Passkey, type SignInAnswer } from '@bfsm/api-adapter';

/**
 * The browser's half of the passkey ceremonies (decision 043), with SimpleWebAuthn. Only the
 * password tab and the login screen import this module, and only when it is needed, so the
 * library stays out of the start bundle.
 */

/** Adds a passkey under `name`: options from the server, the authenticator creates it, the server stores it. */
export async function addPasskey(client: ApiClient, name: string): Promise<Passkey> {
  const options = await client.call(passkeyCalls.startPasskeyRegistration, { body: {} });
  const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  // We ask for no extensions, so their results are not sent.
  return client.call(passkeyCalls.finishPasskeyRegistration, { body: { name, credential: { ...credential, clientExtensionResults: {} } } });
}

/**
 * Signs in with a passkey: by the button (`autofill` false), or offered in the e-mail field's
 * autofill (conditional mediation), which waits until the user picks one. Undefined where the
 * browser has no autofill for passkeys.
 */
export async function signInWithPasskey(client: ApiClient, autofill: boolean): Promise<SignInAnswer | undefined> {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return undefined;
  const options = await client.call(passkeyCalls.startPasskeySignIn, {});
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return client.call(passkeyCalls.finishPasskeySignIn, { body: { credential: { ...credential, clientExtensionResults: {} } } });
}
