import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { addressOf, waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

/** Another site, answered here so that a redirect there shows as an address instead of a network error. */
const evilHost = 'evil.example';

async function answerForEvilSite(page: Page): Promise<void> {
  await page.context().route(`**://${evilHost}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Fremde Seite</h1>' }));
}

/** Waits until the page has left for the other site or reached `address` on the portal, and says which it was. */
async function landingAfter(page: Page, portalUrl: string, address: string): Promise<string> {
  const portalOrigin = new URL(portalUrl).origin;
  await page.waitForURL((url) => url.hostname === evilHost || (url.origin === portalOrigin && url.pathname + url.search === address));
  return page.url();
}

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
    await context.addCookies([
      { name: session?.name ?? 'bfsm_session', value: randomBytes(32).toString('base64url'), url: stage.portal.url },
    ]);
    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
    await menuLink(page, 'Anmelden').waitFor();
  });

  it('a signed-in person’s write call without its form token is refused and changes nothing', async () => {
    const { db } = stage.portal;
    const user = await createUser(db, { kind: 'classic', lastName: 'Mustermann' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    const lastName = async () =>
      (await db.selectFrom('users').select('last_name').where('id', '=', user.id).executeTakeFirstOrThrow()).last_name;

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

  // Browsers drop tabs and newlines while reading a URL: '/\t/evil.example' becomes '//evil.example', another site.
  it('a next address that the browser reads as another site leads to /account after signing in', async () => {
    const user = await createUser(stage.portal.db, { kind: 'classic' });
    const page = await stage.person();
    await answerForEvilSite(page);
    await page.goto('/login?next=%2F%09%2Fevil.example');
    await submitLoginForm(page, user.email, 'Passwort123!');

    expect(await landingAfter(page, stage.portal.url, '/account')).toBe(`${stage.portal.url}/account`);
    await menuLink(page, 'Konto').waitFor();
  });

  it('the terms consent does not follow a next address that leads to another site', async () => {
    const user = await createUser(stage.portal.db, { kind: 'classic', acceptedTerms: false });
    const page = await stage.person();
    await answerForEvilSite(page);
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto(`/account/terms-consent/${encodeURIComponent('/\t/evil.example')}`);
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('checkbox', { name: /AGB/ }).check();
    await page.getByRole('button', { name: 'Zustimmen und fortfahren' }).click();

    expect(await landingAfter(page, stage.portal.url, '/account')).toBe(`${stage.portal.url}/account`);
    await menuLink(page, 'Konto').waitFor();
  });
});
