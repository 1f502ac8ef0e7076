import type { Page } from 'playwright-core';
import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createInvitation, createPool, createUser, defaultPassword } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { linkInMail, setUpMailJourneyStage } from '../support/mailbox.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly, submitLoginForm } from '../support/sign-in.js';

const inviteSubject = 'Einladung zu Brandfallsteuermatrix';

/** A Next customer with a pool of one Insight and one onSite licence. */
async function ownerWithPool(db: Parameters<typeof createUser>[0], email: string) {
  const owner = await createUser(db, { kind: 'nextOwner', email, greeting: 'Frau', firstName: 'Petra', lastName: 'Pool' });
  const pool = await createPool(db, {
    owner,
    name: 'Pool Brandschutz AG',
    licenses: [
      { licenseType: LICENSE.insight, count: 1 },
      { licenseType: LICENSE.onSite, count: 1 },
    ],
  });
  return { owner, pool };
}

/** The row of a list on the pool page that holds `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The numbers of one licence type in the counts table: assigned, reserved, free, total. */
async function countsOf(page: Page, licenseName: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: 'Lizenzen des Pools nach Typ' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: licenseName, exact: true }) });
  // The pool's tables come after the page's heading (decision 063): read the row once it is drawn.
  await row.waitFor();
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

describeJourney('A pool owner invites viewers, and the invitees answer', () => {
  const stage = setUpMailJourneyStage();

  it('the owner invites; the new invitee sets up his account from the mail and has Insight; the used link is dead', async () => {
    const { owner } = await ownerWithPool(stage.portal.db, 'petra.pool@example.test');
    const ownerPage = await stage.person();
    await signInQuickly(ownerPage, owner.email, defaultPassword);
    await ownerPage.goto('/account/my-pool');
    await ownerPage.getByRole('heading', { name: 'Viewer verwalten', level: 1 }).waitFor();
    expect(await countsOf(ownerPage, 'Insight')).toEqual(['0', '0', '1', '1']);

    await ownerPage.getByRole('link', { name: 'Viewer einladen' }).click();
    await waitForAddress(ownerPage, '/account/my-pool/add');
    await ownerPage.getByRole('button', { name: 'Einladung senden' }).click();
    await ownerPage.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    expect(await severeAccessibilityViolations(ownerPage)).toEqual([]);
    await ownerPage.getByLabel('E-Mail').fill('neuer.viewer@example.test');
    await ownerPage.getByLabel('Lizenz').selectOption('Insight');
    await ownerPage.getByRole('button', { name: 'Einladung senden' }).click();
    await waitForAddress(ownerPage, '/account/my-pool?invite_success=true');
    await ownerPage.getByText('Einladung wurde erfolgreich versendet.').waitFor();
    await rowWith(ownerPage, 'neuer.viewer@example.test').getByText('Insight').waitFor();
    // Promised to the invitee: reserved, no longer free.
    expect(await countsOf(ownerPage, 'Insight')).toEqual(['0', '1', '0', '1']);

    const mail = await stage.mailbox.mailTo('neuer.viewer@example.test', inviteSubject);
    expect(mail.text).toContain('Petra Pool lädt Sie ein');
    const link = linkInMail(mail, '/invitation/');
    const invitee = await stage.person();
    await invitee.goto(link);
    await invitee.getByText('Petra Pool lädt Sie ein, Brandfallsteuermatrix mit einer Lizenz „Insight“ zu nutzen.').waitFor();
    await invitee.getByLabel('Anrede').selectOption('Herr');
    await invitee.getByLabel('Vorname').fill('Viktor');
    await invitee.getByLabel('Nachname').fill('Viewer');
    await textboxNamed(invitee, 'Passwort').fill('kurz');
    await invitee.getByRole('button', { name: 'Einladung annehmen' }).click();
    await invitee.getByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    expect(await severeAccessibilityViolations(invitee)).toEqual([]);
    await textboxNamed(invitee, 'Passwort').fill('Viewer-Passwort-1');
    await textboxNamed(invitee, 'Passwort wiederholen').fill('Viewer-Passwort-1');
    await invitee.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await invitee.getByRole('checkbox', { name: /AGB/ }).check();
    await invitee.getByRole('button', { name: 'Einladung annehmen' }).click();

    await waitForAddress(invitee, '/account');
    await invitee.getByRole('heading', { name: 'Willkommen, Herr Viewer', level: 1 }).waitFor();
    await invitee.getByRole('heading', { name: 'Ihre Lizenz: Insight' }).waitFor();

    await invitee.goto(link);
    await invitee.getByRole('alert').getByText('Dieser Link ist leider nicht mehr gültig.').waitFor();

    await ownerPage.reload();
    await rowWith(ownerPage, 'Herr Viktor Viewer').getByText('neuer.viewer@example.test').waitFor();
    expect(await ownerPage.getByText('Keine offenen Einladungen.').isVisible()).toBe(true);
    expect(await countsOf(ownerPage, 'Insight')).toEqual(['1', '0', '0', '1']);
  });

  it('a signed-in stranger who opens the link is told it is meant for someone else', async () => {
    const { pool } = await ownerWithPool(stage.portal.db, 'zweite.eigentuemerin@example.test');
    const invitation = await createInvitation(stage.portal.db, {
      pool,
      email: 'gemeint@example.test',
      licenseType: LICENSE.onSite,
      licenseId: pool.licenses[1]?.id ?? null,
    });
    const stranger = await createUser(stage.portal.db, { kind: 'none', email: 'fremder@example.test' });
    const page = await stage.person();
    await signInQuickly(page, stranger.email, defaultPassword);
    await page.goto(`/invitation/${invitation.id}/${invitation.code}`);
    await page.getByRole('alert').getByText('Diese Einladung ist für einen anderen Nutzer bestimmt.').waitFor();
    expect(
      await page
        .getByRole('button')
        .filter({ hasText: /Einladung/ })
        .count(),
    ).toBe(0);
  });

  it('an invitee declines from the mail and reports the invitation; the owner sees the report', async () => {
    const { owner } = await ownerWithPool(stage.portal.db, 'dritte.eigentuemerin@example.test');
    const ownerPage = await stage.person();
    await signInQuickly(ownerPage, owner.email, defaultPassword);
    await ownerPage.goto('/account/my-pool/add');
    await ownerPage.getByLabel('E-Mail').fill('unerwuenscht@example.test');
    await ownerPage.getByLabel('Lizenz').selectOption('onSite');
    await ownerPage.getByRole('button', { name: 'Einladung senden' }).click();
    await ownerPage.getByText('Einladung wurde erfolgreich versendet.').waitFor();

    const mail = await stage.mailbox.mailTo('unerwuenscht@example.test', inviteSubject);
    const invitee = await stage.person();
    await invitee.goto(linkInMail(mail, '/decline-invitation/'));
    await invitee.getByRole('heading', { name: 'Einladung ablehnen', level: 1 }).waitFor();
    await invitee.getByRole('checkbox', { name: /als Missbrauch melden/ }).check();
    await invitee.getByRole('button', { name: 'Einladung ablehnen' }).click();
    await waitForAddress(invitee, '/invitation-declined?reported=true');
    await invitee.getByText(/Sie haben die Einladung abgelehnt und als Missbrauch gemeldet/).waitFor();
    expect(await severeAccessibilityViolations(invitee)).toEqual([]);

    await invitee.goto(linkInMail(mail, '/invitation/'));
    await invitee.getByRole('alert').getByText('Dieser Link ist leider nicht mehr gültig.').waitFor();

    await ownerPage.goto('/account/my-pool');
    await ownerPage.getByText(/Die Einladung an unerwuenscht@example\.test wurde am .* abgelehnt und als Missbrauch gemeldet\./).waitFor();
    expect(await countsOf(ownerPage, 'onSite')).toEqual(['0', '0', '1', '1']);
  });

  it('the owner revokes an invitation and removes a member, each after confirming', async () => {
    const { owner, pool } = await ownerWithPool(stage.portal.db, 'vierte.eigentuemerin@example.test');
    const member = await createUser(stage.portal.db, {
      kind: 'insight',
      email: 'geht@example.test',
      greeting: 'Herr',
      firstName: 'Gerd',
      lastName: 'Geht',
    });
    await addPoolMember(stage.portal.db, { pool, user: member, licenseType: LICENSE.insight });
    const invitation = await createInvitation(stage.portal.db, {
      pool,
      email: 'zurueck@example.test',
      licenseType: LICENSE.onSite,
      licenseId: pool.licenses[1]?.id ?? null,
    });
    const page = await stage.person();
    await signInQuickly(page, owner.email, defaultPassword);
    await page.goto('/account/my-pool');

    await rowWith(page, 'Herr Gerd Geht').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Einladung an zurueck@example.test zurückziehen' }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Einladung zurückziehen?' });
    // The dialog takes the focus to 'Abbrechen', so that Enter does not revoke by accident.
    expect(await revokeDialog.getByRole('button', { name: 'Abbrechen' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await revokeDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await revokeDialog.waitFor({ state: 'hidden' });
    await rowWith(page, 'zurueck@example.test').waitFor();
    await page.getByRole('button', { name: 'Einladung an zurueck@example.test zurückziehen' }).click();
    await revokeDialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Die Einladung an zurueck@example.test wurde zurückgezogen.').waitFor();
    expect(await countsOf(page, 'onSite')).toEqual(['0', '0', '1', '1']);
    const dead = await stage.person();
    await dead.goto(`/invitation/${invitation.id}/${invitation.code}`);
    await dead.getByRole('alert').getByText('Dieser Link ist leider nicht mehr gültig.').waitFor();

    await page.getByRole('button', { name: 'Herr Gerd Geht entfernen' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Viewer entfernen?' });
    await removeDialog.getByText(/Herr Gerd Geht \(geht@example\.test\) verliert die Lizenz/).waitFor();
    await removeDialog.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByText('Herr Gerd Geht wurde aus dem Pool entfernt.').waitFor();
    await page.getByText('Noch keine Viewer in diesem Pool.').waitFor();
    expect(await countsOf(page, 'Insight')).toEqual(['0', '0', '1', '1']);
    const removedMail = await stage.mailbox.mailTo('geht@example.test', 'Ihre Lizenz wurde entfernt');
    expect(removedMail.text).toContain('Sehr geehrter Herr Geht,');

    // The licence can be handed out again.
    await page.getByRole('link', { name: 'Viewer einladen' }).click();
    await page.getByLabel('E-Mail').fill('nachfolger@example.test');
    await page.getByLabel('Lizenz').selectOption('Insight');
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await page.getByText('Einladung wurde erfolgreich versendet.').waitFor();
  });

  it('an existing user follows the link of his dashboard, or signs in first from the mail, and accepts', async () => {
    const { pool } = await ownerWithPool(stage.portal.db, 'fuenfte.eigentuemerin@example.test');
    const user = await createUser(stage.portal.db, {
      kind: 'concept',
      email: 'concept.nutzerin@example.test',
      greeting: 'Frau',
      lastName: 'Concept',
    });
    const invitation = await createInvitation(stage.portal.db, {
      pool,
      email: user.email,
      licenseType: LICENSE.onSite,
      licenseId: pool.licenses[1]?.id ?? null,
    });
    const page = await stage.person();

    await page.goto(`/invitation/${invitation.id}/${invitation.code}`);
    await page.getByText('Bitte melden Sie sich an um diese Einladung anzunehmen').waitFor();
    await page.getByRole('link', { name: 'Anmelden', exact: true }).last().click();
    await waitForAddress(page, `/login?next=${encodeURIComponent(`/invitation/${invitation.id}/${invitation.code}`)}`);
    await submitLoginForm(page, user.email, defaultPassword);
    await waitForAddress(page, `/invitation/${invitation.id}/${invitation.code}`);
    await page.getByRole('button', { name: 'Einladung annehmen' }).waitFor();

    // The dashboard names the pending invitation; its link (without the code) leads to the same page.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Offene Einladung ansehen' }).click();
    await waitForAddress(page, `/invitation/${invitation.id}`);
    await page.getByRole('button', { name: 'Einladung annehmen' }).click();
    await waitForAddress(page, '/account');
    await page.getByRole('heading', { name: 'Ihre Lizenz: onSite' }).waitFor();
    expect(await page.getByRole('link', { name: 'Offene Einladung ansehen' }).count()).toBe(0);
  });

  it('an admin adds a licence to a pool from its page', async () => {
    const { owner } = await ownerWithPool(stage.portal.db, 'sechste.eigentuemerin@example.test');
    const admin = await createUser(stage.portal.db, { kind: 'admin', email: 'pool.admin@example.test' });
    const page = await stage.person();
    await signInQuickly(page, admin.email, defaultPassword);
    await page.goto(`/account/my-pool/${owner.id}`);
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    await page.getByText('Pool Brandschutz AG').waitFor();
    await page.getByRole('link', { name: 'Lizenz hinzufügen' }).click();
    await waitForAddress(page, `/account/my-pool/${owner.id}/add-license`);

    await page.getByLabel('Eigentümer').selectOption({ label: 'Frau Petra Pool (Eigentümer des Pools)' });
    await page.getByLabel('Lizenztyp').selectOption({ label: 'onSite' });
    await page.getByLabel('Ablaufdatum').fill('2024-08-31');
    await page.getByRole('button', { name: 'Lizenz hinzufügen' }).click();
    await page.getByText('Das Datum darf nicht vor dem 01.09.2024 liegen.').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Ablaufdatum').fill('2030-06-30');
    await page.getByRole('button', { name: 'Lizenz hinzufügen' }).click();
    await page.getByRole('status').getByText('Lizenz erfolgreich hinzugefügt').waitFor();

    await page.getByRole('link', { name: 'Zurück zu Viewer verwalten' }).click();
    await waitForAddress(page, `/account/my-pool/${owner.id}`);
    await page.getByRole('table', { name: 'Lizenzen des Pools nach Typ' }).waitFor();
    expect(await countsOf(page, 'onSite')).toEqual(['0', '0', '2', '2']);
  });
});
