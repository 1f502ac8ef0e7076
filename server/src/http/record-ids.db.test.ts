import { passkeyCalls, poolCalls, texts } from '@bfsm/api-adapter';
import { createPool } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';

/** Numbers that name no record: beyond PostgreSQL's integer and bigint, beyond 2^53, a fraction, negative, zero. */
const noIds = ['2147483648', '9007199254740993', '1e20', '1.5', '-1', '0'];

/**
 * One id type for every call (decision 054): a number that no record can have never reaches a
 * query, where it would fail the statement (500). In the path it names nothing (404), in a field
 * it is refused at the field (400).
 */
describe('record ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a path id beyond the integer column of passkeys answers 404, like any passkey the caller does not have', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    const token = await tokenOf(t.app, cookie, passkeyCalls.passkeysToken.path);
    const rename = (id: string) =>
      t.app.inject({ method: 'POST', url: `/webapi/passkeys/${id}/rename`, ...formRequest({ name: 'Laptop', _token: token }, cookie) });
    for (const id of [...noIds, '2147483647']) {
      const response = await rename(id);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, { error: 'not-found', message: texts.errors.notFound }]);
    }
  });

  it('a path id of a device or an account that is no number of a record answers 404, also to its owner', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    for (const id of noIds) {
      const devices = await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${id}`, headers: { cookie } });
      const replace = await t.app.inject({ method: 'POST', url: `/webapi/replace-activated-device/${id}`, headers: { cookie } });
      expect([id, devices.statusCode, replace.statusCode]).toEqual([id, 404, 404]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/webapi/activated-devices/${user.id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it('a body id that is no number of a record is refused at its field with 400', async () => {
    const { user: admin, cookie } = await signedInUser(t, 'admin');
    const pool = await createPool(t.db, { owner: admin });
    const token = await tokenOf(t.app, cookie, poolCalls.poolToken.path);
    for (const id of noIds) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/webapi/create-license/${pool.id}`,
        ...formRequest({ userid: id, expiration: '', licensetype: '8', _token: token }, cookie),
      });
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        400,
        { error: 'invalid-input', message: texts.validation.recordId, target: 'userid' },
      ]);
    }
  });
});
