import { sql } from 'kysely';
import { addPoolMember, createInvitation, createPool, createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';
import { readMemberships, toUserInfo } from '../users/user-directory.js';

/**
 * The session cache (decision 026) through the real app: a warm session answers userinfo and
 * menuinfo without a statement, and every kind of change is seen by the very next request,
 * whichever way it reached the database.
 */
describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const userinfo = async (cookie: string) => get('/webapi/userinfo', cookie);

  async function signedIn(kind: Parameters<typeof createUser>[1]['kind'] = 'classic') {
    const user = await createUser(t.db, { kind, password: 'passwort-123' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    // Warm: the first requests read and keep session, user, memberships and consent.
    expect((await userinfo(cookie)).statusCode).toBe(200);
    expect((await get('/webapi/menuinfo', cookie)).statusCode).toBe(200);
    return { user, cookie };
  }

  /** Statements the database ran while `work` did. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
    const before = t.database.writes.statements;
    await work();
    return t.database.writes.statements - before;
  }

  it('answers userinfo and menuinfo of a warm session without a database statement', async () => {
    const { user, cookie } = await signedIn();
    const hitsBefore = t.app.sessionCache.counts.hits;
    let answers: unknown[] = [];
    const statements = await statementsDuring(async () => {
      answers = [await userinfo(cookie), await get('/webapi/menuinfo', cookie)].map((response) => response.json());
    });
    expect(statements).toBe(0);
    expect(t.app.sessionCache.counts.hits).toBeGreaterThan(hitsBefore);
    expect(answers[0]).toMatchObject({ id: user.id, email: user.email });
    expect(answers[1]).toMatchObject({ signedIn: true });
  });

  it('reads a cold session with at most one statement per answer', async () => {
    const { cookie } = await signedIn();
    t.app.sessionCache.clear();
    expect(await statementsDuring(() => get('/webapi/menuinfo', cookie))).toBeLessThanOrEqual(2);
    t.app.sessionCache.clear();
    // Session with user, then pool and invitations: the two reads of a cold userinfo.
    expect(await statementsDuring(() => userinfo(cookie))).toBeLessThanOrEqual(2);
  });

  it('ends a session at sign-out', async () => {
    const { cookie } = await signedIn();
    const menu = (await get('/webapi/menuinfo', cookie)).json() as { logoutUrl: string };
    expect((await get(menu.logoutUrl, cookie)).statusCode).toBeLessThan(400);
    expect((await userinfo(cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions at a password change', async () => {
    const { user, cookie: here } = await signedIn();
    const elsewhere = await signIn(t.app, user.email, 'passwort-123');
    expect((await userinfo(elsewhere)).statusCode).toBe(200);
    const fields = {
      oldPassword: 'passwort-123',
      'plainPassword[first]': 'neues-passwort',
      'plainPassword[second]': 'neues-passwort',
      _token: await tokenOf(t.app, here, '/webapi/changePwToken'),
    };
    expect((await t.app.inject({ method: 'POST', url: '/webapi/changePw', ...formRequest(fields, here) })).statusCode).toBe(200);
    expect((await userinfo(elsewhere)).statusCode).toBe(401);
    expect((await userinfo(here)).statusCode).toBe(200);
  });

  it('sees admin rights given and taken', async () => {
    const { user, cookie } = await signedIn();
    expect((await get('/webapi/admin/users/all', cookie)).statusCode).toBe(403);
    await t.db
      .updateTable('users')
      .set({ roles: ['ROLE_ADMIN'] })
      .where('id', '=', user.id)
      .execute();
    expect((await userinfo(cookie)).json()).toMatchObject({ adminRights: true });
    expect((await get('/webapi/admin/users/all', cookie)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ roles: [] }).where('id', '=', user.id).execute();
    expect((await get('/webapi/admin/users/all', cookie)).statusCode).toBe(403);
  });

  it('sees a licence change in userinfo and menuinfo', async () => {
    const { user, cookie } = await signedIn('trial');
    expect((await get('/webapi/menuinfo', cookie)).json()).toMatchObject({ isTrial: true });
    await t.db.updateTable('users').set({ license_type: 3, license_expiration: '2030-01-31' }).where('id', '=', user.id).execute();
    expect((await userinfo(cookie)).json()).toMatchObject({ licenseType: 3, licenseExpiration: '2030-01-31' });
    expect((await get('/webapi/menuinfo', cookie)).json()).toMatchObject({ isTrial: false });
  });

  it('sees joining and leaving a pool, and invitations coming and going', async () => {
    const owner = await createUser(t.db, { kind: 'classic' });
    const pool = await createPool(t.db, { owner });
    const { user, cookie } = await signedIn('concept');
    expect((await userinfo(cookie)).json()).toMatchObject({ licensePool: null, invitations: [] });

    const invitation = await createInvitation(t.db, { pool, email: user.email.toUpperCase(), licenseType: 8 });
    expect((await userinfo(cookie)).json()).toMatchObject({ invitations: [{ id: invitation.id }] });
    await t.db.updateTable('invitations').set({ status: 'revoked' }).where('id', '=', invitation.id).execute();
    expect((await userinfo(cookie)).json()).toMatchObject({ invitations: [] });

    await addPoolMember(t.db, { pool, user, licenseType: 8 });
    expect((await userinfo(cookie)).json()).toMatchObject({ licensePool: pool.id, licenseType: 8 });
    await t.db.deleteFrom('pool_members').where('user_id', '=', user.id).execute();
    expect((await userinfo(cookie)).json()).toMatchObject({ licensePool: null });
  });

  it('keeps invitations with their ends and decides at each request whether one has run out', async () => {
    const owner = await createUser(t.db, { kind: 'classic' });
    const pool = await createPool(t.db, { owner });
    const { user, cookie } = await signedIn('concept');
    const soon = Date.now() + 60_000;
    const invitation = await createInvitation(t.db, { pool, email: user.email, licenseType: 8, expiresAt: new Date(soon) });
    const memberships = await readMemberships(t.db, user);
    expect(memberships.invitations).toEqual([{ id: invitation.id, expiresMs: soon }]);
    expect((await toUserInfo(t.db, user, 14, memberships, soon - 1)).invitations).toEqual([{ id: invitation.id }]);
    expect((await toUserInfo(t.db, user, 14, memberships, soon)).invitations).toEqual([]);
    // An invitation that has run out, though still pending, is kept raw but never shown.
    await t.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    expect((await userinfo(cookie)).json()).toMatchObject({ invitations: [] });
  });

  it('ends the sessions of a deleted account', async () => {
    const { user, cookie } = await signedIn();
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await userinfo(cookie)).statusCode).toBe(401);
  });

  it('asks again for consent when it is withdrawn or a new terms version comes', async () => {
    const { user, cookie } = await signedIn();
    await t.db.deleteFrom('terms_acceptances').where('user_id', '=', user.id).execute();
    expect((await get('/webapi/menuinfo', cookie)).statusCode).toBe(403);
    await t.db
      .insertInto('terms_acceptances')
      .values({ user_id: user.id, version: t.config.termsVersion, accepted_at: new Date() })
      .execute();
    expect((await get('/webapi/menuinfo', cookie)).statusCode).toBe(200);
    const cleared = new Promise((resolve) => t.app.sessionCache.events.once('invalidated', resolve));
    // Published long ago, so that it does not become the factories' current version for later tests.
    await sql`INSERT INTO terms_versions (version, published_at) VALUES ('1999-01', '1999-01-01')`.execute(t.db);
    expect(await cleared).toBe('*');
    expect(t.app.sessionCache.size).toBe(0);
  });

  it('sees a change that another connection made, once its notification arrived', async () => {
    const { user, cookie } = await signedIn();
    // A write this process does not run itself (an operator's psql, another instance, a job):
    // only the database's notification can tell the cache.
    const changed = new Promise((resolve) =>
      t.app.sessionCache.events.on('invalidated', (message) => message === `u:${user.id}` && resolve(message)),
    );
    await otherConnectionRuns(t, sql`UPDATE users SET first_name = 'Anders' WHERE id = ${user.id}`);
    await changed;
    expect((await userinfo(cookie)).json()).toMatchObject({ firstName: 'Anders' });
  });
});

/** Runs a statement past this app's own query layer (so its write count does not see it). */
async function otherConnectionRuns(t: TestApp, statement: ReturnType<typeof sql>): Promise<void> {
  const before = t.database.writes.count;
  await statement.execute(t.db);
  // Undo what the write count learnt, as if another process had written.
  t.database.writes.count = before;
}
