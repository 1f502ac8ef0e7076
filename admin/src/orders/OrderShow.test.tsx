import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router';
import { createApiClient, type Order } from '@bfsm/api-adapter';
import { failure, fakeApi, ok, orderFixture as sharedOrderFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { ordersAdapter } from '@bfsm/api-adapter';
import OrderShow from './OrderShow';

// react-admin's screens take seconds to draw under jsdom on two shared cores.
jest.setTimeout(30_000);

/** The order of these tests: a request with a message. */
const orderFixture = (overrides: Partial<Order> = {}): Order => sharedOrderFixture({ message: 'Bitte mit Bestellnummer', ...overrides });

const classicLine = { description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 3, unitNetPriceCents: 49_900 };

function renderOrder(routes: FakeRoutes) {
  const api = fakeApi(routes);
  globalThis.fetch = api.fetch as typeof globalThis.fetch;
  const dataProvider = createDataProvider({ orders: ordersAdapter(createApiClient({ fetch: api.fetch })) });
  render(
    <TestMemoryRouter initialEntries={['/orders/17/show']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider}>
        <ResourceContextProvider value="orders">
          <Routes>
            <Route path="/orders/:id/show" element={<OrderShow />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
}

const sentBodies = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.call === 'sendQuote').map((request) => JSON.parse(request.body ?? '{}') as unknown);

describe('the order', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is quoted from the proposed lines, edited in euros and sent in exact cents with its discount', async () => {
    let order = orderFixture();
    const api = renderOrder({
      getOrder: () => ok(order),
      proposeQuoteLines: ok({ lines: [classicLine] }),
      sendQuote: () => {
        order = orderFixture({ state: 'quoted', lines: [classicLine], discountCents: 5_050, discountReason: 'Treue', netCents: 134_640 });
        return ok(order);
      },
    });
    await screen.findByText('Bitte mit Bestellnummer');
    expect(screen.getByText('angefragt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Angebot schreiben' }));
    const form = await screen.findByRole('form', { name: 'Angebot schreiben' });
    const first = within(form).getByRole('group', { name: 'Positionen 1' });
    expect((within(first).getByLabelText(/^Einzelpreis netto/) as HTMLInputElement).value).toBe('499,00');
    // 0,29 € is the classic float trap: 0.29 * 100 is 28.999….
    fireEvent.change(within(first).getByLabelText(/^Einzelpreis netto/), { target: { value: '465,29' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Position hinzufügen' }));
    const second = within(form).getByRole('group', { name: 'Positionen 2' });
    fireEvent.change(within(second).getByLabelText(/^Beschreibung/), { target: { value: 'Einrichtung' } });
    fireEvent.change(within(second).getByLabelText(/^Einzelpreis netto/), { target: { value: '1.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Position 2 entfernen' }));
    expect(within(form).queryByRole('group', { name: 'Positionen 2' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Rabatt (€)'), { target: { value: '50,5' } });
    fireEvent.change(within(form).getByLabelText('Grund des Rabatts'), { target: { value: 'Treue' } });
    expect(within(form).getByText(/^Netto: 1\.345,37\s€$/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Angebot senden' }));

    await screen.findByText('Das Angebot wurde gesendet.');
    expect(sentBodies(api)).toEqual([
      { lines: [{ ...classicLine, unitNetPriceCents: 46_529 }], discountCents: 5_050, discountReason: 'Treue' },
    ]);
    await screen.findByText('Angebot gesendet');
    expect(within(screen.getByRole('table', { name: 'Positionen' })).getByText('Treue')).toBeTruthy();
  });

  it('keeps a quote with a wrong amount in the form and says which', async () => {
    const api = renderOrder({ getOrder: ok(orderFixture()), proposeQuoteLines: ok({ lines: [classicLine] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Angebot schreiben' }));
    const form = await screen.findByRole('form', { name: 'Angebot schreiben' });
    fireEvent.change(within(form).getByLabelText(/^Einzelpreis netto/), { target: { value: '12.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Angebot senden' }));
    expect(await within(form).findByText('Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.')).toBeTruthy();
    expect(sentBodies(api)).toEqual([]);
  });

  it("shows the server's German refusal, and offers invoice and cancel by the order's state", async () => {
    const refusal = 'Das ist in diesem Stand der Bestellung („berechnet“) nicht möglich.';
    const api = renderOrder({
      getOrder: ok(orderFixture({ state: 'accepted', lines: [classicLine], netCents: 149_700 })),
      issueOrderInvoice: failure('order-state', refusal),
    });
    await screen.findByText('angenommen');
    expect(screen.queryByRole('button', { name: 'Angebot schreiben' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung stellen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.requests.filter((request) => request.call === 'issueOrderInvoice')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Stornieren' })).toBeTruthy();
  });

  it('names the licence end a renewal continues from', async () => {
    renderOrder({ getOrder: ok(orderFixture({ state: 'quoted', renewsLicenceEnd: '2027-01-31' })) });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Verlängerung der Lizenz zum 31.01.2027');
  });

  it.each([
    ['Wir stellen auf Next um', '„Nicht verlängern“ am 10.12.2026: Wir stellen auf Next um'],
    ['', '„Nicht verlängern“ am 10.12.2026: ohne Angabe von Gründen'],
  ])('shows a declined renewal with the reason %j', async (reason, text) => {
    // 23:30 UTC is already the next day in Berlin.
    renderOrder({
      getOrder: ok(
        orderFixture({ state: 'cancelled', renewsLicenceEnd: '2027-01-31', declinedAt: '2026-12-09T23:30:00.000Z', declineReason: reason }),
      ),
    });
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Verlängerung der Lizenz zum 31.01.2027')).toBeTruthy();
    expect(within(note).getByText(text)).toBeTruthy();
  });

  it('says nothing of renewals for an order that renews nothing', async () => {
    renderOrder({ getOrder: ok(orderFixture()) });
    await screen.findByText('Bitte mit Bestellnummer');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Verlängerung/)).toBeNull();
  });
});
