import { fireEvent, screen, within } from '@testing-library/preact';
import type { MenuInfo } from '@bfsm/api-adapter';
import { menuInfoFixture, ok, pending, serverError, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { billingDetailsFixture, euCountriesFixture, quotedOrderFixture } from '../../testing/order-fixtures';
import { renderWithServices } from '../../testing/render-with-services';
import SubscriptionScreen from './SubscriptionScreen';

const content = { product: 'BFSM', supportEmail: 'vertrieb@bfsm.test', helpCenterUrl: 'https://hilfe.bfsm.test' };

// The order screens below the offer; their answers matter only where a test says so.
const orderRoutes: FakeRoutes = { getBillingDetails: pending(), listMyOrders: pending() };

function renderSubscription(menu: Partial<MenuInfo>, routes: FakeRoutes = orderRoutes) {
  return renderWithServices(<SubscriptionScreen params={{}} query={{}} />, {
    withMenu: true,
    address: '/account/manage_subscription',
    routes: { getMenuInfo: ok(menuInfoFixture(menu)), getUserInfo: ok(userInfoFixture({ id: 7 })), ...routes },
  });
}

describe('SubscriptionScreen', () => {
  it('shows the annual subscription of Next with what it includes and its price text', async () => {
    renderSubscription({ menu: content });
    expect((await screen.findByRole('heading', { name: 'BFSM Next im Jahres-Abo' })).tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jahres-Abo');
    expect(screen.getByText('Voller Funktionsumfang: alle Module sind freigeschaltet.')).toBeTruthy();
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
  });

  it('offers the order by invoice by e-mail and by phone', async () => {
    renderSubscription({ menu: { ...content, salesPhone: '+49 30 1234-567' } });
    expect(await screen.findByRole('heading', { name: 'Auf Rechnung bestellen' })).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:vertrieb@bfsm.test?subject=${encodeURIComponent('Bestellung Jahres-Abo BFSM Next auf Rechnung')}`,
    );
    expect(screen.getByRole('link', { name: '+49 30 1234-567' }).getAttribute('href')).toBe('tel:+49301234567');
  });

  it('leaves the phone line out when the operator set no number', async () => {
    renderSubscription({ menu: content });
    await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(screen.queryByText('Telefonisch:')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('tells a trial user how long the trial still runs', async () => {
    renderSubscription({ menu: content, isTrial: true, daysValidity: 1 });
    expect(await screen.findByText(/Ihr kostenloser Test läuft noch 1 Tag\./)).toBeTruthy();
  });

  it("names a yearly licence's end, where its renewal continues", async () => {
    renderWithServices(<SubscriptionScreen params={{}} query={{}} />, {
      withMenu: true,
      address: '/account/manage_subscription',
      routes: {
        getMenuInfo: ok(menuInfoFixture({ menu: content })),
        getUserInfo: ok(userInfoFixture({ id: 7, licenseType: 3, licenseExpiration: '2099-01-31' })),
        ...orderRoutes,
      },
    });
    expect(await screen.findByText(/^Ihre Lizenz läuft bis zum 31\.01\.2099\./)).toBeTruthy();
  });

  it('has no trial hint for a customer', async () => {
    renderSubscription({ menu: content, isTrial: false });
    await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(screen.queryByText(/Ihr kostenloser Test/)).toBeNull();
  });

  it('says so when the contact data cannot be loaded', async () => {
    renderWithServices(<SubscriptionScreen params={{}} query={{}} />, {
      withMenu: true,
      routes: { getMenuInfo: serverError(), getUserInfo: ok(userInfoFixture()), ...orderRoutes },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Menü laden');
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
  });

  it('loads the order screens below the offer: Rechnungsdaten, Angebot anfordern, the quotes and the invoices of the account', async () => {
    const { server } = renderSubscription(
      { menu: content },
      {
        getBillingDetails: ok({ billingDetails: billingDetailsFixture(), euCountries: euCountriesFixture }),
        listMyOrders: ok({ orders: [quotedOrderFixture()] }),
      },
    );
    expect(((await screen.findByRole('textbox', { name: 'Firma' })) as HTMLInputElement).value).toBe('Muster GmbH');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'BFSM Next im Jahres-Abo',
      'Auf Rechnung bestellen',
      'Rechnungsdaten',
      'Angebot anfordern',
      'Ihre Anfragen und Angebote',
    ]);
    expect(screen.queryByText(/Für ein Angebot benötigen wir Ihre Rechnungsdaten/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Angebot annehmen' })).toBeTruthy();
    expect(server.requests.map((request) => request.url)).toContain('/webapi/billing-details/7');
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
  });

  it('says that a quote needs Rechnungsdaten while the account has none', async () => {
    renderSubscription(
      { menu: content },
      {
        getBillingDetails: ok({ billingDetails: null, euCountries: euCountriesFixture }),
        listMyOrders: ok({ orders: [] }),
      },
    );
    expect(await screen.findByText(/Für ein Angebot benötigen wir Ihre Rechnungsdaten/)).toBeTruthy();
    expect(await screen.findByText('Sie haben noch kein Angebot angefordert.')).toBeTruthy();
  });

  it('after an acceptance shows the order as invoiced, loaded anew, with the thanks in the live region', async () => {
    let accepted = false;
    renderSubscription(
      { menu: content },
      {
        getBillingDetails: ok({ billingDetails: billingDetailsFixture(), euCountries: euCountriesFixture }),
        listMyOrders: () => ok({ orders: [quotedOrderFixture(accepted ? { state: 'invoiced', purchaseOrder: 'PO-1' } : {})] }),
        acceptQuoteToken: ok({ token: 'annahme-token' }),
        acceptQuote: () => {
          accepted = true;
          return ok({ success: true, invoiceNumber: '2026-00017' });
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Angebot annehmen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verbindlich annehmen' }));
    const thanks = await screen.findByText('Vielen Dank für Ihre Bestellung. Ihre Rechnung 2026-00017 finden Sie unter „Rechnungen“.');
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('berechnet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
  });
});
