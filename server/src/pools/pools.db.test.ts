import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createInvitation, createPool, createUser, defaultPassword, hashInvitationCode } from '../factories/index.js';
import { signIn, signedInUser } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { invitationMailsPerPool } from './pool-deps.js';
import { mailsTo, invitationLinkTo, poolOwnerScene } from './test-support/pool-scene.js';
import { formRequest, postForm, tokenOf } from '../test-support/webapi.js';

describe('the pool owner manages his pool', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const getPool = (poolId: number, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/webapi/pool/${poolId}`, headers: cookie ? { cookie } : {} });
  const invite = (licenseId: number, poolId: number, email: string, session: { cookie: string; token?: string }) =>
    postForm(t.app, `/webapi/create-invite/${licenseId}`, {
      cookie: session.cookie,
      form: { email, managePool: String(poolId), ...(session.token ? { _token: session.token } : {}) },
    });
  const countsOf = async (poolId: number, cookie: string) => (await getPool(poolId, cookie)).json().licenseCounts;

  describe('GET /webapi/pool/{poolId}', () => {
    it('shows members, pending invitations, free licences and counts that add up', async () => {
      const { owner, pool, cookie } = await poolOwnerScene(t);
      const viewer = await createUser(t.db, {
        kind: 'insight',
        greeting: 'Herr',
        firstName: 'Vik',
        lastName: 'Viewer',
        email: 'vik@viewer.test',
      });
      await addPoolMember(t.db, { pool, user: viewer, licenseType: LICENSE.insight });
      const reserved = pool.licenses.find((license) => license.license_type === LICENSE.onSite);
      await createInvitation(t.db, { pool, email: 'offen@viewer.test', licenseType: LICENSE.onSite, licenseId: reserved?.id ?? null });

      const response = await getPool(pool.id, cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: pool.id,
        name: 'Owner GmbH',
        owner: { id: owner.id, email: owner.email, firstName: 'Olaf', lastName: 'Owner' },
        members: [
          {
            memberId: viewer.id,
            poolId: pool.id,
            email: 'vik@viewer.test',
            licenseType: LICENSE.insight,
            member: { greeting: 'Herr', firstName: 'Vik', lastName: 'Viewer' },
          },
        ],
        invites: [{ email: 'offen@viewer.test', licenseType: LICENSE.onSite, expired: false }],
        available_licenses: [{ licenseType: LICENSE.insight }],
        reportedInvites: [],
      });
      expect(body.licenseCounts).toEqual([
        { licenseType: LICENSE.insight, total: 2, assigned: 1, reserved: 0, free: 1 },
        { licenseType: LICENSE.onSite, total: 1, assigned: 0, reserved: 1, free: 0 },
      ]);
    });

    it('is refused to anybody but the owner and admins, without telling whether the pool exists', async () => {
      const { pool } = await poolOwnerScene(t);
      const member = await signedInUser(t, 'insight');
      await addPoolMember(t.db, { pool, user: member.user, licenseType: LICENSE.insight });
      const stranger = await signedInUser(t, 'trial');
      const otherOwner = await poolOwnerScene(t);
      // A pool owner whose licence changed to 'Keine' no longer manages it (only licence type 1 or 6 owns a pool).
      const formerOwner = await signedInUser(t, 'none');
      const formerPool = await createPool(t.db, { owner: formerOwner.user });

      expect((await getPool(pool.id)).statusCode).toBe(401);
      for (const cookie of [member.cookie, stranger.cookie, otherOwner.cookie])
        expect((await getPool(pool.id, cookie)).statusCode).toBe(403);
      expect((await getPool(formerPool.id, formerOwner.cookie)).statusCode).toBe(403);
      expect((await getPool(999_999, stranger.cookie)).statusCode).toBe(403);

      const admin = await signedInUser(t, 'admin');
      expect((await getPool(pool.id, admin.cookie)).statusCode).toBe(200);
      expect((await getPool(999_999, admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('POST /webapi/create-invite/{licenseId}', () => {
    it('reserves a licence, stores only the hash of a long random code and mails the link', async () => {
      const { owner, pool, cookie, token } = await poolOwnerScene(t);
      const insight = pool.licenses.find((license) => license.license_type === LICENSE.insight);
      const response = await invite(insight?.id ?? 0, pool.id, ' Neu@Viewer.test ', { cookie, token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });

      const row = await t.db.selectFrom('invitations').selectAll().where('pool_id', '=', pool.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'Neu@Viewer.test',
        license_type: LICENSE.insight,
        license_id: insight?.id,
        status: 'pending',
        invited_by: owner.id,
      });
      const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);

      const [mail] = await mailsTo(t, 'Neu@Viewer.test', 'invite');
      expect(mail?.subject).toBe('Einladung zu Brandfallsteuermatrix');
      expect(mail?.text).toContain('Olaf Owner lädt Sie ein');
      const link = await invitationLinkTo(t, 'Neu@Viewer.test');
      expect(link.id).toBe(row.id);
      // At least 128 bits: 24 random bytes in base64url.
      expect(link.code).toMatch(/^[\w-]{32}$/);
      expect(row.code_hash).toBe(hashInvitationCode(link.code));
      expect(row.code_hash).not.toContain(link.code);
      expect(mail?.text).toContain(`https://portal.example.com/invitation/${row.id}/${link.code}`);
      expect(mail?.text).toContain(`https://portal.example.com/decline-invitation/${row.id}/${link.code}`);

      expect(await countsOf(pool.id, cookie)).toContainEqual({ licenseType: LICENSE.insight, total: 2, assigned: 0, reserved: 1, free: 1 });
    });

    it('takes another free licence of the type when the chosen one was promised meanwhile, and refuses when none is left', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.insight, count: 2 }]);
      const first = pool.licenses[0]?.id ?? 0;
      expect((await invite(first, pool.id, 'eins@viewer.test', { cookie, token })).statusCode).toBe(200);
      expect((await invite(first, pool.id, 'zwei@viewer.test', { cookie, token })).statusCode).toBe(200);
      const reservations = await t.db.selectFrom('invitations').select('license_id').where('pool_id', '=', pool.id).orderBy('id').execute();
      expect(reservations.map((row) => row.license_id)).toEqual(pool.licenses.map((license) => license.id));

      const third = await invite(first, pool.id, 'drei@viewer.test', { cookie, token });
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({ error: 'no-free-license', message: 'In diesem Pool ist keine Lizenz dieses Typs mehr frei.' });
      expect(await mailsTo(t, 'drei@viewer.test', 'invite')).toEqual([]);
    });

    it('refuses an address that is invited already, a member, or the owner himself, in clear German', async () => {
      const { owner, pool, cookie, token } = await poolOwnerScene(t);
      const licenseId = pool.licenses[0]?.id ?? 0;
      const member = await createUser(t.db, { kind: 'insight', email: 'mitglied@viewer.test' });
      await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
      expect((await invite(licenseId, pool.id, 'doppelt@viewer.test', { cookie, token })).statusCode).toBe(200);

      const again = await invite(licenseId, pool.id, 'DOPPELT@viewer.test', { cookie, token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'already-invited',
        target: 'email',
        message:
          'An diese E-Mail-Adresse ist bereits eine Einladung unterwegs. Sie können sie in der Liste erneut senden oder zurückziehen.',
      });
      const ofMember = await invite(licenseId, pool.id, 'Mitglied@viewer.test', { cookie, token });
      expect(ofMember.statusCode).toBe(409);
      expect(ofMember.json()).toEqual({
        error: 'already-member',
        target: 'email',
        message: 'Diese E-Mail-Adresse gehört bereits zu einem Viewer Ihres Pools.',
      });
      const self = await invite(licenseId, pool.id, owner.email, { cookie, token });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ error: 'invalid-input', target: 'email', message: 'Sie können sich nicht selbst einladen.' });
      const malformed = await invite(licenseId, pool.id, 'keine-adresse', { cookie, token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        error: 'invalid-input',
        target: 'email',
        message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      });
    });

    it("refuses a missing token, a foreign origin, another owner's licence and a licence of another pool than the form names", async () => {
      const { pool, cookie, token } = await poolOwnerScene(t);
      const other = await poolOwnerScene(t);
      const ownLicense = pool.licenses[0]?.id ?? 0;
      const foreignLicense = other.pool.licenses[0]?.id ?? 0;

      const noToken = await invite(ownLicense, pool.id, 'a@viewer.test', { cookie });
      expect([noToken.statusCode, noToken.json().error]).toEqual([403, 'invalid-token']);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: `/webapi/create-invite/${ownLicense}`,
        ...formRequest({ email: 'a@viewer.test', managePool: String(pool.id), _token: token }, cookie, { origin: 'https://boese.example' }),
      });
      expect([crossSite.statusCode, crossSite.json().error]).toEqual([403, 'invalid-origin']);
      expect((await invite(foreignLicense, other.pool.id, 'a@viewer.test', { cookie, token })).statusCode).toBe(403);
      expect((await invite(999_999, pool.id, 'a@viewer.test', { cookie, token })).statusCode).toBe(403);
      expect((await invite(ownLicense, other.pool.id, 'a@viewer.test', { cookie, token })).statusCode).toBe(404);
      expect(await t.db.selectFrom('invitations').select('id').where('pool_id', 'in', [pool.id, other.pool.id]).execute()).toEqual([]);
    });

    it('waits for consent to the current terms', async () => {
      const owner = await createUser(t.db, { kind: 'nextOwner', acceptedTerms: false });
      const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
      const cookie = await signIn(t.app, owner.email, defaultPassword);
      const response = await invite(pool.licenses[0]?.id ?? 0, pool.id, 'a@viewer.test', {
        cookie,
        token: await tokenOf(t.app, cookie, '/webapi/poolToken'),
      });
      expect([response.statusCode, response.json().error]).toEqual([403, 'terms-consent']);
    });

    it('lets an admin invite to any pool', async () => {
      const { pool } = await poolOwnerScene(t);
      const admin = await signedInUser(t, 'admin');
      const response = await invite(pool.licenses[0]?.id ?? 0, pool.id, 'vom-admin@viewer.test', {
        cookie: admin.cookie,
        token: await tokenOf(t.app, admin.cookie, '/webapi/poolToken'),
      });
      expect(response.statusCode).toBe(200);
      const row = await t.db.selectFrom('invitations').select(['invited_by']).where('pool_id', '=', pool.id).executeTakeFirstOrThrow();
      expect(row.invited_by).toBe(admin.user.id);
      // The mail names the pool owner, not the admin.
      expect((await mailsTo(t, 'vom-admin@viewer.test', 'invite'))[0]?.text).toContain('Olaf Owner lädt Sie ein');
    });
  });

  describe('revoking, resending and removing', () => {
    const checkLink = (id: number, code: string) => postForm(t.app, `/webapi/check-invitation/${id}/${code}`);

    it('revokes: the link is dead at once and the licence is free again; a second revocation is refused', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.insight, count: 1 }]);
      await invite(pool.licenses[0]?.id ?? 0, pool.id, 'weg@viewer.test', { cookie, token });
      const link = await invitationLinkTo(t, 'weg@viewer.test');
      expect((await checkLink(link.id, link.code)).statusCode).toBe(200);

      const response = await postForm(t.app, `/webapi/revoke-invite/${link.id}?token=${token}`, { cookie });
      expect(response.statusCode).toBe(200);
      const dead = await checkLink(link.id, link.code);
      expect(dead.statusCode).toBe(404);
      expect(dead.json()).toEqual({ error: 'code-invalid', message: 'Dieser Link ist leider nicht mehr gültig.' });
      expect(await countsOf(pool.id, cookie)).toContainEqual({ licenseType: LICENSE.insight, total: 1, assigned: 0, reserved: 0, free: 1 });

      const again = await postForm(t.app, `/webapi/revoke-invite/${link.id}?token=${token}`, { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'invitation-closed', message: 'Diese Einladung ist nicht mehr offen.' });
    });

    it("refuses to revoke without token or another owner's invitation", async () => {
      const { pool, cookie, token } = await poolOwnerScene(t);
      await invite(pool.licenses[0]?.id ?? 0, pool.id, 'bleibt@viewer.test', { cookie, token });
      const link = await invitationLinkTo(t, 'bleibt@viewer.test');
      const other = await poolOwnerScene(t);
      expect((await postForm(t.app, `/webapi/revoke-invite/${link.id}`, { cookie })).json().error).toBe('invalid-token');
      expect((await postForm(t.app, `/webapi/revoke-invite/${link.id}?token=${other.token}`, { cookie: other.cookie })).statusCode).toBe(
        403,
      );
      expect((await postForm(t.app, `/webapi/revoke-invite/${link.id}?token=${token}`)).statusCode).toBe(401);
      expect((await checkLink(link.id, link.code)).statusCode).toBe(200);
    });

    it('revokes through the form route and goes back to the pool screen', async () => {
      const { owner, pool, cookie, token } = await poolOwnerScene(t);
      await invite(pool.licenses[0]?.id ?? 0, pool.id, 'form@viewer.test', { cookie, token });
      const { id } = await invitationLinkTo(t, 'form@viewer.test');
      const mismatch = await postForm(t.app, `/account/revoke-invite/${id}`, {
        cookie,
        form: { invitation: String(id + 1), _token: token },
      });
      expect(mismatch.statusCode).toBe(400);
      const noToken = await postForm(t.app, `/account/revoke-invite/${id}`, { cookie, form: { invitation: String(id) } });
      expect(noToken.statusCode).toBe(403);

      const response = await postForm(t.app, `/account/revoke-invite/${id}`, { cookie, form: { invitation: String(id), _token: token } });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/account/my-pool');
      expect((await t.db.selectFrom('invitations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('revoked');

      // An admin goes back to the owner's pool screen.
      await invite(pool.licenses[0]?.id ?? 0, pool.id, 'form2@viewer.test', { cookie, token });
      const second = await invitationLinkTo(t, 'form2@viewer.test');
      const admin = await signedInUser(t, 'admin');
      const byAdmin = await postForm(t.app, `/account/revoke-invite/${second.id}`, {
        cookie: admin.cookie,
        form: { invitation: String(second.id), _token: await tokenOf(t.app, admin.cookie, '/webapi/poolToken') },
      });
      expect([byAdmin.statusCode, byAdmin.headers.location]).toEqual([303, `/account/my-pool/${owner.id}`]);
    });

    it('shows an expired invitation as expired and sends it again with a new code, which kills the old link', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.onSite, count: 1 }]);
      const old = await createInvitation(t.db, {
        pool,
        email: 'spaet@viewer.test',
        licenseType: LICENSE.onSite,
        licenseId: pool.licenses[0]?.id ?? null,
        expiresAt: new Date(Date.now() - 60_000),
      });
      const before = (await getPool(pool.id, cookie)).json();
      expect(before.invites).toMatchObject([{ id: old.id, expired: true }]);
      // Expired but not withdrawn: its licence stays reserved until the owner resends or revokes it.
      expect(before.licenseCounts).toContainEqual({ licenseType: LICENSE.onSite, total: 1, assigned: 0, reserved: 1, free: 0 });
      const expiredCheck = await checkLink(old.id, old.code);
      expect(expiredCheck.statusCode).toBe(410);
      expect(expiredCheck.json()).toEqual({ error: 'code-expired', message: 'Dieser Link ist leider nicht mehr gültig.' });

      expect((await postForm(t.app, `/webapi/resend-invite/${old.id}`, { cookie })).json().error).toBe('invalid-token');
      const response = await postForm(t.app, `/webapi/resend-invite/${old.id}?token=${token}`, { cookie });
      expect(response.statusCode).toBe(200);
      const fresh = await invitationLinkTo(t, 'spaet@viewer.test');
      expect(fresh.id).toBe(old.id);
      expect(fresh.code).not.toBe(old.code);
      expect((await checkLink(old.id, old.code)).statusCode).toBe(404);
      expect((await checkLink(fresh.id, fresh.code)).statusCode).toBe(200);
      expect((await getPool(pool.id, cookie)).json().invites).toMatchObject([{ id: old.id, expired: false }]);

      await postForm(t.app, `/webapi/revoke-invite/${old.id}?token=${token}`, { cookie });
      expect((await postForm(t.app, `/webapi/resend-invite/${old.id}?token=${token}`, { cookie })).json().error).toBe('invitation-closed');
    });

    it('lets a pool send 20 invitation mails in a while, then asks it to wait; another pool is not held up', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.onSite, count: 1 }]);
      expect((await invite(pool.licenses[0]!.id, pool.id, 'viel@viewer.test', { cookie, token })).statusCode).toBe(200);
      const { id } = await invitationLinkTo(t, 'viel@viewer.test');
      for (let mail = 2; mail <= invitationMailsPerPool; mail++)
        expect((await postForm(t.app, `/webapi/resend-invite/${id}?token=${token}`, { cookie })).statusCode).toBe(200);
      const refused = await postForm(t.app, `/webapi/resend-invite/${id}?token=${token}`, { cookie });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'too-many-attempts',
        message:
          'Aus diesem Pool wurden in kurzer Zeit viele Einladungen versendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      });
      expect(await mailsTo(t, 'viel@viewer.test', 'invite')).toHaveLength(invitationMailsPerPool);

      const other = await poolOwnerScene(t, [{ licenseType: LICENSE.onSite, count: 1 }]);
      expect((await invite(other.pool.licenses[0]!.id, other.pool.id, 'anderer@viewer.test', other)).statusCode).toBe(200);
    });

    it('removes a member: he loses the licence at once, gets a mail, and the licence can be handed out again', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t, [{ licenseType: LICENSE.insight, count: 1 }]);
      const member = await signedInUser(t, 'insight', { greeting: 'Frau', lastName: 'Mitglied' });
      await addPoolMember(t.db, { pool, user: member.user, licenseType: LICENSE.insight });
      const userinfo = async () =>
        (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: member.cookie } })).json();
      expect((await userinfo()).licenseType).toBe(LICENSE.insight);

      expect((await postForm(t.app, `/webapi/remove-from-pool/${member.user.id}`, { cookie })).json().error).toBe('invalid-token');
      const response = await postForm(t.app, `/webapi/remove-from-pool/${member.user.id}?token=${token}`, { cookie });
      expect(response.statusCode).toBe(200);

      // His session reads his account at every request: the change shows at once.
      expect(await userinfo()).toMatchObject({ licenseType: LICENSE.none, licenseExpiration: null, licensePool: null });
      const [mail] = await mailsTo(t, member.user.email, 'license-removed');
      expect(mail?.subject).toBe('Ihre Lizenz wurde entfernt');
      expect(mail?.text).toContain('Sehr geehrte Frau Mitglied,');
      expect(mail?.text).toContain('Ihre Lizenz „Insight“');
      const view = (await getPool(pool.id, cookie)).json();
      expect(view.members).toEqual([]);
      expect(view.licenseCounts).toContainEqual({ licenseType: LICENSE.insight, total: 1, assigned: 0, reserved: 0, free: 1 });
      expect((await invite(pool.licenses[0]?.id ?? 0, pool.id, 'nachfolger@viewer.test', { cookie, token })).statusCode).toBe(200);
    });

    it("refuses to remove someone who is not a member of the caller's pool", async () => {
      const { cookie, token } = await poolOwnerScene(t);
      const other = await poolOwnerScene(t);
      const foreignMember = await createUser(t.db, { kind: 'insight' });
      await addPoolMember(t.db, { pool: other.pool, user: foreignMember, licenseType: LICENSE.insight });
      const loner = await createUser(t.db, { kind: 'trial' });
      for (const target of [foreignMember.id, loner.id, 999_999])
        expect((await postForm(t.app, `/webapi/remove-from-pool/${target}?token=${token}`, { cookie })).statusCode).toBe(403);
      const admin = await signedInUser(t, 'admin');
      expect(
        (
          await postForm(t.app, `/webapi/remove-from-pool/${loner.id}?token=${await tokenOf(t.app, admin.cookie, '/webapi/poolToken')}`, {
            cookie: admin.cookie,
          })
        ).statusCode,
      ).toBe(404);
      expect(await t.db.selectFrom('pool_members').select('user_id').where('user_id', '=', foreignMember.id).execute()).toHaveLength(1);
    });

    it('removes through the form route only a member of the pool in the address', async () => {
      const { pool, cookie, token } = await poolOwnerScene(t);
      const member = await createUser(t.db, { kind: 'onSite' });
      await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.onSite });
      const other = await poolOwnerScene(t);
      const foreignMember = await createUser(t.db, { kind: 'insight' });
      await addPoolMember(t.db, { pool: other.pool, user: foreignMember, licenseType: LICENSE.insight });

      const foreign = await postForm(t.app, `/account/pool/${pool.id}/remove/${foreignMember.id}`, {
        cookie,
        form: { userId: String(foreignMember.id), _token: token },
      });
      expect(foreign.statusCode).toBe(404);
      const otherPool = await postForm(t.app, `/account/pool/${other.pool.id}/remove/${foreignMember.id}`, {
        cookie,
        form: { userId: String(foreignMember.id), _token: token },
      });
      expect(otherPool.statusCode).toBe(403);
      const mismatch = await postForm(t.app, `/account/pool/${pool.id}/remove/${member.id}`, {
        cookie,
        form: { userId: String(foreignMember.id), _token: token },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(
        await t.db.selectFrom('pool_members').select('user_id').where('user_id', 'in', [member.id, foreignMember.id]).execute(),
      ).toHaveLength(2);

      const response = await postForm(t.app, `/account/pool/${pool.id}/remove/${member.id}`, {
        cookie,
        form: { userId: String(member.id), _token: token },
      });
      expect([response.statusCode, response.headers.location]).toEqual([303, '/account/my-pool']);
      expect(await t.db.selectFrom('pool_members').select('user_id').where('user_id', '=', member.id).execute()).toEqual([]);
    });
  });

  it("refuses every write of another pool's owner and of the pool's own viewer, and changes nothing", async () => {
    const { pool, cookie, token } = await poolOwnerScene(t);
    const member = await signedInUser(t, 'insight');
    await addPoolMember(t.db, { pool, user: member.user, licenseType: LICENSE.insight });
    await invite(pool.licenses[1]?.id ?? 0, pool.id, 'ziel@viewer.test', { cookie, token });
    const { id } = await invitationLinkTo(t, 'ziel@viewer.test');
    const other = await poolOwnerScene(t);
    const memberToken = await tokenOf(t.app, member.cookie, '/webapi/poolToken');

    for (const session of [
      { cookie: other.cookie, token: other.token },
      { cookie: member.cookie, token: memberToken },
    ]) {
      const attempts = [
        postForm(t.app, `/webapi/resend-invite/${id}?token=${session.token}`, { cookie: session.cookie }),
        postForm(t.app, `/webapi/revoke-invite/${id}?token=${session.token}`, { cookie: session.cookie }),
        postForm(t.app, `/account/revoke-invite/${id}`, {
          cookie: session.cookie,
          form: { invitation: String(id), _token: session.token },
        }),
        postForm(t.app, `/webapi/remove-from-pool/${member.user.id}?token=${session.token}`, { cookie: session.cookie }),
        postForm(t.app, `/account/pool/${pool.id}/remove/${member.user.id}`, {
          cookie: session.cookie,
          form: { userId: String(member.user.id), _token: session.token },
        }),
        invite(pool.licenses[0]?.id ?? 0, pool.id, 'eindringling@viewer.test', session),
      ];
      for (const response of await Promise.all(attempts)) expect([response.statusCode, response.json().error]).toEqual([403, 'forbidden']);
    }
    const view = (await getPool(pool.id, cookie)).json();
    expect(view.members).toHaveLength(1);
    expect(view.invites).toMatchObject([{ id, email: 'ziel@viewer.test' }]);
    expect(await mailsTo(t, 'ziel@viewer.test', 'invite')).toHaveLength(1);
  });

  describe('POST /webapi/create-license/{poolId} (admin)', () => {
    const addLicense = (poolId: number, fields: Record<string, string>, session: { cookie: string; token?: string }) =>
      postForm(t.app, `/webapi/create-license/${poolId}`, {
        cookie: session.cookie,
        form: { ...fields, ...(session.token ? { _token: session.token } : {}) },
      });

    it("adds a free licence for the owner, or a member's new licence that frees his old one", async () => {
      const { owner, pool, cookie } = await poolOwnerScene(t, [{ licenseType: LICENSE.insight, count: 1 }]);
      const member = await createUser(t.db, { kind: 'insight' });
      await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
      const admin = await signedInUser(t, 'admin');
      const session = { cookie: admin.cookie, token: await tokenOf(t.app, admin.cookie, '/webapi/poolToken') };

      expect(
        (await addLicense(pool.id, { userid: String(owner.id), licensetype: '9', expiration: '2030-12-31' }, session)).statusCode,
      ).toBe(200);
      expect((await getPool(pool.id, cookie)).json().licenseCounts).toContainEqual({
        licenseType: LICENSE.onSite,
        total: 1,
        assigned: 0,
        reserved: 0,
        free: 1,
      });

      expect((await addLicense(pool.id, { userid: String(member.id), licensetype: '9', expiration: '' }, session)).statusCode).toBe(200);
      const view = (await getPool(pool.id, cookie)).json();
      expect(view.members).toMatchObject([{ memberId: member.id, licenseType: LICENSE.onSite }]);
      expect(view.licenseCounts).toEqual([
        { licenseType: LICENSE.insight, total: 1, assigned: 0, reserved: 0, free: 1 },
        { licenseType: LICENSE.onSite, total: 2, assigned: 1, reserved: 0, free: 1 },
      ]);
      const row = await t.db
        .selectFrom('users')
        .select(['license_type', 'license_expiration'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ license_type: LICENSE.onSite, license_expiration: null });
    });

    it('refuses a non-member, a non-viewer type, a date before 2024-09-01, a missing token and non-admins', async () => {
      const { owner, pool, cookie, token } = await poolOwnerScene(t);
      const stranger = await createUser(t.db, { kind: 'trial' });
      const admin = await signedInUser(t, 'admin');
      const session = { cookie: admin.cookie, token: await tokenOf(t.app, admin.cookie, '/webapi/poolToken') };
      const valid = { userid: String(owner.id), licensetype: '8', expiration: '2030-01-01' };

      const notInPool = await addLicense(pool.id, { ...valid, userid: String(stranger.id) }, session);
      expect(notInPool.json()).toEqual({
        error: 'invalid-input',
        target: 'userid',
        message: 'Bitte wählen Sie den Eigentümer oder ein Mitglied des Pools.',
      });
      const next = await addLicense(pool.id, { ...valid, licensetype: '6' }, session);
      expect(next.json()).toEqual({
        error: 'invalid-input',
        target: 'licensetype',
        message: 'Ein Pool enthält nur Viewer-Lizenzen (Insight oder onSite).',
      });
      const early = await addLicense(pool.id, { ...valid, expiration: '2024-08-31' }, session);
      expect(early.json()).toEqual({
        error: 'invalid-input',
        target: 'expiration',
        message: 'Das Datum darf nicht vor dem 01.09.2024 liegen.',
      });
      expect((await addLicense(pool.id, valid, { cookie: admin.cookie })).json().error).toBe('invalid-token');
      expect((await addLicense(pool.id, valid, { cookie, token })).statusCode).toBe(403);
      expect((await addLicense(999_999, valid, session)).statusCode).toBe(404);
      expect(await t.db.selectFrom('licenses').select('id').where('pool_id', '=', pool.id).execute()).toHaveLength(3);
    });
  });
});
