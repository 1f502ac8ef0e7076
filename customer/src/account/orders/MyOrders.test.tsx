import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { orderFixture, quotedOrderFixture } from '../../testing/order-fixtures';
import { renderWithServices } from '../../testing/render-with-services';
import { MyOrders } from './MyOrders';

function renderOrders(orders = [quotedOrderFixture()], routes: FakeRoutes = {}) {
  const onAccepted = jest.fn();
  const onDeclined = jest.fn();
  const view = renderWithServices(<MyOrders orders={orders} onAccepted={onAccepted} onDeclined={onDeclined} />, {
    routes: { acceptQuoteToken: ok({ token: 'annahme-token' }), declineRenewalToken: ok({ token: 'ablehnen-token' }), ...routes },
  });
  return { ...view, onAccepted, onDeclined };
}

const expired = 'Dieses Angebot ist abgelaufen. Bitte fordern Sie ein neues Angebot an.';

describe('MyOrders', () => {
  it('says when there is no request yet', () => {
    renderOrders([]);
    expect(screen.getByText('Sie haben noch kein Angebot angefordert.')).toBeTruthy();
  });

  it('names every state in German', () => {
    const states = ['requested', 'quoted', 'accepted', 'invoiced', 'paid', 'cancelled'] as const;
    renderOrders(states.map((state, index) => orderFixture({ id: index + 1, state })));
    expect(screen.getAllByRole('article').map((article) => within(article).getAllByRole('definition')[0]?.textContent)).toEqual([
      'angefragt',
      'Angebot gesendet',
      'angenommen',
      'berechnet',
      'bezahlt',
      'storniert',
    ]);
    expect(screen.getAllByRole('button', { name: 'Angebot annehmen' })).toHaveLength(1);
  });

  it('shows a request with its edition, devices and, for Next, its viewers', () => {
    renderOrders([orderFixture({ id: 9, edition: 'next', devices: 1, insightViewers: 4, onsiteViewers: 2 })]);
    expect(screen.getByRole('heading', { name: 'Nr. 9: Next' }).tagName).toBe('H3');
    expect(screen.getByText('1 Gerät, 4 Insight-Viewer, 2 onSite-Viewer')).toBeTruthy();
    expect(screen.getByText('28.11.2026')).toBeTruthy();
  });

  it('shows a quote with its lines, discount, net total in euros and last day', () => {
    renderOrders();
    expect(screen.getByText('3 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät zu 499,00 € = 1.497,00 €')).toBeTruthy();
    expect(screen.getByText('Neukundenrabatt: −50,00 €')).toBeTruthy();
    expect(screen.getByText(/^1\.447,00 €/)).toBeTruthy();
    expect(screen.getByText('28.12.2026')).toBeTruthy();
  });

  it('accepts a quote with the Bestellnummer after the confirmation', async () => {
    const { server, onAccepted } = renderOrders([quotedOrderFixture()], {
      acceptQuote: ok({ success: true, invoiceNumber: '2026-00017' }),
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Ihre Bestellnummer (optional)' }), { target: { value: 'PO-2026-17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot annehmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Angebot verbindlich annehmen?' });
    expect(dialog.textContent?.replace(/\s+/g, ' ')).toContain('Angebot Nr. 17 zu 1.447,00 € netto');
    expect(server.requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verbindlich annehmen' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith('2026-00017'));
    const sent = server.requests.find((request) => request.url === '/webapi/order/17/accept');
    expect(Object.fromEntries(new URLSearchParams(sent?.body ?? ''))).toEqual({ purchaseOrder: 'PO-2026-17', _token: 'annahme-token' });
  });

  it('orders nothing when the confirmation is cancelled', async () => {
    const { server, onAccepted } = renderOrders();
    fireEvent.click(screen.getByRole('button', { name: 'Angebot annehmen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests).toEqual([]);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired quote', failure('quote-expired', expired), expired],
    [
      'a quote accepted before',
      failure('order-state', 'Das ist in diesem Stand der Bestellung („berechnet“) nicht möglich.'),
      'Das ist in diesem Stand der Bestellung („berechnet“) nicht möglich.',
    ],
  ])("shows the server's words for %s", async (_case, answer, message) => {
    const { onAccepted } = renderOrders([quotedOrderFixture()], { acceptQuote: answer });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot annehmen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verbindlich annehmen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  describe('a renewal quote', () => {
    const renewal = quotedOrderFixture({ id: 23, renewsLicenceEnd: '2027-01-31', discountCents: 0, discountReason: null });

    it('names what it renews: the licence end and the new term from the day after', () => {
      renderOrders([renewal]);
      const entry = screen.getByRole('article', { name: 'Nr. 23: Verlängerung Classic' });
      expect(
        within(entry)
          .getAllByRole('definition')
          .map((fact) => fact.textContent),
      ).toEqual(expect.arrayContaining(['Angebot gesendet', '31.01.2027', '01.02.2027']));
      expect(within(entry).getByRole('button', { name: 'Nicht verlängern' })).toBeTruthy();
    });

    it("'Nicht verlängern' asks once more and sends the reason with its token", async () => {
      const { server, onDeclined } = renderOrders([renewal], { declineRenewal: ok({ success: true }) });
      fireEvent.click(screen.getByRole('button', { name: 'Nicht verlängern' }));
      const dialog = screen.getByRole('dialog', { name: 'Lizenz nicht verlängern?' });
      expect(dialog.textContent).toContain('am 31.01.2027 aus');
      fireEvent.input(within(dialog).getByRole('textbox', { name: 'Grund (optional)' }), { target: { value: 'Projekt beendet' } });
      expect(server.requests).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Nicht verlängern' }));
      await waitFor(() => expect(onDeclined).toHaveBeenCalled());
      const sent = server.requests.find((request) => request.url === '/webapi/order/23/decline');
      expect(Object.fromEntries(new URLSearchParams(sent?.body ?? ''))).toEqual({ reason: 'Projekt beendet', _token: 'ablehnen-token' });
    });

    it('shows a declined renewal with its day and reason, without buttons', () => {
      renderOrders([
        orderFixture({
          id: 23,
          state: 'cancelled',
          renewsLicenceEnd: '2027-01-31',
          declinedAt: '2026-12-10T09:00:00.000Z',
          declineReason: 'Zu teuer',
        }),
      ]);
      expect(screen.getByText('Nicht verlängert am 10.12.2026: Zu teuer')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('offers no "Nicht verlängern" on an ordinary quote', () => {
      renderOrders([quotedOrderFixture()]);
      expect(screen.queryByRole('button', { name: 'Nicht verlängern' })).toBeNull();
    });
  });
});
