import { createUser } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';
import { ageProof } from '@bfsm/server/test-support/fresh-proof.js';

const password = 'Passkey-Passwort-2026';

/** Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a platform authenticator that verifies its user. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const leftLogin = (page: Page) => page.waitForURL((url) => url.pathname !== '/login');

describeJourney('A customer adds a passkey, signs in with it by button and by autofill, and removes it', () => {
  // WebAuthn takes no IP address as the site's name.
  const stage = setUpJourneyStage({ host: 'localhost' });

  it('registers under Passwort ändern, signs in without password by autofill and by button, removes it after confirmation', async () => {
    const customer = await createUser(stage.portal.db, { kind: 'classic', email: 'passkey.kundin@example.test', password });
    const page = await stage.person();
    await virtualAuthenticator(page);
    // Signed in before the first page opens: '/' would send an anonymous visitor on to /login by
    // itself, and that late navigation could cut off the next one.
    await signInQuickly(page, customer.email, password);

    await page.goto('/account/changePw');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('Sie haben noch keinen Passkey.').waitFor();
    await section.getByLabel('Name des Passkeys (z. B. Laptop)').fill('Laptop');
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await section.getByText('Der Passkey wurde hinzugefügt.').waitFor();
    await section.getByRole('list', { name: 'Passkeys' }).getByText('Laptop').waitFor();

    // By the e-mail field's autofill (conditional mediation): the virtual authenticator answers the
    // request that the login screen starts by itself, without any click.
    await page.context().clearCookies();
    await page.goto('/login');
    // A person's focus on the field opens the autofill; Chromium's virtual authenticator may answer
    // before it, and then the screen is gone before the focus lands.
    const focused = page
      .getByLabel('E-Mail')
      .focus()
      .catch(() => 'left before the focus');
    await Promise.race([focused, leftLogin(page)]);
    await leftLogin(page);

    // By the button, in a browser signed out whose autofill offers no passkeys, so the button is the only way in.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await page.context().clearCookies();
    await page.goto('/login');
    expect(await page.getByLabel('E-Mail').getAttribute('autocomplete')).toBe('username webauthn');
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await leftLogin(page);

    await page.goto('/account/changePw');
    await section.getByText('Zuletzt benutzt').waitFor();
    expect(await section.getByText('noch nie').count()).toBe(0);
    await section.getByRole('button', { name: 'Passkey Laptop entfernen' }).click();
    await page.getByRole('dialog', { name: 'Passkey entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await section.getByText('Der Passkey wurde entfernt.').waitFor();
    await section.getByText('Sie haben noch keinen Passkey.').waitFor();
  });

  it('asks a customer whose sign-in is minutes old to confirm who she is before the passkey is added, then adds it', async () => {
    const customer = await createUser(stage.portal.db, { kind: 'classic', email: 'spaet.kundin@example.test', password });
    const page = await stage.person();
    await virtualAuthenticator(page);
    await signInQuickly(page, customer.email, password);
    // Some minutes pass: the sign-in no longer counts as a fresh proof (decision 051).
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('bfsm_session'));
    await ageProof(stage.portal.db, `${session?.name}=${session?.value}`);

    await page.goto('/account/changePw');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByLabel('Name des Passkeys (z. B. Laptop)').fill('Laptop');
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Identität bestätigen' });
    await dialog.getByLabel('Passwort').fill('falsch-falsch');
    await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await dialog.getByText('Das Passwort oder der Code ist falsch.').waitFor();
    await dialog.getByLabel('Passwort').fill(password);
    await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await section.getByText('Der Passkey wurde hinzugefügt.').waitFor();
    await section.getByRole('list', { name: 'Passkeys' }).getByText('Laptop').waitFor();
    expect(await dialog.count()).toBe(0);
  });
});
