import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createUser } from '@bfsm/server/factories/index.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { signInQuickly } from '../support/sign-in.js';

/** A real photo-like PNG: a colour gradient of `width` × `height`. */
async function writePng(file: string, width: number, height: number): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 160], i * 3);
  await writeFile(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

describeJourney('The admin publishes a reference', () => {
  const stage = setUpJourneyStage();
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bfsm-reference-journey-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('creates it with an uploaded PNG, edits it, sees it on its public page with a scaled image, and deletes it', async () => {
    const admin = await createUser(stage.portal.db, { kind: 'admin', password: 'Admin-Passwort-2026' });
    const photo = path.join(folder, 'klinikum.png');
    await writePng(photo, 1600, 1000);
    const page = await stage.person();
    await signInQuickly(page, admin.email, 'Admin-Passwort-2026');

    await page.goto('/admin/references');
    await page.getByRole('link', { name: 'Referenz erstellen' }).click();
    await waitForAddress(page, '/admin/reference/new');
    await page.getByText('Referenz erstellen').first().waitFor();
    expect(await page.getByRole('switch', { name: 'Auf der Startseite zeigen' }).isChecked()).toBe(true);

    await page.getByLabel('Titel').fill('Klinikum Nord');
    await page.getByLabel('Teasertext').fill('Brandfallsteuerung für zwölf Gebäude');
    await page.getByLabel('Lizenztext').fill('Foto: Muster GmbH');
    // The full image's file: its address fields are disabled while it is chosen.
    const fullImageUrl = page.getByLabel('Bild-Adresse (900 Pixel breit)');
    expect(await fullImageUrl.isEnabled()).toBe(true);
    await page.getByLabel('Bild hochladen', { exact: true }).setInputFiles(photo);
    await page.getByRole('img', { name: 'klinikum.png' }).waitFor();
    expect(await fullImageUrl.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Speichern' }).click();

    await page.getByText('Referenz erstellt.').waitFor();
    await waitForAddress(page, '/admin/references');
    await page.getByRole('cell', { name: 'Brandfallsteuerung für zwölf Gebäude' }).waitFor();

    await page.getByRole('cell', { name: 'Klinikum Nord' }).click();
    await page.waitForURL(/\/admin\/reference\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByText('Referenz bearbeiten').first().waitFor();
    await page.getByRole('img', { name: 'Aktuelles Bild' }).waitFor();
    await page.getByLabel('Titel').fill('Klinikum Nord, Neubau');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Referenz gespeichert.').waitFor();
    await waitForAddress(page, `/admin/reference/${id}`);
    expect(await page.getByRole('link', { name: 'Zurück zur Liste' }).getAttribute('href')).toBe('/admin/references');

    await page.getByRole('link', { name: 'Öffentliche Seite ansehen' }).click();
    await waitForAddress(page, `/reference/${id}`);
    await page.getByRole('heading', { name: 'Klinikum Nord, Neubau', level: 1 }).waitFor();
    await page.getByText('Foto: Muster GmbH').waitFor();
    const image = page.getByRole('img', { name: 'Klinikum Nord, Neubau' });
    await image.evaluate((element: HTMLImageElement) => element.decode());
    // At one device pixel per CSS pixel the browser takes the 900 px WebP of the 1600 px upload.
    expect(
      await image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, source: new URL(element.currentSrc).pathname })),
    ).toEqual({ width: 900, source: expect.stringMatching(/\/900\.webp$/) });

    // Anonymous visitors see it too.
    const visitor = await stage.person();
    await visitor.goto(`/reference/${id}`);
    await visitor.getByRole('heading', { name: 'Klinikum Nord, Neubau', level: 1 }).waitFor();
    expect(await severeAccessibilityViolations(visitor)).toEqual([]);

    await page.goto(`/admin/reference/${id}`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Referenz löschen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Referenz gelöscht.').waitFor();
    await waitForAddress(page, '/admin/references');
    expect(await page.getByRole('cell', { name: 'Klinikum Nord, Neubau' }).count()).toBe(0);
    expect((await visitor.request.get(`/webapi/public-reference/${id}`)).status()).toBe(404);
  });
});
