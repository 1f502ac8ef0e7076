import { screen } from '@testing-library/preact';
import { menuInfoFixture, ok, serverError, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { invoiceFixture } from '../../testing/order-fixtures';
import { renderWithServices } from '../../testing/render-with-services';
import InvoicesScreen from './InvoicesScreen';

function renderInvoices(routes: FakeRoutes) {
  return renderWithServices(<InvoicesScreen params={{}} query={{}} />, {
    withMenu: true,
    address: '/account/invoices',
    routes: { getMenuInfo: ok(menuInfoFixture({})), getUserInfo: ok(userInfoFixture({ id: 7 })), ...routes },
  });
}

describe('InvoicesScreen', () => {
  it('lists the account’s invoices with their PDF and XML under the tab "Rechnungen"', async () => {
    renderInvoices({ listMyInvoices: ok({ invoices: [invoiceFixture()] }) });
    const invoice = await screen.findByRole('article', { name: 'Rechnung 2026-00017' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rechnungen');
    expect(invoice.querySelector('a[href="/webapi/invoice/' + invoiceFixture().id + '/pdf"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Rechnungen' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there are none yet, and shows the server’s message when the list cannot be loaded', async () => {
    const { unmount } = renderInvoices({ listMyInvoices: ok({ invoices: [] }) });
    expect(await screen.findByText('Es liegen noch keine Rechnungen vor.')).toBeTruthy();
    unmount();
    renderInvoices({ listMyInvoices: serverError() });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
