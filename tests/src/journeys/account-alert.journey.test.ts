import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { linkInMail, setUpMailJourneyStage } from '../support/mailbox.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

const password = 'Kunden-Passwort-2026';

describeJourney('A customer is told of a sign-in from a new browser and answers “Das war ich nicht”', () => {
  const stage = setUpMailJourneyStage();

  it('the alert mail arrives, its link ends every session, shows what remains and leads to a new password', async () => {
    const user = await createUser(stage.portal.db, {
      kind: 'classic',
      email: 'wachsam@example.test',
      password,
      greeting: 'Herr',
      lastName: 'Wachsam',
    });
    // The owner's own browser, signed in and known to the account.
    const owner = await stage.person();
    await signInQuickly(owner, user.email, password);
    await owner.goto('/account');
    await owner.getByRole('heading', { level: 1 }).waitFor();

    // Somebody else signs in from another browser.
    const stranger = await stage.person();
    await stranger.goto('/login?next=%2Faccount');
    await submitLoginForm(stranger, user.email, password);
    await waitForAddress(stranger, '/account');

    const mail = await stage.mailbox.mailTo(user.email, 'Sicherheitshinweis: Anmeldung in einem neuen Browser');
    expect(mail.text).toContain('Was: Anmeldung in einem neuen Browser');
    await owner.goto(linkInMail(mail, '/not-me/'));
    await owner.getByRole('heading', { name: 'Das war ich nicht' }).waitFor();
    await owner.getByRole('button', { name: 'Konto sichern' }).click();
    // What securing removed and what remains, to review before the new password: this account had nothing besides its password.
    await owner.getByText('Ihr Konto ist gesichert').waitFor();
    await owner.getByRole('heading', { name: 'Entfernt' }).waitFor();
    await owner.getByRole('heading', { name: 'Noch eingerichtet' }).waitFor();
    expect(await owner.getByText('Nichts', { exact: true }).count()).toBe(2);
    await owner.getByRole('button', { name: 'Neues Passwort vergeben' }).click();

    await owner.waitForURL((url) => url.pathname.startsWith('/confirm-forgotten-password/'));
    await owner.getByText(`Für das Konto ${user.email}.`).waitFor();
    // Every session has ended, the stranger's too.
    await stranger.goto('/account');
    await waitForAddress(stranger, '/login?next=%2Faccount');

    await textboxNamed(owner, 'Neues Passwort').fill('Eigenes-Passwort-27');
    await textboxNamed(owner, 'Neues Passwort wiederholen').fill('Eigenes-Passwort-27');
    await owner.getByRole('button', { name: 'Passwort speichern' }).click();
    await waitForAddress(owner, '/account/changePw');
    await owner.getByRole('region', { name: 'Passkeys' }).waitFor();
  });
});
