import { defaultPassword } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { backOfficeScreens, createCast } from '../lighthouse/signed-in-screens.js';
import { describeJourney } from '../support/browser.js';
import { holdReactAdmin } from '../support/hold-react-admin.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The text and place of each element `selector` finds, as the reader sees them. */
const placesOf = (page: Page, selector: string): Promise<Placed[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { text: (element as HTMLElement).innerText, x, y, width, height };
    }),
  );

/** Places compared to the pixel that a browser rounds to. */
const rounded = (places: Placed[]) =>
  places.map(({ text, x, y, width, height }) => ({
    text,
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  }));

describeJourney("The back-office on a phone shows each screen's bar, and the user list's first page, before react-admin has loaded", () => {
  const stage = setUpJourneyStage();

  async function adminOnList(viewport: { width: number; height: number }, search = '') {
    const cast = await createCast(stage.portal);
    const page = await stage.person({ viewport });
    await signInQuickly(page, cast.admin.email, defaultPassword);
    const reactAdmin = await holdReactAdmin(page);
    const firstPage = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/webapi/admin/users/'));
    await page.goto(`/admin/users${search}`);
    return { page, reactAdmin, firstPage, cast };
  }

  it.each([360, 390, 430])(
    'at %i px, react-admin draws the same rows at the same places as the first look, which then goes',
    async (width) => {
      const { page, reactAdmin } = await adminOnList({ width, height: 800 });
      const firstLook = page.locator('#first-look');
      await firstLook.waitFor();
      // A picture for the eye: assistive technology meets the list once react-admin has drawn it.
      expect(await firstLook.getAttribute('aria-hidden')).toBe('true');
      const drawnFirst = {
        title: rounded(await placesOf(page, '.first-look__title')),
        primary: rounded(await placesOf(page, '.first-look__primary')),
        secondary: rounded(await placesOf(page, '.first-look__secondary')),
      };
      expect(drawnFirst.primary.length).toBeGreaterThanOrEqual(4);
      expect(drawnFirst.primary.map((row) => row.text)).toContainEqual(expect.stringMatching(/^Lizenz von Olga Owner\s*L-\d+$/));

      await reactAdmin.release();
      await firstLook.waitFor({ state: 'detached' });
      const drawnByReactAdmin = {
        title: rounded(await placesOf(page, '#react-admin-title')),
        primary: rounded(await placesOf(page, '.MuiListItemText-primary')).slice(0, drawnFirst.primary.length),
        secondary: rounded(await placesOf(page, '.MuiListItemText-secondary')).slice(0, drawnFirst.secondary.length),
      };
      expect(drawnByReactAdmin).toEqual(drawnFirst);
    },
  );

  it("shows the address's tab and search words where react-admin shows them", async () => {
    const { page, reactAdmin } = await adminOnList({ width: 390, height: 800 }, '?filter=licensed&term=lighthouse');
    await page.locator('#first-look').waitFor();
    const tab = await placesOf(page, '.first-look__tab--current');
    const term = await placesOf(page, '.first-look__search-term');
    const rows = rounded(await placesOf(page, '.first-look__primary'));
    expect(rows.length).toBeGreaterThan(0);
    await reactAdmin.release();
    await page.locator('#first-look').waitFor({ state: 'detached' });
    const raTab = await placesOf(page, '[role="tab"][aria-selected="true"]');
    expect(rounded(tab)).toEqual(rounded(raTab));
    // The words sit where the search field's input shows its text: after the icon, below the label.
    const input = await page.getByRole('searchbox', { name: 'Suchen' }).evaluate((field) => {
      const { x, y } = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      return { value: (field as HTMLInputElement).value, x: x + parseFloat(style.paddingLeft), y: y + parseFloat(style.paddingTop) };
    });
    expect({ text: term[0]?.text, x: Math.round(term[0]?.x ?? 0), y: Math.round(term[0]?.y ?? 0) }).toEqual({
      text: input.value,
      x: Math.round(input.x),
      y: Math.round(input.y),
    });
    expect(rounded(await placesOf(page, '.MuiListItemText-primary')).slice(0, rows.length)).toEqual(rows);
  });

  it('gives way at the first touch, before react-admin has loaded', async () => {
    const { page, reactAdmin } = await adminOnList({ width: 390, height: 800 });
    await page.locator('#first-look').waitFor();
    await page.mouse.click(200, 400);
    await page.locator('#first-look').waitFor({ state: 'detached' });
    await reactAdmin.release();
    await page.locator('.MuiListItemText-primary').first().waitFor();
    expect(await page.locator('#first-look').count()).toBe(0);
  });

  it('is not drawn on a wider screen, where react-admin draws the table', async () => {
    const { page, reactAdmin, firstPage } = await adminOnList({ width: 1280, height: 800 });
    await firstPage;
    // The answer is in; the entry draws at once or not at all, before the held react-admin could.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.locator('#first-look').count()).toBe(0);
    await reactAdmin.release();
    await page.getByRole('columnheader', { name: 'E-Mail' }).waitFor();
  });

  // Every other screen's first look is react-admin's bar with the screen's title, over the bar alone.
  const otherScreens = backOfficeScreens.filter((screen) => screen.name !== 'Benutzerliste');

  it.each(otherScreens.map((screen) => [screen.name, screen] as const))(
    "'%s': react-admin's bar takes over the title at the same place, and nothing below the bar is covered",
    async (_name, screen) => {
      const cast = await createCast(stage.portal);
      const page = await stage.person({ viewport: { width: 390, height: 800 } });
      await signInQuickly(page, cast.admin.email, defaultPassword);
      const reactAdmin = await holdReactAdmin(page);
      await page.goto(await screen.address(stage.portal, cast));
      const firstLook = page.locator('#first-look');
      await firstLook.waitFor();
      expect(await firstLook.getAttribute('aria-hidden')).toBe('true');
      const drawnFirst = rounded(await placesOf(page, '.first-look__title'));
      expect(drawnFirst).toHaveLength(1);
      expect(drawnFirst[0]?.text).not.toBe('');
      expect((await firstLook.boundingBox())?.height).toBe(48);

      await reactAdmin.release();
      await firstLook.waitFor({ state: 'detached' });
      expect(rounded(await placesOf(page, '#react-admin-title'))).toEqual(drawnFirst);
    },
  );

  it('draws nothing for a signed-in customer, whom react-admin sends to the sign-in', async () => {
    const cast = await createCast(stage.portal);
    const page = await stage.person({ viewport: { width: 390, height: 800 } });
    await signInQuickly(page, cast.owner.email, defaultPassword);
    const reactAdmin = await holdReactAdmin(page);
    await page.goto('/admin/releases');
    // The entry asks for react-admin once its first look is drawn, or known to be none.
    await reactAdmin.asked;
    expect(await page.locator('#first-look').count()).toBe(0);
  });
});
