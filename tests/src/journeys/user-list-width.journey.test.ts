import { LICENSE } from '@bfsm/api-adapter';
import { createPool, createUser } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { describeJourney } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

const password = 'Admin-Passwort-2026';
const laptop = { width: 1280, height: 800 };
/** A small laptop or a tablet held sideways: the compact table (the name under the e-mail, no 'Erstellt'). */
const smallLaptop = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

/** Every header of the user list outside the paying view, in order. */
const headers = [
  '#',
  'E-Mail',
  'Name',
  'Erstellt',
  'Ablauf (um 23:59)',
  'Lizenztyp',
  'Voll. Install.',
  'Kostenlos',
  'Eigentümer',
  'Öffnen',
];
const compactHeaders = headers.filter((header) => header !== 'Name' && header !== 'Erstellt');

describeJourney('The user list fits a laptop window and a phone, and names the owner of a free licence', () => {
  const stage = setUpJourneyStage();

  /**
   * Long addresses and names, as real customers have them, are what pushed the last columns
   * off a laptop screen; a pool's free licence gives the list a licence row.
   */
  async function seed(tag: string) {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', email: `chefin-${Date.now()}@example.test`, password });
    for (let index = 1; index <= 12; index += 1) {
      await createUser(db, {
        kind: 'classic',
        email: `vorname.nachname-mit-bindestrich.${tag}${index}@ingenieurbuero-fuer-tragwerksplanung.example.test`,
        firstName: `Maximiliane-Theodora ${index}`,
        lastName: 'Schmidt-Oberhausen-Wittgenstein',
      });
    }
    const owner = await createUser(db, {
      kind: 'nextOwner',
      email: `einkauf.lizenzverwaltung.${tag}@generalunternehmer-hochbau.example.test`,
      firstName: 'Olga',
      lastName: `Owner-${tag}`,
    });
    const pool = await createPool(db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1, expiration: '2027-03-31' }] });
    const free = (
      await db.selectFrom('licenses').select('id').where('pool_id', '=', pool.id).where('user_id', 'is', null).executeTakeFirstOrThrow()
    ).id;
    return { admin, owner, free };
  }

  async function openList(page: Page) {
    await page.goto('/admin/users');
    await page.getByText('Benutzer in dieser Ansicht').waitFor();
    await page.getByRole('button', { name: 'Öffnen' }).first().waitFor();
  }

  for (const [tag, viewport, shownHeaders] of [
    ['a', laptop, headers],
    ['e', { width: 1200, height: 800 }, compactHeaders],
    ['c', smallLaptop, compactHeaders],
    ['d', { width: 900, height: 800 }, compactHeaders],
  ] as const) {
    it(`at ${viewport.width} × ${viewport.height} every column header and every open arrow lie inside the window, without sideways scrolling`, async () => {
      const { admin, owner, free } = await seed(tag);
      const page = await stage.person({ viewport });
      await signInQuickly(page, admin.email, password);
      await openList(page);

      const headerCells = page.getByRole('columnheader');
      expect(await headerCells.allTextContents()).toEqual(shownHeaders);
      // Names each header or arrow that reaches past the window, with its right edge.
      const outside: string[] = [];
      for (const [index, name] of shownHeaders.entries()) {
        const box = await headerCells.nth(index).boundingBox();
        if (!box || box.x + box.width > viewport.width) outside.push(`${name}: ${box ? Math.round(box.x + box.width) : 'unsichtbar'}`);
      }
      const arrows = page.getByRole('row').getByRole('button', { name: 'Öffnen' });
      const arrowCount = await arrows.count();
      expect(arrowCount).toBeGreaterThanOrEqual(15);
      for (let index = 0; index < arrowCount; index += 1) {
        const box = await arrows.nth(index).boundingBox();
        if (!box || box.x + box.width > viewport.width)
          outside.push(`Öffnen (Zeile ${index + 1}): ${box ? Math.round(box.x + box.width) : 'unsichtbar'}`);
      }
      expect(outside).toEqual([]);

      // Neither the table inside its card nor the page as a whole scrolls sideways.
      const widths = await page.evaluate(() => {
        const wrapper = document.querySelector('.RaDataTable-tableWrapper');
        return {
          table: wrapper ? { scroll: wrapper.scrollWidth, client: wrapper.clientWidth } : null,
          page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
        };
      });
      expect(widths.table).not.toBeNull();
      expect(widths.table!.scroll).toBeLessThanOrEqual(widths.table!.client);
      expect(widths.page.scroll).toBeLessThanOrEqual(widths.page.client);

      // The free licence reads as a licence of its owner, by name, numbered as a licence, not as a user.
      const licenseRow = page.getByRole('row').filter({ hasText: `Lizenz von Olga Owner-${tag}` });
      expect(await licenseRow.count()).toBe(1);
      await licenseRow.getByLabel('Lizenz', { exact: true }).first().waitFor();
      expect(await licenseRow.getByRole('cell').first().textContent()).toBe(`L-${free}`);
      expect(await licenseRow.getByRole('cell', { name: owner.email, exact: true }).count()).toBe(1);
      // A long address is cut short on screen, but its full text stays in the tooltip.
      const longAddress = `vorname.nachname-mit-bindestrich.${tag}1@ingenieurbuero-fuer-tragwerksplanung.example.test`;
      expect(await page.getByTitle(longAddress, { exact: true }).count()).toBe(1);
      // Where the table is compact, the name stands in the e-mail's cell, below it.
      const nameCell = page.getByRole('cell').filter({ hasText: longAddress }).filter({ hasText: 'Maximiliane-Theodora 1 Schmidt' });
      expect(await nameCell.count()).toBe(shownHeaders.includes('Name') ? 0 : 1);
    });
  }

  it('on a phone the list becomes cards, a licence one marked and naming its owner', async () => {
    const { admin } = await seed('b');
    const page = await stage.person({ viewport: phone });
    await signInQuickly(page, admin.email, password);
    await page.goto('/admin/users');
    await page.getByText('Benutzer in dieser Ansicht').waitFor();
    await page.getByText(`Lizenz von Olga Owner-b`).waitFor();
    // User cards too (the list's first page holds the earlier tests' users, not necessarily this one's).
    await page.getByText('Maximiliane-Theodora', { exact: false }).first().waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});
