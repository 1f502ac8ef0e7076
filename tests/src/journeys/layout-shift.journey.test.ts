import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createPool, createUser, defaultPassword } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { describeJourney, phoneViewport } from '../support/browser.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { layoutShiftTotal, recordLayoutShifts, shiftsOf } from '../support/layout-shifts.js';
import { signInQuickly } from '../support/sign-in.js';

/** The Lighthouse suite's goal (tests/src/lighthouse/goals.ts): what arrives late moves the screen by at most this much. */
const layoutShiftGoal = 0.05;

describeJourney('Nothing moves under the reader’s eyes while a screen arrives', () => {
  const stage = setUpJourneyStage();
  const desktopViewport = { width: 1350, height: 940 };

  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`the registration and the forgotten-password screen keep still until the captcha is there (${name})`, async () => {
      for (const address of ['/register', '/register-concept', '/forgot-password']) {
        const page = await stage.person({ viewport });
        await recordLayoutShifts(page);
        await page.goto(address);
        // The widget arrives last: after its token call and once the page has settled.
        await page.getByText('Ich bin kein Roboter').waitFor();
        expect({ address, shifts: await shiftsOf(page) }).toEqual({ address, shifts: [] });
      }
    });
  }

  /** A pool owner with a member: the account area shows him every tab, the pool page a list. */
  async function poolOwnerWithMember() {
    const { db } = stage.portal;
    const owner = await createUser(db, { kind: 'nextOwner', email: `ruhig.${Date.now()}@example.test` });
    const pool = await createPool(db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 2 }] });
    const member = await createUser(db, { kind: 'insight', email: `mitglied.${Date.now()}@example.test` });
    await addPoolMember(db, { pool, user: member, licenseType: LICENSE.insight });
    return { owner, member };
  }

  /** The layout shift of each address, once its tabs are there and its calls are answered, and what moved. */
  async function shiftsWhileArriving(email: string, addresses: string[], viewport: { width: number; height: number }) {
    const results = [];
    for (const address of addresses) {
      const page: Page = await stage.person({ viewport });
      await signInQuickly(page, email, defaultPassword);
      await recordLayoutShifts(page);
      await page.goto(address);
      await page.getByRole('navigation', { name: 'Kontobereich' }).waitFor();
      await page.waitForLoadState('networkidle');
      const shifts = await shiftsOf(page);
      results.push({ address, total: layoutShiftTotal(shifts), shifts });
    }
    return results.filter((result) => result.total > layoutShiftGoal);
  }

  it('each account tab of a pool owner keeps still on a phone while tabs and panel arrive', async () => {
    const { owner } = await poolOwnerWithMember();
    const addresses = ['/account', '/account/edit', '/account/changePw', '/account/manage_subscription', '/account/advanced-details'];
    expect(await shiftsWhileArriving(owner.email, [...addresses, '/account/my-pool'], phoneViewport)).toEqual([]);
  });

  it('an admin’s view of a customer’s tabs keeps still, on a phone and at a desk', async () => {
    const { member } = await poolOwnerWithMember();
    const admin = await createUser(stage.portal.db, { kind: 'admin', email: `admin.ruhig.${Date.now()}@example.test` });
    const addresses = [`/account/${member.id}`, `/account/edit/${member.id}`, `/account/changePw/${member.id}`];
    expect(await shiftsWhileArriving(admin.email, addresses, phoneViewport)).toEqual([]);
    expect(await shiftsWhileArriving(admin.email, addresses, desktopViewport)).toEqual([]);
  });

  it("fits every account tab into a phone's window, with the current tab in view, also the last ones of the row", async () => {
    const { owner, member } = await poolOwnerWithMember();
    const admin = await createUser(stage.portal.db, { kind: 'admin', email: `admin.tabs.${Date.now()}@example.test` });
    const ownTabs = ['/account', '/account/edit', '/account/changePw', '/account/manage_subscription', '/account/my-pool'];
    const visits = [
      ...ownTabs.map((address) => [owner.email, address] as const),
      [admin.email, `/account/advanced-details/${member.id}`] as const,
    ];
    for (const width of [360, phoneViewport.width]) {
      for (const [email, address] of visits) {
        const page = await stage.person({ viewport: { ...phoneViewport, width } });
        await signInQuickly(page, email, defaultPassword);
        await page.goto(address);
        const tabs = page.getByRole('navigation', { name: 'Kontobereich' });
        const current = tabs.locator('[aria-current="page"]');
        await current.waitFor();
        await page.waitForLoadState('networkidle');
        const box = await current.boundingBox();
        // Nothing of the page lies beyond the window (the tab bar alone scrolls sideways), and the
        // current tab is scrolled into it: the pool's and 'Erweitert' lay beyond the right edge.
        expect({
          width,
          address,
          pageWidth: await page.evaluate(() => document.documentElement.scrollWidth),
          tabInView: (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width,
        }).toEqual({ width, address, pageWidth: width, tabInView: true });
      }
    }
  });
});
