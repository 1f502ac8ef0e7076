import { LICENSE } from '@bfsm/api-adapter';
import { createInvitation, createPool, createUser, defaultPassword } from '../factories/index.js';
import { poolOwnerScene } from '../pools/test-support/pool-scene.js';
import { postForm } from '../test-support/webapi.js';
import { createTestApp, sessionCookieOf, signIn, signedInUser, type TestApp } from '../test-support/test-app.js';
import { codeGuessSettings } from './code-guesses.js';

const deadLink = { error: 'code-invalid', message: 'Dieser Link ist leider nicht mehr gültig.' };

describe('the invitee opens, accepts, declines or reports an invitation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A pool with one free Insight licence and a pending invitation that reserves it. */
  async function invitationTo(email: string, options: { expiresAt?: Date } = {}) {
    const owner = await createUser(t.db, { kind: 'nextOwner', firstName: 'Olga', lastName: 'Owner' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
    const invitation = await createInvitation(t.db, {
      pool,
      email,
      licenseType: LICENSE.insight,
      licenseId: pool.licenses[0]?.id ?? null,
      ...options,
    });
    return { owner, pool, invitation, license: pool.licenses[0] };
  }
  const check = (id: number, code?: string, cookie?: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/check-invitation/${id}${code ? `/${code}` : ''}`,
      headers: cookie ? { cookie } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const newUserForm = (overrides: Record<string, string> = {}) => ({
    newPassword1: 'geheim-genug',
    newPassword2: 'geheim-genug',
    accept_privacy: '1',
    accept_terms: '1',
    newsletter: '1',
    first_name: 'Nora',
    last_name: 'Neu',
    greeting: 'Frau',
    ...overrides,
  });
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('invitations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('POST /webapi/check-invitation/{invitation}/{code?}', () => {
    it('describes the invitation to the holder of the link', async () => {
      const { invitation } = await invitationTo('neu@invitee.test');
      const response = await check(invitation.id, invitation.code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        email: 'neu@invitee.test',
        existingUser: false,
        invitingUser: 'Olga Owner',
        licenseType: LICENSE.insight,
        needsLogin: false,
        wrongUser: false,
        hasLicense: false,
      });
    });

    it('asks an existing user to sign in, and then tells whether he holds a licence', async () => {
      const existing = await createUser(t.db, { kind: 'classic', email: 'klassik@invitee.test' });
      const { invitation } = await invitationTo('Klassik@Invitee.test');
      expect((await check(invitation.id, invitation.code)).json()).toMatchObject({
        existingUser: true,
        needsLogin: true,
        wrongUser: false,
        hasLicense: false,
      });
      const cookie = await signIn(t.app, existing.email, defaultPassword);
      expect((await check(invitation.id, invitation.code, cookie)).json()).toMatchObject({
        existingUser: true,
        needsLogin: false,
        wrongUser: false,
        hasLicense: true,
      });
      // The dashboard's link has no code: the signed-in invitee is proof enough.
      expect((await check(invitation.id, undefined, cookie)).json()).toMatchObject({ email: 'Klassik@Invitee.test', hasLicense: true });
    });

    it('tells a signed-in stranger with the link that it is meant for someone else', async () => {
      const { invitation } = await invitationTo('gemeint@invitee.test');
      const stranger = await signedInUser(t, 'none');
      expect((await check(invitation.id, invitation.code, stranger.cookie)).json()).toMatchObject({
        wrongUser: true,
        needsLogin: false,
        hasLicense: false,
      });
    });

    it('shows nothing without code to anybody but the invitee: guessed ids look like dead links', async () => {
      const { invitation } = await invitationTo('geraten@invitee.test');
      const anonymous = await check(invitation.id);
      expect(anonymous.statusCode).toBe(401);
      expect((await check(999_999)).statusCode).toBe(401);
      const stranger = await signedInUser(t, 'none');
      for (const id of [invitation.id, 999_999]) {
        const response = await check(id, undefined, stranger.cookie);
        expect([response.statusCode, response.json()]).toEqual([404, deadLink]);
      }
      const wrongCode = await check(invitation.id, 'A'.repeat(32));
      expect([wrongCode.statusCode, wrongCode.json()]).toEqual([404, deadLink]);
      expect((await check(999_999, invitation.code)).json()).toEqual(deadLink);
    });

    it('says the same for used, revoked, declined and expired invitations', async () => {
      for (const status of ['accepted', 'revoked', 'declined', 'reported'] as const) {
        const { pool } = await invitationTo(`${status}-anderes@invitee.test`);
        const invitation = await createInvitation(t.db, { pool, email: `${status}@invitee.test`, licenseType: LICENSE.insight, status });
        const response = await check(invitation.id, invitation.code);
        expect(response.json().message).toBe('Dieser Link ist leider nicht mehr gültig.');
        expect(response.json().error).toBe(status === 'accepted' ? 'code-used' : 'code-invalid');
      }
      const { invitation } = await invitationTo('abgelaufen@invitee.test', { expiresAt: new Date(Date.now() - 1_000) });
      const expired = await check(invitation.id, invitation.code);
      expect([expired.statusCode, expired.json()]).toEqual([
        410,
        { error: 'code-expired', message: 'Dieser Link ist leider nicht mehr gültig.' },
      ]);
      const acceptExpired = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, { form: newUserForm() });
      expect([acceptExpired.statusCode, acceptExpired.json().error]).toEqual([410, 'code-expired']);
      expect(await statusOf(invitation.id)).toBe('pending');
    });

    it('counts wrong codes per client address and refuses that address after too many', async () => {
      const { invitation } = await invitationTo('zielscheibe@invitee.test');
      const guesser = '198.51.100.7';
      for (let attempt = 0; attempt < codeGuessSettings.maxFailures; attempt++) {
        expect((await check(invitation.id, `falsch-${attempt}-${'x'.repeat(24)}`, undefined, guesser)).statusCode).toBe(404);
      }
      const blocked = await check(invitation.id, invitation.code, undefined, guesser);
      expect([blocked.statusCode, blocked.json().error]).toEqual([429, 'too-many-attempts']);
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}/${invitation.code}`)).statusCode).toBe(200);
      // The invitation itself took no harm from the guesses: another address declined it.
      expect(await statusOf(invitation.id)).toBe('declined');
      // The same /64 counts as one IPv6 client.
      const v6 = '2001:db8:1:2::';
      const { invitation: other } = await invitationTo('v6@invitee.test');
      for (let attempt = 0; attempt < codeGuessSettings.maxFailures; attempt++)
        await check(other.id, 'y'.repeat(32), undefined, `${v6}${attempt + 1}`);
      expect((await check(other.id, other.code, undefined, `${v6}ff`)).statusCode).toBe(429);
    });
  });

  describe('POST /webapi/accept-invitation/{invitation}/{code} (new user)', () => {
    it('creates the confirmed account with the licence, records the terms and signs the new user in', async () => {
      const { invitation, pool, license } = await invitationTo('nora@invitee.test');
      const response = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, { form: newUserForm() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });

      const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'nora@invitee.test').executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        greeting: 'Frau',
        first_name: 'Nora',
        last_name: 'Neu',
        email_newsletter: true,
        email_confirmed: true,
        license_type: LICENSE.insight,
        license_expiration: license?.expiration,
      });
      expect(await t.db.selectFrom('terms_acceptances').select('version').where('user_id', '=', user.id).execute()).toEqual([
        { version: t.config.termsVersion },
      ]);
      expect(await t.db.selectFrom('pool_members').select(['pool_id', 'license_id']).where('user_id', '=', user.id).execute()).toEqual([
        { pool_id: pool.id, license_id: license?.id },
      ]);
      expect(await statusOf(invitation.id)).toBe('accepted');

      const cookie = sessionCookieOf(response);
      const me = await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } });
      expect(me.json()).toMatchObject({ email: 'nora@invitee.test', licenseType: LICENSE.insight, licensePool: pool.id, invitations: [] });

      const again = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, { form: newUserForm() });
      expect([again.statusCode, again.json()]).toEqual([410, { error: 'code-used', message: 'Dieser Link ist leider nicht mehr gültig.' }]);
      expect((await check(invitation.id, invitation.code)).statusCode).toBe(410);
    });

    it('checks the password pair and the consent as section 5 words it', async () => {
      const { invitation } = await invitationTo('pruefung@invitee.test');
      const url = `/webapi/accept-invitation/${invitation.id}/${invitation.code}`;
      const short = await postForm(t.app, url, { form: newUserForm({ newPassword1: 'kurz', newPassword2: 'kurz' }) });
      expect(short.json()).toEqual({
        error: 'invalid-input',
        target: 'newPassword1',
        message: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
      });
      const common = await postForm(t.app, url, { form: newUserForm({ newPassword1: 'password1', newPassword2: 'password1' }) });
      expect(common.json()).toEqual({
        error: 'invalid-input',
        target: 'newPassword1',
        message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
      });
      const mismatch = await postForm(t.app, url, { form: newUserForm({ newPassword2: 'anders-genug' }) });
      expect(mismatch.json()).toEqual({ error: 'invalid-input', target: 'newPassword2', message: 'Die Passwörter stimmen nicht überein.' });
      const noConsent = await postForm(t.app, url, { form: newUserForm({ accept_terms: '' }) });
      expect(noConsent.json()).toEqual({
        error: 'invalid-input',
        target: 'accept_terms',
        message: 'Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.',
      });
      expect((await postForm(t.app, url, { form: newUserForm({ greeting: 'Divers' }) })).json().target).toBe('greeting');
      expect(await statusOf(invitation.id)).toBe('pending');
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'pruefung@invitee.test').execute()).toEqual([]);
    });

    it('refuses a wrong code, a signed-in stranger and an address that has an account', async () => {
      const { invitation } = await invitationTo('fremd@invitee.test');
      const wrong = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${'z'.repeat(32)}`, { form: newUserForm() });
      expect([wrong.statusCode, wrong.json()]).toEqual([404, deadLink]);
      const stranger = await signedInUser(t, 'none');
      const asStranger = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, {
        cookie: stranger.cookie,
        form: newUserForm(),
      });
      expect([asStranger.statusCode, asStranger.json()]).toEqual([
        403,
        { error: 'wrong-user', message: 'Diese Einladung ist für einen anderen Nutzer bestimmt.' },
      ]);

      await createUser(t.db, { kind: 'none', email: 'fremd@invitee.test' });
      const exists = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, { form: newUserForm() });
      expect([exists.statusCode, exists.json()]).toEqual([
        409,
        { error: 'account-exists', message: 'Bitte melden Sie sich an um diese Einladung anzunehmen' },
      ]);
      expect(await statusOf(invitation.id)).toBe('pending');
    });
  });

  describe('POST /webapi/accept-invitation-existing-user/{invitation}', () => {
    it('gives the signed-in invitee without a licence the licence', async () => {
      const { invitation, pool } = await invitationTo('concept@invitee.test');
      const invitee = await signedInUser(t, 'concept', { email: 'Concept@Invitee.test' });
      const response = await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`, { cookie: invitee.cookie });
      expect(response.statusCode).toBe(200);
      const me = (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: invitee.cookie } })).json();
      expect(me).toMatchObject({ licenseType: LICENSE.insight, licensePool: pool.id });
      expect(await statusOf(invitation.id)).toBe('accepted');
    });

    it('refuses an invitee who holds a licence, a stranger, and nobody signed in', async () => {
      const { invitation } = await invitationTo('lizenziert@invitee.test');
      const licensed = await signedInUser(t, 'trial', { email: 'lizenziert@invitee.test' });
      const refused = await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`, { cookie: licensed.cookie });
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { error: 'has-license', message: 'Sie können keine Einladung annehmen, da Sie bereits eine Lizenz haben.' },
      ]);
      const stranger = await signedInUser(t, 'none');
      expect(
        (await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`, { cookie: stranger.cookie })).json(),
      ).toEqual(deadLink);
      expect((await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`)).statusCode).toBe(401);
      expect(await statusOf(invitation.id)).toBe('pending');
    });

    it('waits for consent to the current terms', async () => {
      const { invitation } = await invitationTo('zustimmung@invitee.test');
      const invitee = await createUser(t.db, { kind: 'none', email: 'zustimmung@invitee.test', acceptedTerms: false });
      const cookie = await signIn(t.app, invitee.email, defaultPassword);
      expect((await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`, { cookie })).json().error).toBe(
        'terms-consent',
      );
    });
  });

  describe('declining and reporting', () => {
    it('declines with the code: the link is dead and the licence free again', async () => {
      const { invitation, owner, pool } = await invitationTo('nein@invitee.test');
      const response = await postForm(t.app, `/webapi/decline-invitation/${invitation.id}/${invitation.code}`);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(invitation.id)).toBe('declined');
      expect((await check(invitation.id, invitation.code)).json()).toEqual(deadLink);
      const cookie = await signIn(t.app, owner.email, defaultPassword);
      const view = (await t.app.inject({ method: 'GET', url: `/webapi/pool/${pool.id}`, headers: { cookie } })).json();
      expect(view.invites).toEqual([]);
      expect(view.reportedInvites).toEqual([]);
      expect(view.licenseCounts).toContainEqual({ licenseType: LICENSE.insight, total: 1, assigned: 0, reserved: 0, free: 1 });
    });

    it('lets nobody decline a guessed id: no code and not the invitee, or a wrong code, changes nothing', async () => {
      const { invitation } = await invitationTo('geschuetzt@invitee.test');
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}`)).statusCode).toBe(401);
      expect((await postForm(t.app, `/webapi/report-invitation/${invitation.id}`)).statusCode).toBe(401);
      const stranger = await signedInUser(t, 'none');
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}`, { cookie: stranger.cookie })).json()).toEqual(deadLink);
      expect((await postForm(t.app, `/webapi/report-invitation/${invitation.id}`, { cookie: stranger.cookie })).json()).toEqual(deadLink);
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}/${'q'.repeat(32)}`)).json()).toEqual(deadLink);
      expect(await statusOf(invitation.id)).toBe('pending');

      // The invitee himself may, signed in, from his dashboard's link.
      const invitee = await signedInUser(t, 'none', { email: 'geschuetzt@invitee.test' });
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}`, { cookie: invitee.cookie })).statusCode).toBe(200);
      expect(await statusOf(invitation.id)).toBe('declined');
    });

    it('reports: the invitation is declined, and owner and admins see the report on the pool', async () => {
      const { invitation, owner, pool } = await invitationTo('spam@invitee.test');
      const response = await postForm(t.app, `/webapi/report-invitation/${invitation.id}/${invitation.code}`);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(invitation.id)).toBe('reported');
      expect((await postForm(t.app, `/webapi/decline-invitation/${invitation.id}/${invitation.code}`)).json()).toEqual(deadLink);

      const admin = await signedInUser(t, 'admin');
      for (const cookie of [await signIn(t.app, owner.email, defaultPassword), admin.cookie]) {
        const view = (await t.app.inject({ method: 'GET', url: `/webapi/pool/${pool.id}`, headers: { cookie } })).json();
        expect(view.invites).toEqual([]);
        expect(view.reportedInvites).toMatchObject([{ id: invitation.id, email: 'spam@invitee.test', licenseType: LICENSE.insight }]);
      }
    });
  });

  describe('a pool owner', () => {
    it('cannot accept a viewer licence (he holds a licence)', async () => {
      const { invitation } = await invitationTo('chef@invitee.test');
      const scene = await poolOwnerScene(t);
      await t.db.updateTable('users').set({ email: 'chef@invitee.test' }).where('id', '=', scene.owner.id).execute();
      expect(
        (await postForm(t.app, `/webapi/accept-invitation-existing-user/${invitation.id}`, { cookie: scene.cookie })).json().error,
      ).toBe('has-license');
    });
  });
});
