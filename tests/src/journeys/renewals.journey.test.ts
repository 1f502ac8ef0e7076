import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testSellerEnvironment } from '@bfsm/server/config/seller-config.js';
import { createUser, defaultPassword } from '@bfsm/server/factories/index.js';
import { sentMails } from '@bfsm/server/test-support/test-app-with-mail.js';
import { signedInUser } from '@bfsm/server/test-support/test-app.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

/** A narrow phone: the renewal fits it as every other screen does. */
const narrowPhone = { width: 360, height: 740 };
const day = 86_400_000;
/** A calendar day this many days from now (YYYY-MM-DD), and as the screens write it. */
const dayIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
const german = (date: string) => date.split('-').reverse().join('.');

/**
 * Renewals of yearly licences (decision 066) in the browser: the renewal quote the portal
 * prepares before the end, shown on the Jahres-Abo page and accepted there; 'Nicht verlängern'
 * with a reason; the banner of the grace period after the end.
 */
describeJourney('Renewals: the quote before the end, "Nicht verlängern", the grace period', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bfsm-renewals-journey-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const stage = setUpJourneyStage({ portalEnv: () => ({ ...testSellerEnvironment, DATA_DIR: dataDir }) });

  const runJob = (name: string) => stage.portal.app.scheduledJobs.get(name)!.run();

  beforeAll(async () => {
    const { cookie } = await signedInUser(stage.portal, 'admin', { email: 'admin-verlaengerung@example.test' });
    for (const [item, netCents] of Object.entries({ classic: 49_900, next: 89_900, insight: 9_900, onSite: 19_900 })) {
      const response = await stage.portal.app.inject({
        method: 'POST',
        url: '/webapi/prices',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ item, netCents }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('the renewal quote arrives by mail, shows on the Jahres-Abo page and is accepted: the licence runs one year on from its end', async () => {
    const { db } = stage.portal;
    const end = dayIn(40);
    const customer = await createUser(db, { kind: 'classic', email: 'verlaengert@example.test', licenseExpiration: end, maxDevices: 2 });
    await db
      .insertInto('billing_details')
      .values({
        user_id: customer.id,
        company: 'Verlängert GmbH',
        street: 'Am Markt 1',
        postcode: '04109',
        city: 'Leipzig',
        country_code: 'DE',
        billing_email: 'buchhaltung@verlaengert.example.test',
      })
      .execute();
    await runJob('renewals');
    await runJob('mail-delivery');
    const quotes = (await sentMails(stage.portal, 'renewal-quote')).filter((mail) => mail.subject.includes(german(end)));
    expect(quotes.map((mail) => mail.to).sort()).toEqual(['buchhaltung@verlaengert.example.test', customer.email]);
    expect(quotes[0]?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(quotes[0]?.text).toContain('/account/manage_subscription');

    const page = await stage.person({ viewport: narrowPhone });
    await signInQuickly(page, customer.email, defaultPassword);
    await page.goto('/account/manage_subscription');
    const renewal = page.getByRole('article', { name: /^Nr\. \d+: Verlängerung Classic$/ });
    await renewal.getByText('Angebot gesendet', { exact: true }).waitFor();
    await renewal.getByText(german(end), { exact: true }).waitFor();
    await renewal.getByText(/2 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät/).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(narrowPhone.width);

    await renewal.getByRole('button', { name: 'Angebot annehmen' }).click();
    await page.getByRole('dialog', { name: 'Angebot verbindlich annehmen?' }).getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await page
      .getByRole('status')
      .getByText(/Ihre Rechnung \d{4}-\d{5} finden Sie unter „Rechnungen“/)
      .waitFor();
    await renewal.getByText('berechnet', { exact: true }).waitFor();
    const renewed = await db.selectFrom('users').select('license_expiration').where('id', '=', customer.id).executeTakeFirstOrThrow();
    const [year, month, date] = end.split('-').map(Number) as [number, number, number];
    expect(renewed.license_expiration).toBe(`${year + 1}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`);
  });

  it("'Nicht verlängern' with a reason: the quote is declined and shown so", async () => {
    const { db } = stage.portal;
    const end = dayIn(20);
    const customer = await createUser(db, { kind: 'classic', email: 'kuendigt@example.test', licenseExpiration: end });
    await runJob('renewals');
    const page = await stage.person({ viewport: narrowPhone });
    await signInQuickly(page, customer.email, defaultPassword);
    await page.goto('/account/manage_subscription');
    const renewal = page.getByRole('article', { name: /^Nr\. \d+: Verlängerung Classic$/ });
    await renewal.getByRole('button', { name: 'Nicht verlängern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lizenz nicht verlängern?' });
    await dialog.getByText(`am ${german(end)} aus`, { exact: false }).waitFor();
    await textboxNamed(page, 'Grund (optional)').fill('Das Projekt ist abgeschlossen.');
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Nicht verlängern' }).click();
    await page.getByRole('status').getByText('Sie haben die Verlängerung abgelehnt. Wir erinnern Sie nicht mehr daran.').waitFor();
    await renewal.getByText(/^Nicht verlängert am \d{2}\.\d{2}\.\d{4}: Das Projekt ist abgeschlossen\.$/).waitFor();
    expect(await renewal.getByRole('button').count()).toBe(0);
    const stored = await db
      .selectFrom('orders')
      .select(['state', 'decline_reason'])
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'cancelled', decline_reason: 'Das Projekt ist abgeschlossen.' });
  });

  it('in the grace period every account tab warns, and the warning leads to the Jahres-Abo', async () => {
    const { db } = stage.portal;
    const end = dayIn(-3);
    const customer = await createUser(db, { kind: 'classic', email: 'kulanz@example.test', licenseExpiration: end });
    const page = await stage.person({ viewport: narrowPhone });
    await signInQuickly(page, customer.email, defaultPassword);
    await page.goto('/account');
    const banner = page.getByText(`Ihre Lizenz ist am ${german(end)} abgelaufen.`, { exact: false });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`arbeitet noch bis zum ${german(dayIn(11))} weiter; danach endet die Lizenz.`);
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(narrowPhone.width);
    await page.getByRole('link', { name: 'Jetzt verlängern' }).click();
    await waitForAddress(page, '/account/manage_subscription');
    await page.getByText(`Ihre Lizenz ist am ${german(end)} abgelaufen.`, { exact: false }).waitFor();
  });
});
