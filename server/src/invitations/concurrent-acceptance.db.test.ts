import { LICENSE } from '@bfsm/api-adapter';
import { createInvitation, createPool, createUser } from '../factories/index.js';
import { poolOwnerScene } from '../pools/test-support/pool-scene.js';
import { postForm } from '../test-support/webapi.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Requests that race for the last free licence of a pool. On PostgreSQL (TEST_DATABASE_KIND=postgres)
 * the two requests run on two connections at once; the pool's row lock lets exactly one win.
 */
describe('two requests for the last free licence at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const acceptForm = (firstName: string) => ({
    newPassword1: 'geheim-genug',
    newPassword2: 'geheim-genug',
    accept_privacy: '1',
    accept_terms: '1',
    first_name: firstName,
    last_name: 'Eilig',
    greeting: 'Herr',
  });

  it('two invitees: exactly one gets the licence, the other a clear message', async () => {
    const owner = await createUser(t.db, { kind: 'nextOwner' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
    // Invitations from before reservations (or whose licence an admin took away) compete for the free one.
    const first = await createInvitation(t.db, { pool, email: 'erster@eilig.test', licenseType: LICENSE.insight });
    const second = await createInvitation(t.db, { pool, email: 'zweiter@eilig.test', licenseType: LICENSE.insight });

    const answers = await Promise.all([
      postForm(t.app, `/webapi/accept-invitation/${first.id}/${first.code}`, { form: acceptForm('Erster') }),
      postForm(t.app, `/webapi/accept-invitation/${second.id}/${second.code}`, { form: acceptForm('Zweiter') }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toEqual({
      error: 'no-free-license',
      message: 'Leider ist im Pool keine passende Lizenz mehr frei. Bitte wenden Sie sich an die Person, die Sie eingeladen hat.',
    });
    const holders = await t.db.selectFrom('licenses').select('user_id').where('pool_id', '=', pool.id).execute();
    expect(holders.filter((license) => license.user_id !== null)).toHaveLength(1);
    expect(await t.db.selectFrom('pool_members').select('user_id').where('pool_id', '=', pool.id).execute()).toHaveLength(1);
    const statuses = await t.db.selectFrom('invitations').select('status').where('pool_id', '=', pool.id).orderBy('status').execute();
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'pending']);
  });

  it('one invitation accepted twice at once (a double click): one account, one licence', async () => {
    const owner = await createUser(t.db, { kind: 'nextOwner' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.onSite, count: 2 }] });
    const invitation = await createInvitation(t.db, {
      pool,
      email: 'doppelklick@eilig.test',
      licenseType: LICENSE.onSite,
      licenseId: pool.licenses[0]?.id ?? null,
    });
    const url = `/webapi/accept-invitation/${invitation.id}/${invitation.code}`;
    const answers = await Promise.all([
      postForm(t.app, url, { form: acceptForm('Doppel') }),
      postForm(t.app, url, { form: acceptForm('Klick') }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'doppelklick@eilig.test').execute()).toHaveLength(1);
    const held = await t.db
      .selectFrom('licenses')
      .select('user_id')
      .where('pool_id', '=', pool.id)
      .where('user_id', 'is not', null)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('two invitations sent at once for the last free licence: one is promised it, the other refused', async () => {
    const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.insight, count: 1 }]);
    const licenseId = String(pool.licenses[0]?.id ?? 0);
    const invite = (email: string) =>
      postForm(t.app, `/webapi/create-invite/${licenseId}`, { cookie, form: { email, managePool: String(pool.id), _token: token } });
    const answers = await Promise.all([invite('a@eilig.test'), invite('b@eilig.test')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe('no-free-license');
    expect(await t.db.selectFrom('invitations').select('id').where('pool_id', '=', pool.id).execute()).toHaveLength(1);
  });
});
