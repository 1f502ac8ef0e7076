import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createApiClient, type Invoice } from '@bfsm/api-adapter';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { invoicesAdapter } from '@bfsm/api-adapter';
import { invoiceStatus } from './invoice-status';
import InvoiceList from './InvoiceList';

jest.setTimeout(30_000);

function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 5,
    number: '2026-00017',
    kind: 'invoice',
    orderId: 17,
    userId: 4,
    buyerCompany: 'Müller & Söhne GmbH',
    billingEmail: 'buchhaltung@mueller.test',
    issueDate: '2026-11-20',
    dueDate: '2099-12-04',
    netCents: 144_700,
    vatCents: 27_493,
    grossCents: 172_193,
    paidOn: null,
    cancelledBy: null,
    cancels: null,
    reminders: [],
    ...overrides,
  };
}

function renderInvoices(initial = [invoiceFixture()]) {
  let invoices = initial;
  const api = fakeApi({
    listInvoices: () => ok({ total: invoices.length, invoices }),
    listInvoiceMonths: ok({
      months: [
        { month: '2026-11', invoicedCents: 172_193, paidCents: 0, openCents: 172_193, overdueCents: 0, cancelledCents: 0 },
        { month: '2026-10', invoicedCents: 59_381, paidCents: 59_381, openCents: 0, overdueCents: 0, cancelledCents: 0 },
      ],
    }),
    markInvoicePaid: () => ok({ success: true }),
    cancelInvoice: () => {
      invoices = [
        invoiceFixture({ id: 6, number: '2026-00018', kind: 'cancellation', dueDate: null, cancels: '2026-00017' }),
        invoiceFixture({ cancelledBy: '2026-00018' }),
      ];
      return ok({ success: true, invoiceNumber: '2026-00018' });
    },
  });
  globalThis.fetch = api.fetch as typeof globalThis.fetch;
  const dataProvider = createDataProvider({ invoices: invoicesAdapter(createApiClient({ fetch: api.fetch })) });
  render(
    <TestMemoryRouter initialEntries={['/invoices?filter=%7B%22status%22%3A%22open%22%7D']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider}>
        <ResourceContextProvider value="invoices">
          <InvoiceList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
}

const bodiesOf = (api: ReturnType<typeof fakeApi>, call: string) =>
  api.requests
    .filter((request) => request.call === call)
    .map((request) => ({ url: request.url, body: JSON.parse(request.body ?? '{}') as unknown }));

describe("'Rechnungen'", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('lists the filtered view with its files and exports that view as CSV', async () => {
    const api = renderInvoices();
    const row = (await screen.findByText('2026-00017')).closest('tr') as HTMLElement;
    expect(within(row).getByText('offen')).toBeTruthy();
    expect(within(row).getByText(/^1\.721,93\s€$/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'PDF von 2026-00017 herunterladen' }).getAttribute('href')).toBe('/webapi/invoice/5/pdf');
    expect(within(row).getByRole('link', { name: 'XML von 2026-00017 herunterladen' }).getAttribute('href')).toBe('/webapi/invoice/5/xml');
    expect(api.requests.find((request) => request.call === 'listInvoices')?.url).toContain('status=open');
    expect(screen.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href')).toBe(
      '/webapi/invoices-export?sort=id&order=DESC&status=open',
    );
  });

  it("records a payment on the date given (today unless changed), and cancels with the Stornorechnung's number", async () => {
    const api = renderInvoices();
    const row = (await screen.findByText('2026-00017')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Zahlung erfassen' }));
    const payment = await screen.findByRole('dialog', { name: 'Zahlung für 2026-00017 erfassen' });
    fireEvent.change(within(payment).getByLabelText(/^Zahlungseingang am/), { target: { value: '2026-12-02' } });
    fireEvent.click(within(payment).getByRole('button', { name: 'Zahlung erfassen' }));
    await screen.findByText('Die Zahlung für 2026-00017 wurde erfasst.');
    expect(bodiesOf(api, 'markInvoicePaid')).toEqual([{ url: '/webapi/invoice/5/paid', body: { paidOn: '2026-12-02' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: 'Stornieren' }));
    const cancel = await screen.findByRole('dialog', { name: 'Rechnung 2026-00017 stornieren?' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Stornieren' }));
    await screen.findByText('Die Rechnung 2026-00017 wurde storniert: Stornorechnung 2026-00018.');
    expect(bodiesOf(api, 'cancelInvoice')).toEqual([{ url: '/webapi/invoice/5/cancel', body: {} }]);
    const cancellation = (await screen.findByText('2026-00018')).closest('tr') as HTMLElement;
    expect(within(cancellation).getByText('Stornorechnung')).toBeTruthy();
    expect(within(cancellation).queryByRole('button', { name: 'Stornieren' })).toBeNull();
  });
});

describe('the Stand of an invoice', () => {
  it('shows the latest Zahlungserinnerung beside an unsettled invoice, and none once it is paid', async () => {
    renderInvoices([
      invoiceFixture({
        dueDate: '2026-11-17',
        reminders: [
          { level: 1, sentAt: '2026-11-24T08:00:00.000Z' },
          { level: 2, sentAt: '2026-12-08T08:00:00.000Z' },
        ],
      }),
      invoiceFixture({
        id: 7,
        number: '2026-00020',
        dueDate: '2026-11-17',
        paidOn: '2026-12-09',
        reminders: [{ level: 1, sentAt: '2026-11-24T08:00:00.000Z' }],
      }),
    ]);
    const overdue = (await screen.findByText('2026-00017')).closest('tr') as HTMLElement;
    expect(within(overdue).getByText('überfällig · 2. Zahlungserinnerung am 08.12.2026')).toBeTruthy();
    const paid = screen.getByText('2026-00020').closest('tr') as HTMLElement;
    expect(within(paid).getByText('bezahlt')).toBeTruthy();
  });

  it('sums each month beside the list', async () => {
    renderInvoices();
    const months = await screen.findByRole('table', { name: 'Summen je Monat' });
    const november = within(months).getByRole('row', { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1.721,93 €', '0,00 €', '1.721,93 €', '0,00 €', '0,00 €']);
  });

  it('is storniert, bezahlt, überfällig after its due date, else offen', () => {
    const today = '2026-12-05';
    expect(invoiceStatus(invoiceFixture({ dueDate: '2026-12-05' }), today)).toBe('open');
    expect(invoiceStatus(invoiceFixture({ dueDate: '2026-12-04' }), today)).toBe('overdue');
    expect(invoiceStatus(invoiceFixture({ dueDate: '2026-12-04', paidOn: '2026-12-05' }), today)).toBe('paid');
    expect(invoiceStatus(invoiceFixture({ cancelledBy: '2026-00018' }), today)).toBe('cancelled');
    expect(invoiceStatus(invoiceFixture({ kind: 'cancellation', dueDate: null }), today)).toBe('cancelled');
  });
});
