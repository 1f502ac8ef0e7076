import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { testSellerEnvironment } from '@bfsm/server/config/seller-config.js';
import { testAccountingEnvironment } from '@bfsm/server/config/accounting-config.js';
import { createInvoiceRow, createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Buchhaltung-2026!';

/** 'Export für die Buchhaltung' (decision 061): from 'Rechnungen', a period's files for the tax adviser. */
describeJourney("'Export für die Buchhaltung' in the back-office", () => {
  const stage = setUpJourneyStage({ portalEnv: () => ({ ...testSellerEnvironment, ...testAccountingEnvironment }) });

  it("downloads the period's DATEV Buchungsstapel, says in German why a period is refused, and fits a phone", async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', password });
    const customer = await createUser(db, { kind: 'classic', password });
    // An invoice of 1 January 2099 (the factory's year, far from what other journeys issue).
    const invoice = await createInvoiceRow(db, { user: customer });

    const page = await stage.person({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInQuickly(page, admin.email, password);
    await page.goto('/admin/invoices');
    await waitForAddress(page, '/admin/invoices');
    await page.getByRole('button', { name: 'Export für die Buchhaltung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export für die Buchhaltung' });
    await dialog.getByText('29098').waitFor();
    await dialog.getByLabel('Von').fill('2099-01-01');
    await dialog.getByLabel('Bis').fill('2099-01-31');
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'DATEV-Buchungsstapel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('EXTF_Buchungsstapel_20990101_20990131.csv');
    const lines = iconv.decode(await readFile(await download.path()), 'win1252').split('\r\n');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
    expect(lines[2]).toContain(`;"${invoice.number}";`);
    expect(lines[2]?.startsWith(`${(invoice.gross_cents / 100).toFixed(2).replace('.', ',')};"S";`)).toBe(true);

    // A period across the turn of the fiscal year: the server's German reason, the dates kept.
    await dialog.getByLabel('Von').fill('2098-12-01');
    await dialog.getByRole('button', { name: 'CSV' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Der Zeitraum muss in einem Wirtschaftsjahr liegen: Ein DATEV-Buchungsstapel enthält nur eines.' })
      .waitFor();
    expect(await dialog.getByLabel('Von').inputValue()).toBe('2098-12-01');
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    const exported = await db.selectFrom('audit_events').select('after').where('kind', '=', 'accounting-exported').execute();
    expect(exported.map((entry) => entry.after)).toEqual([{ format: 'datev', from: '2099-01-01', to: '2099-01-31', documents: 1 }]);

    // On a narrow phone the button is there and the dialog fits the screen.
    const phone = await stage.person({ viewport: { width: 360, height: 740 } });
    await signInQuickly(phone, admin.email, password);
    await phone.goto('/admin/invoices');
    await phone.getByRole('button', { name: 'Export für die Buchhaltung' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Export für die Buchhaltung' });
    await phoneDialog.getByText('29098').waitFor();
    const box = await phoneDialog.getByRole('button', { name: 'Schließen' }).boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await severeAccessibilityViolations(phone)).toEqual([]);
  }, 120_000);
});
