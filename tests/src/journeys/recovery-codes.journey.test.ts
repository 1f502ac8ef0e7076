import { createUser } from '@bfsm/server/factories/index.js';
import { hashRecoveryCode } from '@bfsm/server/second-factor/recovery-codes.js';
import { giveSecondFactor } from '@bfsm/server/test-support/second-factor.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { submitLoginForm } from '../support/sign-in.js';

const password = 'Kunden-Passwort-2026';

describeJourney('A customer who signs in with one of his last recovery codes makes new ones', () => {
  const stage = setUpJourneyStage();

  it('learns how many remain at the sign-in, follows the offer, and replaces them, his sign-in being the fresh proof', async () => {
    const { db, config } = stage.portal;
    const user = await createUser(db, { kind: 'classic', email: 'ersatzcodes@example.test', password });
    await giveSecondFactor(db, config, user.id);
    // Seven of his ten codes are used up: three remain.
    const remaining = ['AAAA-BBBB-CCC2', 'AAAA-BBBB-CCC3', 'AAAA-BBBB-CCC4'];
    await db
      .insertInto('recovery_codes')
      .values(remaining.map((code) => ({ user_id: user.id, code_hash: hashRecoveryCode(code) })))
      .execute();
    const page = await stage.person();

    await page.goto('/login?next=%2Faccount');
    await submitLoginForm(page, user.email, password);
    await page.getByRole('heading', { name: 'Bestätigungscode' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(remaining[0]!);
    // Exact: 'Mit Passkey bestätigen' stands beside it in a browser that knows passkeys.
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await page.getByText('Sie haben sich mit einem Wiederherstellungscode angemeldet. Ihnen bleiben 2 Wiederherstellungscodes.').waitFor();
    await page.getByRole('link', { name: 'Neue Wiederherstellungscodes' }).click();

    await waitForAddress(page, '/account/changePw');
    // A full page load: the header's menu is the signed-in one, not the login page's.
    await page.locator('#main-menu-list').getByRole('link', { name: 'Abmelden', includeHidden: true }).waitFor({ state: 'attached' });
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    await section.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleiben 2 Wiederherstellungscodes.').waitFor();
    await section.getByRole('button', { name: 'Neue Wiederherstellungscodes' }).click();
    await section.getByText('Neue Codes ersetzen alle bisherigen, auch die noch unbenutzten.').waitFor();
    // No password: the sign-in with the recovery code a moment ago is the fresh proof the renewal wants.
    await section.getByRole('button', { name: 'Neue Wiederherstellungscodes' }).click();
    const codes = section.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await section.getByRole('button', { name: 'Bestätigen' }).click();
    await section.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Ihnen bleiben 10 Wiederherstellungscodes.').waitFor();
    expect(await section.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).count()).toBe(0);
  });
});
