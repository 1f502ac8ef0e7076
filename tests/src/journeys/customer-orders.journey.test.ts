import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { licensePayload, readPayload } from '@bfsm/api-adapter/license-file';
import { testSellerEnvironment } from '@bfsm/server/config/seller-config.js';
import { createUser, defaultPassword } from '@bfsm/server/factories/index.js';
import { sentMails } from '@bfsm/server/test-support/test-app-with-mail.js';
import { signedInUser } from '@bfsm/server/test-support/test-app.js';
import { activate, refresh } from '../desktop-client/desktop-client.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { textboxNamed } from '../support/form-fields.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

/** A narrow phone: the order screens fit it as every other screen does. */
const narrowPhone = { width: 360, height: 740 };

const euros = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describeJourney('A customer orders the annual subscription: Rechnungsdaten, quote, acceptance, invoice, payment, a longer licence', () => {
  // The portal's own DATA_DIR, so that its outbox holds only this suite's mails (read by sentMails).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bfsm-orders-journey-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const stage = setUpJourneyStage({ portalEnv: () => ({ ...testSellerEnvironment, DATA_DIR: dataDir }) });

  /** The back-office's calls, as an admin's browser makes them: JSON with the admin's session. */
  async function asAdmin(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
    const response = await stage.portal.app.inject({
      method,
      url,
      headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json();
  }

  async function deliverMails() {
    await stage.portal.app.scheduledJobs.get('mail-delivery')!.run();
  }

  it('from the Jahres-Abo page to an invoice in PDF and XML, paid, and the licence one year longer', async () => {
    const { db, url } = stage.portal;
    const { cookie: adminCookie } = await signedInUser(stage.portal, 'admin', { email: 'admin-bestellung@example.test' });
    for (const [item, netCents] of Object.entries({ classic: 49_900, next: 89_900, insight: 9_900, onSite: 19_900 }))
      await asAdmin(adminCookie, 'POST', '/webapi/prices', { item, netCents });
    const customer = await createUser(db, {
      kind: 'classic',
      email: 'einkauf@example.test',
      licenseExpiration: '2026-12-31',
      maxDevices: 1,
    });
    const desktop = await activate({
      portalUrl: url,
      email: customer.email,
      password: defaultPassword,
      deviceName: 'Planung-PC',
      fingerprint: 'orders-journey-fingerprint',
    });
    const expirationOf = (file: typeof desktop.licenseFile) => licensePayload.parse(readPayload(file.payload)).expiration;
    expect(expirationOf(desktop.licenseFile)).toBe('2026-12-31');

    const page = await stage.person({ viewport: narrowPhone });
    await signInQuickly(page, customer.email, defaultPassword);
    await page.goto('/account/manage_subscription');
    await page.getByText('Preis auf Anfrage', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Rechnungsdaten', level: 2 }).waitFor();
    await page.getByText(/Für ein Angebot benötigen wir Ihre Rechnungsdaten/).waitFor();
    await page.getByText('Sie haben noch kein Angebot angefordert.').waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);

    // Rechnungsdaten: first with a USt-IdNr. the server refuses, at its field, with nothing typed lost.
    await textboxNamed(page, 'Firma').fill('Einkauf Brandschutz GmbH');
    await textboxNamed(page, 'Straße und Hausnummer').fill('Lindenallee 5');
    await textboxNamed(page, 'PLZ').fill('50667');
    await textboxNamed(page, 'Ort').fill('Köln');
    expect(await page.getByRole('combobox', { name: 'Land' }).inputValue()).toBe('DE');
    await textboxNamed(page, 'USt-IdNr. (optional)').fill('DE12345');
    await textboxNamed(page, 'E-Mail für Rechnungen').fill('buchhaltung@example.test');
    await page.getByRole('button', { name: 'Rechnungsdaten speichern' }).click();
    const vatId = textboxNamed(page, 'USt-IdNr. (optional)');
    await page
      .locator('#billing-vat-id-error')
      .getByText('Bitte geben Sie eine gültige USt-IdNr. des gewählten Landes ein (z. B. DE123456789).')
      .waitFor();
    expect(await vatId.getAttribute('aria-invalid')).toBe('true');
    expect(await textboxNamed(page, 'Firma').inputValue()).toBe('Einkauf Brandschutz GmbH');
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await vatId.fill('DE 123 456 789');
    await page.getByRole('button', { name: 'Rechnungsdaten speichern' }).click();
    await page.getByRole('status').getByText('Ihre Rechnungsdaten wurden gespeichert.').waitFor();
    expect(await vatId.inputValue()).toBe('DE123456789');
    expect(await vatId.getAttribute('aria-invalid')).toBeNull();

    // The request.
    await page.getByRole('combobox', { name: 'Edition' }).selectOption('classic');
    await page.getByRole('spinbutton', { name: 'Anzahl Geräte' }).fill('3');
    await textboxNamed(page, 'Nachricht (optional)').fill('Bitte mit unserer Bestellnummer.');
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();
    const thanks = page.getByRole('status').getByText(/Ihre Anfrage Nr\. \d+ ist bei uns eingegangen/);
    await thanks.waitFor();
    const orderId = Number(/Nr\. (\d+)/.exec((await thanks.textContent()) ?? '')?.[1]);
    const entry = page.getByRole('article', { name: `Nr. ${orderId}: Classic` });
    await entry.getByText('angefragt', { exact: true }).waitFor();

    // The admin quotes from the price list.
    const { lines } = await asAdmin(adminCookie, 'GET', `/webapi/order/${orderId}/proposed-lines`);
    const quote = await asAdmin(adminCookie, 'POST', `/webapi/order/${orderId}/quote`, { lines });
    expect(quote).toMatchObject({ state: 'quoted', netCents: 3 * 49_900 });
    await deliverMails();
    const [quoteMail] = (await sentMails(stage.portal, 'quote')).filter((mail) => mail.to === 'buchhaltung@example.test');
    expect(quoteMail?.text).toContain('/account/manage_subscription');

    // The customer sees the quote (after a reload, as from the mail's link) and accepts it with a Bestellnummer.
    await page.goto('/account/manage_subscription');
    await entry.getByText('Angebot gesendet', { exact: true }).waitFor();
    await entry.getByText(`3 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät zu ${euros(49_900)} = ${euros(149_700)}`).waitFor();
    await entry.getByText(euros(149_700), { exact: false }).first().waitFor();
    const [year, month, day] = (quote.validUntil as string).split('-');
    await entry.getByText(`${day}.${month}.${year}`, { exact: true }).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await entry.getByRole('textbox', { name: 'Ihre Bestellnummer (optional)' }).fill('PO-2026-17');
    await entry.getByRole('button', { name: 'Angebot annehmen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Angebot verbindlich annehmen?' });
    await dialog.getByText(`Angebot Nr. ${orderId} zu ${euros(149_700)} netto`, { exact: false }).waitFor();
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    const accepted = page.getByRole('status').getByText(/Ihre Rechnung \d{4}-\d{5} finden Sie unter „Rechnungen“/);
    await accepted.waitFor();
    const invoiceNumber = /(\d{4}-\d{5})/.exec((await accepted.textContent()) ?? '')?.[1] ?? '';
    await entry.getByText('berechnet', { exact: true }).waitFor();
    await entry.getByText('Ihre Bestellnummer: PO-2026-17').waitFor();
    expect(await entry.getByRole('button', { name: 'Angebot annehmen' }).count()).toBe(0);

    // In the tab 'Rechnungen': the invoice, 19 % on top, open; its PDF downloads as a PDF.
    await page.getByRole('link', { name: 'Rechnungen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rechnungen' }).waitFor();
    const invoice = page.getByRole('article', { name: `Rechnung ${invoiceNumber}` });
    await invoice.getByText(euros(Math.round(149_700 * 1.19)), { exact: true }).waitFor();
    await invoice.getByText('offen', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('link', { name: `PDF der Rechnung ${invoiceNumber} herunterladen` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Rechnung-${invoiceNumber}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xmlHref = await invoice
      .getByRole('link', { name: `XML (XRechnung) der Rechnung ${invoiceNumber} herunterladen` })
      .getAttribute('href');
    const xml = await page.request.get(xmlHref ?? '');
    expect(await xml.text()).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`);
    expect(await severeAccessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(narrowPhone.width);

    // The invoice mail carries both files, the PDF the same as the one downloaded.
    await deliverMails();
    const [invoiceMail] = (await sentMails(stage.portal, 'invoice')).filter((mail) => mail.to === 'buchhaltung@example.test');
    expect(invoiceMail?.subject).toBe(`Rechnung ${invoiceNumber}`);
    expect(invoiceMail?.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`Rechnung-${invoiceNumber}.pdf`, 'application/pdf'],
      [`Rechnung-${invoiceNumber}.xml`, 'application/xml'],
    ]);
    expect(invoiceMail?.attachments[0]?.content.equals(pdf)).toBe(true);

    // The admin marks it paid: the licence runs one year on from its old end, and the desktop sees it at its refresh.
    const invoiceId = Number(/\/webapi\/invoice\/(\d+)\/xml/.exec(xmlHref ?? '')?.[1]);
    await asAdmin(adminCookie, 'POST', `/webapi/invoice/${invoiceId}/paid`, { paidOn: new Date().toISOString().slice(0, 10) });
    await page.reload();
    await invoice.getByText(/^bezahlt am \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await page.getByRole('link', { name: 'Jahres-Abo', exact: true }).click();
    await entry.getByText('bezahlt', { exact: true }).waitFor();
    expect(expirationOf((await refresh(desktop)).licenseFile)).toBe('2027-12-31');
  });
});
