import { defaultPassword } from '@bfsm/server/factories/index.js';
import type { Page } from 'playwright-core';
import { createCast } from '../lighthouse/signed-in-screens.js';
import { describeJourney } from '../support/browser.js';
import { holdReactAdmin } from '../support/hold-react-admin.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

/** Every GET the page sends to the webapi from now on, as its path and query. */
function webapiAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/webapi/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

const isCall = (path: string) => (request: { url: () => string }) => new URL(request.url()).pathname === path;

const askedAt = (asked: string[], path: string) => asked.filter((address) => new URL(address, 'http://portal.test').pathname === path);

/**
 * The back-office's entry asks for a list's first page (and 'Summen je Monat' beside 'Rechnungen')
 * while react-admin still loads (decision 071). The page react-admin's list then asks for must be
 * that one, or the list would ask a second time: each is asked once, in the view the address or
 * react-admin's stored view names.
 */
describeJourney('The back-office asks for a list screen’s content once, before react-admin has loaded', () => {
  const stage = setUpJourneyStage();

  async function adminWatched() {
    const cast = await createCast(stage.portal);
    const page = await stage.person({ viewport: { width: 1280, height: 800 } });
    await signInQuickly(page, cast.admin.email, defaultPassword);
    return { page, asked: webapiAsked(page) };
  }

  it("'Rechnungen' asks for its first page and the months beside it while react-admin loads, and once each", async () => {
    const { page, asked } = await adminWatched();
    const reactAdmin = await holdReactAdmin(page);
    const askedEarly = Promise.all([
      page.waitForRequest(isCall('/webapi/invoices')),
      page.waitForRequest(isCall('/webapi/invoice-months')),
    ]);
    await page.goto('/admin/invoices');
    await askedEarly;
    await reactAdmin.release();
    await page.getByText('Keine Rechnungen gefunden').waitFor();
    await page.getByRole('region', { name: 'Summen je Monat' }).waitFor();
    expect(askedAt(asked, '/webapi/invoices')).toEqual(['/webapi/invoices?sort=id&order=DESC&page=1&perPage=10']);
    expect(askedAt(asked, '/webapi/invoice-months')).toHaveLength(1);
  });

  it("'Bestellungen' asks for its first page while react-admin loads, and once", async () => {
    const { page, asked } = await adminWatched();
    const reactAdmin = await holdReactAdmin(page);
    const askedEarly = page.waitForRequest(isCall('/webapi/orders'));
    await page.goto('/admin/orders');
    await askedEarly;
    await reactAdmin.release();
    await page.getByText('Keine Bestellungen gefunden').waitFor();
    expect(askedAt(asked, '/webapi/orders')).toEqual(['/webapi/orders?sort=id&order=DESC&page=1&perPage=10']);
  });

  it('a list opened without a view in its address asks once for the view react-admin stored last time', async () => {
    const { page, asked } = await adminWatched();
    // As react-admin's localStorageStore keeps 'Rechnungen' filtered by 'Bezahlt', by due date, 25 a page.
    await page.addInitScript(() =>
      localStorage.setItem(
        'RaStore.invoices.listParams',
        JSON.stringify({ filter: { status: 'paid' }, sort: 'dueDate', order: 'ASC', page: 1, perPage: 25, displayedFilters: {} }),
      ),
    );
    await page.goto('/admin/invoices');
    await page.getByText('Mit den aktuellen Filtern wurden keine Rechnungen gefunden.').waitFor();
    expect(askedAt(asked, '/webapi/invoices')).toEqual(['/webapi/invoices?sort=dueDate&order=ASC&page=1&perPage=25&status=paid']);
  });

  it('a list opened on an address with a view asks once for that view', async () => {
    const { page, asked } = await adminWatched();
    const view = new URLSearchParams({
      filter: JSON.stringify({ state: 'requested' }),
      order: 'ASC',
      page: '1',
      perPage: '25',
      sort: 'createdAt',
    });
    await page.goto(`/admin/orders?${view}`);
    await page.getByText('Mit den aktuellen Filtern wurden keine Bestellungen gefunden.').waitFor();
    expect(askedAt(asked, '/webapi/orders')).toEqual(['/webapi/orders?sort=createdAt&order=ASC&page=1&perPage=25&state=requested']);
  });
});
