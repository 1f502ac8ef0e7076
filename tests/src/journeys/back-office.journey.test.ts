import { readFile } from 'node:fs/promises';
import { LICENSE, mailSlugs } from '@bfsm/api-adapter';
import { addPoolMember, createPool, createUser } from '@bfsm/server/factories/index.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Admin-Passwort-2026';

describeJourney('The back-office: menu, CSV export, new users, licence rows, feature catalogue and mail previews', () => {
  const stage = setUpJourneyStage({ portalEnv: () => ({ BLOG_URL: 'https://blog.example.test/' }) });

  async function signedInAdmin() {
    const admin = await createUser(stage.portal.db, { kind: 'admin', email: `chefin-${Date.now()}@example.test`, password });
    const page = await stage.person({ acceptDownloads: true });
    await signInQuickly(page, admin.email, password);
    return { page, admin };
  }

  it('the menu leads to every tab with its own browser title, Blog outside, Analytics hidden while unset', async () => {
    const { page } = await signedInAdmin();
    await page.goto('/admin/users');
    await page.getByText('Benutzer in dieser Ansicht').waitFor();
    expect(await page.title()).toBe('Registrierte Benutzer – Administration');
    const menu = page.getByRole('menu');
    for (const [name, href] of [
      ['Benutzer', '/admin/users'],
      ['Referenzen', '/admin/references'],
      ['Nightly', '/admin/install-next'],
      ['Mails', '/admin/email-debug-output'],
      ['Features', '/admin/features'],
      ['Protokoll', '/admin/audit'],
    ]) {
      expect(await menu.getByRole('menuitem', { name }).getAttribute('href')).toBe(href);
    }
    expect(await menu.getByRole('menuitem', { name: 'Blog' }).getAttribute('href')).toBe('https://blog.example.test/');
    expect(await menu.getByRole('menuitem', { name: 'Analytics' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Mails' }).click();
    await waitForAddress(page, '/admin/email-debug-output');
    await page.waitForFunction(() => document.title === 'Mails – Administration');
  });

  it('CSV exportieren downloads every row of the searched view as Benutzer.csv', async () => {
    const { db } = stage.portal;
    await createUser(db, { kind: 'classic', email: 'csv.eins@export.test', firstName: '=Formel', lastName: 'Müller; Sohn' });
    await createUser(db, { kind: 'classic', email: 'csv.zwei@export.test', firstName: 'Zweite', lastName: 'Person' });
    await createUser(db, { kind: 'classic', email: 'andere@firma.test' });
    const { page } = await signedInAdmin();
    await page.goto('/admin/users?term=export.test');
    await page.getByText('2 Benutzer in dieser Ansicht').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV exportieren' }).click()]);
    expect(download.suggestedFilename()).toBe('Benutzer.csv');
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('#;E-Mail;Name;Erstellt;Ablauf (um 23:59);Lizenztyp;Voll. Install.;Kostenlos;Eigentümer');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('csv.eins@export.test'))).toContain(`;"'=Formel Müller; Sohn";`);
    expect(lines.some((line) => line.includes('csv.zwei@export.test;Zweite Person;'))).toBe(true);
  });

  it('Neuer Benutzer creates an account and opens its profile; a known address is refused at its field', async () => {
    await createUser(stage.portal.db, { kind: 'classic', email: 'schon.da@example.test' });
    const { page } = await signedInAdmin();
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Neuer Benutzer' }).click();
    await waitForAddress(page, '/admin/users/new');
    await page.waitForFunction(() => document.title === 'Neuer Benutzer – Administration');

    await page.getByLabel('E-Mail').fill('schon.da@example.test');
    await page.getByLabel(/^Passwort\s*\*?$/).fill('kurz');
    await page.getByLabel('Passwort wiederholen').fill('anders');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();

    await page.getByLabel(/^Passwort\s*\*?$/).fill('ein-gutes-passwort');
    await page.getByLabel('Passwort wiederholen').fill('ein-gutes-passwort');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Für diese E-Mail-Adresse gibt es bereits ein Konto.').waitFor();

    await page.getByLabel('E-Mail').fill('neu.angelegt@example.test');
    await page.getByRole('button', { name: 'Speichern' }).click();
    // The admin is sent to the new account's page once it has been created.
    await page.waitForURL((url) => /^\/account\/edit\/\d+$/.test(url.pathname));
    const created = await stage.portal.db
      .selectFrom('users')
      .select(['id', 'email_confirmed'])
      .where('email', '=', 'neu.angelegt@example.test')
      .executeTakeFirstOrThrow();
    await waitForAddress(page, `/account/edit/${created.id}`);
    expect(created.email_confirmed).toBe(true);
  });

  it('a free pool licence appears as a row, opens, is changed and deleted', async () => {
    const { db } = stage.portal;
    const owner = await createUser(db, { kind: 'nextOwner', email: 'pool.chef@lizenz.test' });
    const member = await createUser(db, { kind: 'none', email: 'pool.mitglied@lizenz.test' });
    const pool = await createPool(db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 2, expiration: '2027-03-31' }] });
    await addPoolMember(db, { pool, user: member, licenseType: LICENSE.insight });
    const free = (
      await db.selectFrom('licenses').select('id').where('pool_id', '=', pool.id).where('user_id', 'is', null).executeTakeFirstOrThrow()
    ).id;
    const { page } = await signedInAdmin();
    await page.goto('/admin/users?term=pool.chef');
    // The free licence: owned by the pool's owner, held by nobody (the member's row names him).
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'pool.chef@lizenz.test', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Insight', exact: true }) })
      .filter({ hasNot: page.getByRole('cell', { name: 'pool.mitglied@lizenz.test' }) });
    await page.getByText('3 Benutzer in dieser Ansicht').waitFor();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Öffnen' }).click();
    await waitForAddress(page, `/admin/license/${free}`);
    await page.waitForFunction(() => document.title === 'Lizenz bearbeiten – Administration');
    await page.getByText('Eigentümer: pool.chef@lizenz.test').waitFor();

    await page.getByRole('combobox', { name: 'Lizenztyp' }).click();
    await page.getByRole('option', { name: 'onSite' }).click();
    await page.getByRole('button', { name: 'Datum löschen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Erfolgreich gespeichert.').waitFor();
    expect(await db.selectFrom('licenses').select(['license_type', 'expiration']).where('id', '=', free).executeTakeFirstOrThrow()).toEqual(
      { license_type: LICENSE.onSite, expiration: null },
    );

    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByRole('dialog').getByText('Lizenz löschen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await waitForAddress(page, '/admin/users');
    expect(await db.selectFrom('licenses').select('id').where('id', '=', free).executeTakeFirst()).toBeUndefined();
  });

  it('Mails shows every template rendered in a sandboxed frame, with its text version', async () => {
    const { page } = await signedInAdmin();
    await page.goto('/admin/email-debug-output');
    for (const slug of mailSlugs) {
      if (slug !== 'welcome') {
        await page.getByRole('combobox', { name: 'Vorlage' }).click();
        await page.getByRole('option', { name: slug, exact: true }).click();
        await waitForAddress(page, `/admin/email-debug-output?q=${slug}`);
      }
      const preview = (await page.request.get(`/webapi/email-debug-output/${slug}`)).json() as Promise<{ title: string }>;
      const { title } = await preview;
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      const frame = page.getByTitle(`HTML-Vorschau: ${title}`);
      expect(await frame.getAttribute('sandbox')).toBe('');
      await page.frameLocator(`iframe[title="HTML-Vorschau: ${title}"]`).getByText(title, { exact: true }).first().waitFor();
      expect(await page.getByLabel(`Textversion: ${title}`).textContent()).toContain(title);
    }
  });

  it('Features creates a flag, refuses a taken name at its field, and renames it keeping the catalogue', async () => {
    const { page } = await signedInAdmin();
    const name = `export-dxf-${Date.now()}`;
    await page.goto('/admin/features');
    await page.getByRole('link', { name: 'Neues Feature' }).click();
    await waitForAddress(page, '/admin/features/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Export als DXF');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForAddress(page, '/admin/features');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Export als DXF').waitFor();

    // The same name again: the server's German message at the field, nothing created.
    await page.getByRole('link', { name: 'Neues Feature' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ein Feature mit diesem Namen gibt es bereits.').waitFor();
    await page.goto('/admin/features');

    await row.click();
    await waitForAddress(page, `/admin/features/${name}`);
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name}-neu`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForAddress(page, '/admin/features');
    await page
      .getByRole('row')
      .filter({ hasText: `${name}-neu` })
      .getByText('Export als DXF')
      .waitFor();
    const names = await stage.portal.db.selectFrom('features').select('name').where('name', 'like', `${name}%`).execute();
    expect(names.map((feature) => feature.name)).toEqual([`${name}-neu`]);
  });
});
