import type { Page } from 'playwright-core';
import { createUser } from '@bfsm/server/factories/index.js';
import { authenticatorCode, giveSecondFactor } from '@bfsm/server/test-support/second-factor.js';
import { solveCaptcha } from '../support/captcha.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { menuLink } from '../support/header-menu.js';
import { linkInMail, setUpMailJourneyStage } from '../support/mailbox.js';
import { addressOf, waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

const requestedText = 'Wir haben Ihnen eine E-Mail gesendet mit Anweisungen um ein neues Passwort zu vergeben.';
const resetSubject = 'Neues Passwort vergeben';

/** /forgot-password as a person fills it in, up to the confirmation on the screen. */
async function requestResetMail(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Neues Passwort anfordern' }).click();
  await page.getByText(requestedText, { exact: true }).waitFor();
}

describeJourney('A user who forgot the password sets a new one from the mail', () => {
  const stage = setUpMailJourneyStage();

  it('the link in the mail leads to a new password and a signed-in account; afterwards only the new password signs in', async () => {
    const oldPassword = 'Altes-Passwort-1';
    const newPassword = 'Neues-Passwort-2';
    const user = await createUser(stage.portal.db, {
      kind: 'classic',
      email: 'vergesslich@example.test',
      password: oldPassword,
      greeting: 'Herr',
      lastName: 'Lindner',
    });
    const page = await stage.person();
    await requestResetMail(page, user.email);

    const mail = await stage.mailbox.mailTo(user.email, resetSubject);
    const link = linkInMail(mail, '/confirm-forgotten-password/');
    expect(link.startsWith(`${stage.portal.url}/confirm-forgotten-password/`)).toBe(true);
    await page.goto(link);
    await page.getByText(`Für das Konto ${user.email}.`).waitFor();
    await textboxNamed(page, 'Neues Passwort').fill(newPassword);
    await textboxNamed(page, 'Neues Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();

    // Signed in where the account's ways to sign in are listed, to review them (decision 051).
    await waitForAddress(page, '/account/changePw');
    await page.getByRole('region', { name: 'Passkeys' }).waitFor();
    await menuLink(page, 'Abmelden').click();
    await waitForAddress(page, '/login?next=%2Faccount');

    await submitLoginForm(page, user.email, oldPassword);
    const refused = page.getByRole('alert');
    await refused.waitFor();
    expect((await refused.textContent())?.trim()).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(addressOf(page)).toBe('/login?next=%2Faccount');

    await submitLoginForm(page, user.email, newPassword);
    await waitForAddress(page, '/account');
    await page.getByRole('heading', { name: 'Willkommen, Herr Lindner', level: 1 }).waitFor();

    // The mail promises a link that works once.
    await page.goto(link);
    const used = page.getByRole('alert');
    await used.waitFor();
    expect(await used.textContent()).toContain('Dieser Link wurde bereits verwendet.');
    expect(await textboxNamed(page, 'Neues Passwort').count()).toBe(0);
  });

  it('with a second factor on the account, the new password leads to the code step, and only the code opens the account', async () => {
    const user = await createUser(stage.portal.db, {
      kind: 'classic',
      email: 'zweifach@example.test',
      greeting: 'Frau',
      lastName: 'Zeller',
    });
    const secret = await giveSecondFactor(stage.portal.db, stage.portal.config, user.id);
    const page = await stage.person();
    await requestResetMail(page, user.email);

    await page.goto(linkInMail(await stage.mailbox.mailTo(user.email, resetSubject), '/confirm-forgotten-password/'));
    await page.getByText(`Für das Konto ${user.email}.`).waitFor();
    await textboxNamed(page, 'Neues Passwort').fill('Neues-Passwort-3');
    await textboxNamed(page, 'Neues Passwort wiederholen').fill('Neues-Passwort-3');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();

    // The link proves the mailbox, not the phone: the same code step as after a right password.
    await waitForAddress(page, '/login?step=code&next=%2Faccount%2FchangePw');
    await page.getByRole('heading', { name: 'Bestätigungscode' }).waitFor();
    // Nobody is signed in yet: the account sends the browser to the login.
    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
    await page.goto('/login?step=code&next=%2Faccount');
    await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(secret));
    // Exact: 'Mit Passkey bestätigen' stands beside it in a browser that knows passkeys.
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await waitForAddress(page, '/account');
    await page.getByRole('heading', { name: 'Willkommen, Frau Zeller', level: 1 }).waitFor();
  });

  it('an address without an account gets the same answer on the screen, and no mail', async () => {
    const unknown = 'niemand@example.test';
    const page = await stage.person();
    await requestResetMail(page, unknown);

    // The same request for an account, made afterwards, shows that mail does go out meanwhile.
    const known = await createUser(stage.portal.db, { kind: 'trial' });
    await requestResetMail(page, known.email);
    await stage.mailbox.mailTo(known.email, resetSubject);
    // Every request answered has been worked off and its mail handed to the SMTP sink (which keeps a
    // mail before it acknowledges it): a mail to the unknown address would be in the mailbox by now.
    await stage.portal.app.accountRequestsSettled();
    expect(stage.mailbox.mailsTo(unknown)).toEqual([]);
  });
});
