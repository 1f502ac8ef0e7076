import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

/** The list of the own sessions on the Passwort ändern tab. */
const sessionList = (page: Page) => page.getByRole('region', { name: 'Angemeldete Sitzungen' }).getByRole('listitem');

async function fillPasswordForm(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await textboxNamed(page, 'Bisheriges Passwort').fill(oldPassword);
  await textboxNamed(page, 'Neues Passwort').fill(newPassword);
  await textboxNamed(page, 'Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
}

describeJourney('A customer looks after the password and the sessions of the account', () => {
  const stage = setUpJourneyStage();

  it('changes the password: a wrong old one is refused, the other browser is signed out, the new password signs in', async () => {
    const oldPassword = 'Altes-Passwort-1';
    const newPassword = 'Neues-Passwort-2';
    const user = await createUser(stage.portal.db, {
      kind: 'classic',
      email: 'sicher@example.test',
      password: oldPassword,
      greeting: 'Herr',
      lastName: 'Sicher',
    });
    const laptop = await stage.person();
    const phone = await stage.person();
    await signInQuickly(phone, user.email, oldPassword);

    await laptop.goto('/account/changePw');
    await waitForAddress(laptop, '/login?next=%2Faccount%2FchangePw');
    await submitLoginForm(laptop, user.email, oldPassword);
    await waitForAddress(laptop, '/account/changePw');
    await laptop.getByRole('heading', { name: 'Passwort ändern', level: 1 }).waitFor();
    await sessionList(laptop).nth(1).waitFor();
    expect(await sessionList(laptop).count()).toBe(2);
    expect(await sessionList(laptop).first().textContent()).toContain('Diese Sitzung');
    expect(await severeAccessibilityViolations(laptop)).toEqual([]);

    await fillPasswordForm(laptop, 'Falsch-geraten-1', newPassword);
    await laptop.getByText('Ihr bisheriges Passwort ist nicht korrekt.', { exact: true }).waitFor();
    expect(await severeAccessibilityViolations(laptop)).toEqual([]);

    await fillPasswordForm(laptop, oldPassword, newPassword);
    await laptop.getByRole('status').getByText('Passwort erfolgreich geändert.', { exact: true }).waitFor();
    await laptop.getByRole('button', { name: 'Andere Sitzungen abmelden' }).waitFor({ state: 'detached' });
    expect(await sessionList(laptop).count()).toBe(1);

    // The phone's session has ended with the change.
    await phone.goto('/account');
    await waitForAddress(phone, '/login?next=%2Faccount');
    await submitLoginForm(phone, user.email, oldPassword);
    await phone.getByRole('alert').getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    await submitLoginForm(phone, user.email, newPassword);
    await waitForAddress(phone, '/account');
    await phone.getByRole('heading', { name: 'Willkommen, Herr Sicher', level: 1 }).waitFor();

    // The laptop stayed signed in.
    await laptop.goto('/account');
    await menuLink(laptop, 'Abmelden').waitFor();
    await waitForAddress(laptop, '/account');
  });

  it('signs out a single other session from the list, and downloads everything stored about the account', async () => {
    const user = await createUser(stage.portal.db, { kind: 'nextOwner', email: 'daten@example.test', password: 'Passwort-123' });
    const desk = await stage.person();
    const forgotten = await stage.person();
    await signInQuickly(forgotten, user.email, 'Passwort-123');
    await signInQuickly(desk, user.email, 'Passwort-123');

    await desk.goto('/account/changePw');
    await sessionList(desk).nth(1).waitFor();
    await sessionList(desk)
      .nth(1)
      .getByRole('button', { name: /^Sitzung .* abmelden$/ })
      .click();
    await desk.getByText('Die Sitzung wurde abgemeldet.', { exact: true }).waitFor();
    await sessionList(desk).nth(1).waitFor({ state: 'detached' });
    expect((await forgotten.request.get('/webapi/userinfo')).status()).toBe(401);

    const download = desk.waitForEvent('download');
    await desk.getByRole('link', { name: 'Meine Daten herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meine-daten.json');
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.profile).toMatchObject({ id: user.id, email: 'daten@example.test' });
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.consents).toEqual([expect.objectContaining({ version: stage.portal.config.termsVersion })]);
  });

  it('a training account with a fixed password is told that it cannot be changed, and the server refuses it', async () => {
    const user = await createUser(stage.portal.db, { kind: 'limited', email: 'schulung@example.test', password: 'Schulung-2026' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Schulung-2026');
    await page.goto('/account/changePw');
    await page.getByText('Das Passwort dieses Kontos kann nicht geändert werden.', { exact: true }).waitFor();
    expect(await textboxNamed(page, 'Bisheriges Passwort').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Passwort ändern' }).count()).toBe(0);

    const token = (await (await page.request.get('/webapi/changePwToken')).json()).token as string;
    const refused = await page.request.post('/webapi/changePw', {
      form: {
        oldPassword: 'Schulung-2026',
        'plainPassword[first]': 'Eigenes-Passwort',
        'plainPassword[second]': 'Eigenes-Passwort',
        _token: token,
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('limited-user');
  });
});
