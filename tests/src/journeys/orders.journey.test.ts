import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { testSellerEnvironment } from '@bfsm/server/config/seller-config.js';
import { createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Bestellungen-2026!';
/** As the screens show an amount, with a plain space where they have a no-break one (accessible names normalise it). */
const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const classicLine = 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät';

/** A form call of the customer's session with the form token its page would fetch first. */
async function postWithToken(page: Page, tokenAddress: string, address: string, form: Record<string, string>) {
  const token = ((await (await page.request.get(tokenAddress)).json()) as { token: string }).token;
  const answer = await page.request.post(address, { form: { ...form, _token: token } });
  if (!answer.ok()) throw new Error(`${address}: ${answer.status()} ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** The customer saves his Rechnungsdaten and asks for a quote for three Classic devices, as the customer app does. */
async function askForQuote(page: Page, userId: number, message: string): Promise<number> {
  await postWithToken(page, '/webapi/billingDetailsToken', `/webapi/billing-details/${userId}`, {
    company: 'Müller & Söhne Gebäudetechnik GmbH',
    street: 'Lindenstraße 5',
    postcode: '10969',
    city: 'Berlin',
    countryCode: 'DE',
    billingEmail: 'buchhaltung@mueller-soehne.test',
  });
  const { id } = await postWithToken(page, '/webapi/quoteRequestToken', '/webapi/my-orders', { edition: 'classic', devices: '3', message });
  return id as number;
}

async function noSevereViolations(page: Page) {
  expect(await severeAccessibilityViolations(page)).toEqual([]);
}

/**
 * The back-office's side of an order (decision 058): the admin sets the price, quotes the
 * customer's request with a discount, the customer accepts, the admin records the payment in
 * 'Rechnungen'; an order by phone is recorded, invoiced and cancelled by a Stornorechnung; the
 * invoices go out as CSV.
 */
describeJourney("'Preise', 'Bestellungen' and 'Rechnungen' in the back-office", () => {
  const stage = setUpJourneyStage({ portalEnv: () => ({ ...testSellerEnvironment }) });

  it('from the price list through a discounted quote and its acceptance to a paid invoice, a Stornorechnung and the CSV', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', password });
    const customer = await createUser(db, { kind: 'classic', password, licenseExpiration: '2027-03-31', maxDevices: 1 });

    // 'Preise': the admin types the Classic price in euros with a decimal comma.
    const adminPage = await stage.person({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    await signInQuickly(adminPage, admin.email, password);
    await adminPage.goto('/admin');
    const menu = adminPage.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Preise' }).click();
    await waitForAddress(adminPage, '/admin/prices');
    const classic = adminPage.getByRole('form', { name: 'Classic je Gerät und Jahr' });
    await classic.getByText('noch kein Preis').waitFor();
    await classic.getByLabel('Neuer Preis (€)').fill('499,00');
    await classic.getByRole('button', { name: 'Preis für Classic je Gerät und Jahr speichern' }).click();
    await adminPage.getByText('Der Preis für Classic je Gerät und Jahr gilt ab jetzt.').waitFor();
    await classic.getByText(euro(49_900)).waitFor();
    const history = adminPage.getByRole('table', { name: 'Verlauf' });
    const newest = history.getByRole('row').nth(1);
    await newest.getByRole('cell', { name: admin.email }).waitFor();
    expect(await newest.getByRole('cell').allTextContents()).toEqual([
      'Classic je Gerät und Jahr',
      euro(49_900).replace(' ', '\u00a0'),
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/),
      admin.email,
    ]);
    await noSevereViolations(adminPage);

    // The customer saves his Rechnungsdaten and asks for a quote, as the customer app does.
    const customerPage = await stage.person();
    await signInQuickly(customerPage, customer.email, password);
    const orderId = await askForQuote(customerPage, customer.id, 'Bitte mit Bestellnummer PO-17');

    // 'Bestellungen': the request is listed, filtered by its state, and opens with its message.
    await menu.getByRole('menuitem', { name: 'Bestellungen' }).click();
    await waitForAddress(adminPage, '/admin/orders');
    await adminPage.getByRole('combobox', { name: 'Stand' }).click();
    await adminPage.getByRole('option', { name: 'angefragt' }).click();
    // The menu fades out; axe would read its fading options as too faint.
    await adminPage.locator('li[data-value="cancelled"]').waitFor({ state: 'detached' });
    const requestRow = adminPage.getByRole('row', { name: new RegExp(`^${orderId} angefragt ${literally(customer.email)}`) });
    await requestRow.waitFor();
    await noSevereViolations(adminPage);
    await requestRow.click();
    await waitForAddress(adminPage, `/admin/orders/${orderId}/show`);
    await adminPage.getByText('Bitte mit Bestellnummer PO-17').waitFor();
    await adminPage.getByText('Noch kein Angebot').waitFor();

    // The quote starts from the price list; the admin adds a discount and sends it.
    await adminPage.getByRole('button', { name: 'Angebot schreiben' }).click();
    const quote = adminPage.getByRole('form', { name: 'Angebot schreiben' });
    const line = quote.getByRole('group', { name: 'Positionen 1' });
    expect(await line.getByLabel('Beschreibung').inputValue()).toBe(classicLine);
    expect(await line.getByLabel('Menge').inputValue()).toBe('3');
    expect(await line.getByLabel('Einzelpreis netto (€)').inputValue()).toBe('499,00');
    await quote.getByLabel('Rabatt (€)').fill('50,5');
    await quote.getByLabel('Grund des Rabatts').fill('Neukundenrabatt');
    await quote.getByText(`Netto: ${euro(3 * 49_900 - 5_050)}`).waitFor();
    await noSevereViolations(adminPage);
    await quote.getByRole('button', { name: 'Angebot senden' }).click();
    await adminPage.getByText('Das Angebot wurde gesendet.').waitFor();
    await adminPage.getByText('Angebot gesendet', { exact: true }).waitFor();
    const lines = adminPage.getByRole('table', { name: 'Positionen' });
    await lines.getByRole('row', { name: `Neukundenrabatt ${euro(-5_050)}` }).waitFor();
    await lines.getByRole('row', { name: `Netto ${euro(144_650)}` }).waitFor();

    // The customer accepts; the invoice is issued at once.
    const { invoiceNumber } = (await postWithToken(customerPage, '/webapi/acceptQuoteToken', `/webapi/order/${orderId}/accept`, {
      purchaseOrder: 'PO-17',
    })) as { invoiceNumber: string };

    // 'Rechnungen': the invoice is open; the admin records its payment with today's date.
    await menu.getByRole('menuitem', { name: 'Rechnungen' }).click();
    await waitForAddress(adminPage, '/admin/invoices');
    const invoiceRow = adminPage.getByRole('row', { name: new RegExp(`^${invoiceNumber} Rechnung Müller & Söhne`) });
    await invoiceRow.getByRole('cell', { name: 'offen' }).waitFor();
    await invoiceRow.getByRole('cell', { name: euro(172_134) }).waitFor();
    expect(await invoiceRow.getByRole('link', { name: `PDF von ${invoiceNumber} herunterladen` }).getAttribute('href')).toMatch(
      /^\/webapi\/invoice\/\d+\/pdf$/,
    );
    await noSevereViolations(adminPage);
    await invoiceRow.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const payment = adminPage.getByRole('dialog', { name: `Zahlung für ${invoiceNumber} erfassen` });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    expect(await payment.getByLabel('Zahlungseingang am').inputValue()).toBe(today);
    await noSevereViolations(adminPage);
    await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await adminPage.getByText(`Die Zahlung für ${invoiceNumber} wurde erfasst.`).waitFor();
    await invoiceRow.getByRole('cell', { name: 'bezahlt' }).waitFor();
    // Paid: the licence follows, one year on from its current end.
    const owner = await db
      .selectFrom('users')
      .select(['license_expiration', 'max_devices'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ license_expiration: '2028-03-31', max_devices: 3 });

    // An order by phone: found by the customer's e-mail, recorded, invoiced by the admin.
    await menu.getByRole('menuitem', { name: 'Bestellungen' }).click();
    await adminPage.getByRole('link', { name: 'Bestellung erfassen' }).click();
    await waitForAddress(adminPage, '/admin/orders/create');
    const record = adminPage.getByRole('form', { name: 'Bestellung erfassen' });
    await record.getByRole('searchbox', { name: 'E-Mail' }).fill(customer.email);
    await record.getByRole('button', { name: 'Konto suchen' }).click();
    await record.getByRole('button', { name: new RegExp(literally(customer.email)) }).click();
    expect(await record.getByRole('textbox', { name: /^Konto \(Benutzer-Nr\.\)/ }).inputValue()).toBe(String(customer.id));
    await record.getByRole('combobox', { name: /^Edition/ }).click();
    await adminPage.getByRole('option', { name: 'Classic' }).click();
    const phoneLine = record.getByRole('group', { name: 'Positionen 1' });
    await phoneLine.getByLabel(/^Beschreibung/).fill(classicLine);
    await phoneLine.getByLabel(/^Einzelpreis netto/).fill('1.005,10');
    await record.getByLabel('Bestellnummer').fill('TEL-2026-1');
    await record.getByRole('button', { name: 'Bestellung erfassen' }).click();
    await adminPage.getByText('Die Bestellung wurde erfasst.').waitFor();
    await adminPage.waitForURL(/\/admin\/orders\/\d+\/show$/);
    await adminPage.getByText('angenommen', { exact: true }).waitFor();
    await adminPage
      .getByRole('table', { name: 'Positionen' })
      .getByRole('row', { name: `Netto ${euro(100_510)}` })
      .waitFor();
    await adminPage.getByRole('button', { name: 'Rechnung stellen' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    const issued = adminPage.getByText(/^Die Rechnung (\d{4}-\d{5}) wurde gestellt\.$/);
    const phoneInvoice = /(\d{4}-\d{5})/.exec((await issued.textContent()) ?? '')?.[1] ?? '';
    expect(phoneInvoice).not.toBe(invoiceNumber);
    await adminPage.getByText('berechnet', { exact: true }).waitFor();

    // 'Stornieren' in 'Rechnungen': the Stornorechnung appears beside the invoice it cancels.
    await menu.getByRole('menuitem', { name: 'Rechnungen' }).click();
    const phoneRow = adminPage.getByRole('row', { name: new RegExp(`^${phoneInvoice} Rechnung`) });
    await phoneRow.getByRole('button', { name: 'Stornieren' }).click();
    const cancel = adminPage.getByRole('dialog', { name: `Rechnung ${phoneInvoice} stornieren?` });
    await cancel.getByRole('button', { name: 'Stornieren' }).click();
    const cancelled = adminPage.getByText(new RegExp(`^Die Rechnung ${phoneInvoice} wurde storniert: Stornorechnung (\\d{4}-\\d{5})\\.$`));
    const cancellation = /Stornorechnung (\d{4}-\d{5})/.exec((await cancelled.textContent()) ?? '')?.[1] ?? '';
    const cancellationRow = adminPage.getByRole('row', { name: new RegExp(`^${cancellation} Stornorechnung`) });
    // A credit note with the original's positive amounts: its type says they are owed back (decision 052).
    await cancellationRow.getByRole('cell', { name: euro(119_607) }).waitFor();
    await phoneRow.getByRole('cell', { name: 'storniert' }).waitFor();
    expect(await phoneRow.getByRole('button', { name: 'Stornieren' }).count()).toBe(0);

    // The CSV of the view: every invoice, as the server writes it.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('link', { name: 'CSV exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rechnungen.csv');
    const csv = (await readFile(await download.path())).toString('utf8');
    for (const number of [invoiceNumber, phoneInvoice, cancellation]) expect(csv).toContain(`${number};`);
    expect(csv).toContain(`${cancellation};Stornorechnung;`);
  }, 180_000);

  it('the new screens fit a narrow phone, with no serious axe finding', async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', password });
    const customer = await createUser(db, { kind: 'classic', password });
    const customerPage = await stage.person();
    await signInQuickly(customerPage, customer.email, password);
    const orderId = await askForQuote(
      customerPage,
      customer.id,
      'Eine lange Anfrage ohne Leerzeichen: https://example.test/ein/sehr/langer/pfad',
    );
    // A renewal the customer declined with a long reason ('Nicht verlängern', decision 066).
    const renewal = await db
      .insertInto('orders')
      .values({
        user_id: customer.id,
        state: 'cancelled',
        edition: 'classic',
        devices: 1,
        renews_licence_end: '2027-01-31',
        cancelled_at: new Date('2026-12-10T10:00:00Z'),
        declined_at: new Date('2026-12-10T10:00:00Z'),
        decline_reason: 'Wir wechseln zu Next, siehe https://example.test/ein/sehr/langer/pfad/ohne/leerzeichen',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await stage.person({ viewport: { width: 360, height: 740 } });
    await signInQuickly(page, admin.email, password);
    // A price in the history, so that its table is there.
    expect((await page.request.post('/webapi/prices', { data: { item: 'classic', netCents: 49_900 } })).status()).toBe(200);
    for (const address of [
      '/admin/orders',
      `/admin/orders/${orderId}/show`,
      `/admin/orders/${renewal.id}/show`,
      '/admin/orders/create',
      '/admin/invoices',
      '/admin/prices',
    ]) {
      await page.goto(address);
      await page.locator('#react-admin-title').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (address === '/admin/orders') {
        // The renewal's mark is beside the state, within the phone's width.
        const mark = await page.getByText('zum 31.01.2027').boundingBox();
        expect(mark && mark.x + mark.width).toBeLessThanOrEqual(360);
        await page.getByText('nicht verlängert', { exact: true }).waitFor();
      }
      if (address.startsWith(`/admin/orders/${renewal.id}`)) {
        await page.getByRole('note').getByText('Verlängerung der Lizenz zum 31.01.2027').waitFor();
        await page.getByRole('note').getByText('„Nicht verlängern“ am 10.12.2026: Wir wechseln zu Next,', { exact: false }).waitFor();
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([address, width]).toEqual([address, 360]);
      expect([address, await severeAccessibilityViolations(page)]).toEqual([address, []]);
    }
  }, 120_000);
});
