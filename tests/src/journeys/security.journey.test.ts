import { randomBytes } from 'node:crypto';
import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { addressOf, waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

describeJourney('Sign-in and sessions refuse what they must', () => {
  const stage = setUpJourneyStage();

  it('a wrong password shows the server’s error in an alert and the person stays on the login page, signed out', async () => {
    const user = await createUser(stage.portal.db, { kind: 'trial' });
    const page = await stage.person();
    await page.goto('/login');
    await submitLoginForm(page, user.email, 'falsches-Passwort');

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(addressOf(page)).toBe('/login');
    await menuLink(page, 'Anmelden').waitFor();
    expect((await page.request.get('/webapi/userinfo')).status()).toBe(401);
  });

  it('a forged session cookie is refused: /account sends the person to the login page', async () => {
    const user = await createUser(stage.portal.db, { kind: 'classic' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    const context = page.context();
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('bfsm_session'));
    expect(session).toBeDefined();

    // Same name, place and flags as the real cookie, but a value the server never issued (43 characters, like a real one).
    await context.clearCookies();
    await context.addCookies([{ name: session?.name ?? 'bfsm_session', value: randomBytes(32).toString('base64url'), url: stage.portal.url }]);
    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
    await menuLink(page, 'Anmelden').waitFor();
  });

  it('a signed-in person’s write call without its form token is refused and changes nothing', async () => {
    const { db } = stage.portal;
    const user = await createUser(db, { kind: 'classic', lastName: 'Mustermann' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    const lastName = async () => (await db.selectFrom('users').select('last_name').where('id', '=', user.id).executeTakeFirstOrThrow()).last_name;

    const refused = await page.request.post(`/webapi/account/${user.id}`, { form: { lastName: 'X' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'invalid-token' });
    expect(await lastName()).toBe('Mustermann');

    // The same call with the session's token goes through: the refusal above was the token's doing.
    const { token } = (await (await page.request.get('/webapi/userDetailsToken')).json()) as { token: string };
    const accepted = await page.request.post(`/webapi/account/${user.id}`, { form: { greeting: 'Frau', lastName: 'X', _token: token } });
    expect(accepted.status()).toBe(200);
    expect(await lastName()).toBe('X');
  });
});
