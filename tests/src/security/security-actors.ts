import { desktopCalls } from '@bfsm/api-adapter';
import { createUser, defaultPassword } from '@bfsm/server/factories/index.js';
import { signIn, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { authenticatorCode, giveSecondFactor } from '@bfsm/server/test-support/second-factor.js';

/** Who the security suites send their requests as, made the way a user would get there. */

/** A new admin, signed in through the login form's call. */
export async function signedInAdmin(t: TestApp): Promise<{ id: number; cookie: string }> {
  const user = await createUser(t.db, { kind: 'admin' });
  return { id: user.id, cookie: await signIn(t.app, user.email, defaultPassword) };
}

/**
 * A device activated through the desktop API, as the application does it (by a customer unless
 * told): its bearer token. An admin activates with his authenticator app's code, as the operator
 * requires of admins.
 */
export async function activatedDeviceToken(t: TestApp, fingerprint: string, kind: 'classic' | 'admin' = 'classic'): Promise<string> {
  const user = await createUser(t.db, { kind });
  const code = kind === 'admin' ? authenticatorCode(await giveSecondFactor(t.db, t.config, user.id)) : undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: desktopCalls.activateDevice.path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: user.email,
      password: defaultPassword,
      fingerprint,
      deviceName: 'Werkstatt-PC',
      ...(code && { code }),
    }),
  });
  return desktopCalls.activateDevice.response.parse(response.json()).deviceToken;
}
