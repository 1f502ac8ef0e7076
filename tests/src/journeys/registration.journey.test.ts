import type { Page } from 'playwright-core';
import { solveCaptcha } from '../support/captcha.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { menuLink, menuLinkNames } from '../support/header-menu.js';
import { linkInMail, setUpMailJourneyStage } from '../support/mailbox.js';
import { waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

const confirmationSubject = 'Bitte bestätigen Sie Ihre E-Mail-Adresse';

interface Visitor {
  greeting: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Everything of the registration form except the captcha, typed and ticked as a person does. */
async function fillRegistrationForm(page: Page, visitor: Visitor): Promise<void> {
  await page.getByLabel('Anrede').selectOption(visitor.greeting);
  await page.getByLabel('Vorname').fill(visitor.firstName);
  await page.getByLabel('Nachname').fill(visitor.lastName);
  await page.getByLabel('Firma').fill('Brandschutz Nord GmbH');
  await page.getByLabel('Telefon').fill('+49 40 7654321');
  await page.getByLabel('E-Mail').fill(visitor.email);
  await textboxNamed(page, 'Passwort').fill(visitor.password);
  await page.getByLabel('Passwort wiederholen').fill(visitor.password);
  await page.getByRole('checkbox', { name: /Newsletter/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('checkbox', { name: /AGB/ }).check();
}

describeJourney('A visitor registers, confirms the address from the mail and signs in', () => {
  const stage = setUpMailJourneyStage();

  /**
   * From the success screen through the mail's confirm button to the signed-in account. Follows
   * the newest confirmation mail: a sign-in before confirming sends a fresh link and voids the older one.
   */
  async function confirmAndSignIn(page: Page, visitor: Visitor, confirmationMails = 1): Promise<void> {
    const newest = await stage.mailbox.nthMailTo(visitor.email, confirmationSubject, confirmationMails, 10_000);
    const link = linkInMail(newest, '/confirm-mail/');
    expect(link.startsWith(`${stage.portal.url}/confirm-mail/`)).toBe(true);

    await page.goto(link);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    // Confirmed, but not signed in: the account asks for a sign-in first.
    await waitForAddress(page, '/login?next=%2Faccount');
    await submitLoginForm(page, visitor.email, visitor.password);
    await waitForAddress(page, '/account');
    await page.getByRole('heading', { name: `Willkommen, ${visitor.greeting} ${visitor.lastName}`, level: 1 }).waitFor();
  }

  it('the trial: after confirming and signing in, the menu counts down the 7 days of the trial', async () => {
    const visitor = {
      greeting: 'Herr Dr.',
      firstName: 'Jonas',
      lastName: 'Brenner',
      email: 'jonas.brenner@example.test',
      password: 'Sicher-Testen-7',
    };
    const page = await stage.person();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Next 7 Tage kostenlos testen', level: 1 }).waitFor();
    await fillRegistrationForm(page, visitor);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Kostenlos testen' }).click();

    await waitForAddress(page, '/register/success');
    await page.getByRole('heading', { name: 'Fast geschafft!', level: 1 }).waitFor();

    // Before the address is confirmed, the right password is not enough. The account exists once
    // its confirmation mail is out: the form answers first and creates it a moment later (decision 030).
    await stage.mailbox.nthMailTo(visitor.email, confirmationSubject, 1, 10_000);
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await submitLoginForm(page, visitor.email, visitor.password);
    const refused = page.getByRole('alert');
    await refused.waitFor();
    expect((await refused.textContent())?.trim()).toBe(
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink soeben noch einmal gesendet.',
    );

    await confirmAndSignIn(page, visitor, 2);
    await menuLink(page, 'Test-Lizenz: Noch 7 Tage').waitFor();
    expect(await menuLinkNames(page)).toEqual(['Test-Lizenz: Noch 7 Tage', 'Konto', 'Abmelden']);
  });

  it('Concept: after confirming and signing in, the menu links to Concept and counts no trial days', async () => {
    const visitor = {
      greeting: 'Frau',
      firstName: 'Lea',
      lastName: 'Kovač',
      email: 'lea.kovac@example.test',
      password: 'Concept-Entwurf-1',
    };
    const page = await stage.person();
    await page.goto('/register-concept');
    await page.getByRole('heading', { name: 'Concept kostenlos registrieren', level: 1 }).waitFor();
    await fillRegistrationForm(page, visitor);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Kostenlos registrieren' }).click();

    await waitForAddress(page, '/register/success');
    await page.getByRole('heading', { name: 'Fast geschafft!', level: 1 }).waitFor();

    await confirmAndSignIn(page, visitor);
    const concept = menuLink(page, 'Concept');
    await concept.waitFor();
    expect(await concept.getAttribute('href')).toBe('/concept');
    expect(await menuLinkNames(page)).toEqual(['Concept', 'Konto', 'Abmelden']);
  });

  it('a too short password and two different passwords are pointed out in the form, and nothing is sent', async () => {
    const visitor = { greeting: 'Frau Dr.', firstName: 'Ida', lastName: 'Vogt', email: 'ida.vogt@example.test', password: 'kurz' };
    const page = await stage.person();
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/webapi/register') registrations.push(request.method());
    });
    await page.goto('/register');
    // Everything else is right, captcha included: only the passwords can hold the form back.
    await fillRegistrationForm(page, visitor);
    await solveCaptcha(page);
    const submit = page.getByRole('button', { name: 'Kostenlos testen' });

    await submit.click();
    await page.getByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.', { exact: true }).waitFor();
    expect(await textboxNamed(page, 'Passwort').getAttribute('aria-invalid')).toBe('true');

    await textboxNamed(page, 'Passwort').fill('Lang-genug-1');
    await page.getByLabel('Passwort wiederholen').fill('Lang-genug-2');
    await submit.click();
    await page.getByText('Die Passwörter stimmen nicht überein.', { exact: true }).waitFor();
    expect(await page.getByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.').count()).toBe(0);
    expect(await page.getByLabel('Passwort wiederholen').getAttribute('aria-invalid')).toBe('true');

    expect(registrations).toEqual([]);
    const users = await stage.portal.db.selectFrom('users').select('id').where('email', '=', visitor.email).execute();
    expect(users).toEqual([]);
    expect(stage.mailbox.mailsTo(visitor.email)).toEqual([]);
  });
});
