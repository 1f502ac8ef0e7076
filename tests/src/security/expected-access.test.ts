import { accountCalls, desktopCalls, installerCalls, pageCalls, passkeyCalls, userCalls } from '@bfsm/api-adapter';
import { answerOf, expectedDeviceOutcome, expectedOutcome, expectedQueryValueOutcome, keepsPromise, roleNames } from './expected-access.js';

/** Each role's outcome of `access` on `target`, by `promised` (the call's own, or asking the admin-only query value). */
const outcomes = (
  access: Parameters<typeof expectedOutcome>[0],
  target: Parameters<typeof expectedOutcome>[2],
  promised: typeof expectedOutcome = expectedOutcome,
) => Object.fromEntries(roleNames.map((role) => [role, promised(access, role, target)]));

describe('the outcome a declaration promises', () => {
  it('lets everyone make a public call', () => {
    expect(new Set(Object.values(outcomes(pageCalls.getPage.access, 'plain')))).toEqual(new Set(['pass']));
  });

  it('lets only admins make an admin call, and asks anonymous callers to sign in', () => {
    expect(outcomes(userCalls.listUsers.access, 'plain')).toEqual({
      anonymous: 'unauthorized',
      customer: 'forbidden',
      'other customer': 'forbidden',
      'pool owner': 'forbidden',
      'pool member': 'forbidden',
      'limited user': 'forbidden',
      admin: 'pass',
      'admin without second factor': 'second-factor-required',
      'customer with an old proof': 'forbidden',
    });
  });

  it('keeps an admin without the required second factor to his own objects and the calls of every user', () => {
    const admin = 'admin without second factor';
    expect(expectedOutcome(userCalls.getUserInfo.access, admin, 'foreign')).toBe('second-factor-required');
    expect(expectedOutcome(userCalls.getUserInfo.access, admin, 'own')).toBe('pass');
    expect(expectedOutcome(userCalls.getUserInfo.access, admin, 'omitted')).toBe('pass');
    expect(expectedOutcome(accountCalls.changePassword.access, admin, 'foreign')).toBe('second-factor-required');
    expect(expectedOutcome(pageCalls.getPage.access, admin, 'plain')).toBe('pass');
  });

  it('opens the desktop API’s device calls to no session at all, not even an admin’s', () => {
    expect(new Set(Object.values(outcomes(desktopCalls.refreshLicense.access, 'plain')))).toEqual(new Set(['unauthorized']));
    expect(new Set(Object.values(outcomes(desktopCalls.activateDevice.access, 'plain')))).toEqual(new Set(['pass']));
  });

  it("gives the Nightly to an admin's device only, and any device the stable channel", () => {
    expect(expectedDeviceOutcome(desktopCalls.checkForUpdate.access, 'customer', true)).toBe('forbidden');
    expect(expectedDeviceOutcome(desktopCalls.checkForUpdate.access, 'admin', true)).toBe('pass');
    expect(expectedDeviceOutcome(desktopCalls.checkForUpdate.access, 'customer', false)).toBe('pass');
    expect(expectedDeviceOutcome(desktopCalls.refreshLicense.access, 'customer', true)).toBe('pass');
  });

  it('gives a value only admins may ask for (the installer’s Nightly) to admins with the required second factor, even on a public call', () => {
    const { access } = installerCalls.downloadInstaller;
    expect(outcomes(access, 'plain', expectedQueryValueOutcome)).toEqual({
      anonymous: 'forbidden',
      customer: 'forbidden',
      'other customer': 'forbidden',
      'pool owner': 'forbidden',
      'pool member': 'forbidden',
      'limited user': 'forbidden',
      admin: 'pass',
      'admin without second factor': 'second-factor-required',
      'customer with an old proof': 'forbidden',
    });
    // Where the call refuses the caller anyway, that refusal stands.
    expect(expectedQueryValueOutcome({ ...access, role: 'user' }, 'anonymous', 'plain')).toBe('unauthorized');
  });

  it("lets the owner and admins act on an object, and refuses everyone else another user's", () => {
    expect(expectedOutcome(userCalls.getUserInfo.access, 'customer', 'own')).toBe('pass');
    expect(expectedOutcome(userCalls.getUserInfo.access, 'customer', 'omitted')).toBe('pass');
    expect(expectedOutcome(userCalls.getUserInfo.access, 'customer', 'foreign')).toBe('forbidden');
    expect(expectedOutcome(userCalls.getUserInfo.access, 'admin', 'foreign')).toBe('pass');
    expect(expectedOutcome(userCalls.getUserInfo.access, 'anonymous', 'foreign')).toBe('unauthorized');
  });

  it('asks a fresh proof of who the caller is where a call adds a way to sign in, and only there', () => {
    const old = 'customer with an old proof';
    expect(expectedOutcome(passkeyCalls.startPasskeyRegistration.access, old, 'plain')).toBe('fresh-proof-required');
    expect(expectedOutcome(passkeyCalls.startPasskeyRegistration.access, 'customer', 'plain')).toBe('pass');
    expect(expectedOutcome(passkeyCalls.removePasskey.access, old, 'plain')).toBe('pass');
    expect(keepsPromise('pass', answerOf(403, '{"error":"fresh-proof-required","message":""}'))).toBe(false);
    expect(keepsPromise('fresh-proof-required', answerOf(403, '{"error":"fresh-proof-required","message":""}'))).toBe(true);
  });

  it('refuses limited users where the call says so, on their own account too', () => {
    expect(expectedOutcome(accountCalls.changePassword.access, 'limited user', 'own')).toBe('limited-user');
    expect(expectedOutcome(accountCalls.changePassword.access, 'customer', 'own')).toBe('pass');
    expect(expectedOutcome(accountCalls.saveProfile.access, 'limited user', 'own')).toBe('pass');
  });
});

describe('whether an answer keeps the promise', () => {
  it('takes any answer but a refusal by access or a server error as passing', () => {
    expect(keepsPromise('pass', answerOf(200, '{"success":true}'))).toBe(true);
    expect(keepsPromise('pass', answerOf(400, '{"error":"invalid-input","message":""}'))).toBe(true);
    expect(keepsPromise('pass', answerOf(302, ''))).toBe(true);
    expect(keepsPromise('pass', answerOf(401, '{"error":"unauthorized","message":""}'))).toBe(false);
    expect(keepsPromise('pass', answerOf(403, '{"error":"forbidden","message":""}'))).toBe(false);
    expect(keepsPromise('pass', answerOf(403, '{"error":"limited-user","message":""}'))).toBe(false);
    expect(keepsPromise('pass', answerOf(403, '{"error":"second-factor-required","message":""}'))).toBe(false);
    expect(keepsPromise('pass', answerOf(500, '{"error":"internal","message":""}'))).toBe(false);
  });

  it('wants a refusal with exactly its status and code', () => {
    expect(keepsPromise('forbidden', answerOf(403, '{"error":"forbidden","message":""}'))).toBe(true);
    expect(keepsPromise('forbidden', answerOf(404, '{"error":"not-found","message":""}'))).toBe(false);
    expect(keepsPromise('forbidden', answerOf(400, '{"error":"invalid-input","message":""}'))).toBe(false);
    expect(keepsPromise('unauthorized', answerOf(401, '{"error":"unauthorized","message":""}'))).toBe(true);
    expect(keepsPromise('limited-user', answerOf(403, '{"error":"forbidden","message":""}'))).toBe(false);
  });
});
