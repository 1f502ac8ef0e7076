import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { failure, fakeApi, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import AccountingExportDialog from './AccountingExportDialog';

const configured = {
  missing: [],
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '01-01',
  accountLength: 4,
  debtorAccount: 10000,
  revenueAccounts: { domestic: 8400, euReverseCharge: 8336 },
  chartOfAccounts: '03',
  lockBookings: false,
};

function renderDialog(routes: FakeRoutes) {
  const api = fakeApi(routes);
  globalThis.fetch = api.fetch as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountingExportDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return api;
}

describe('AccountingExportDialog', () => {
  const createObjectURL = jest.fn(() => 'blob:export');
  const clicked: string[] = [];
  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    // jsdom cannot follow a link; the browser would save the file.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });

  it('shows the DATEV settings and downloads the period the admin chose', async () => {
    const api = renderDialog({ getAccountingSettings: ok(configured), exportAccountingCsv: ok('Belegnummer;Art\r\n') });
    expect(await screen.findByText('29098')).toBeTruthy();
    expect(screen.getByText('SKR 03')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Von/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^Bis/), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(clicked).toEqual(['blob:export']));
    expect(api.requests.at(-1)).toMatchObject({ call: 'exportAccountingCsv', url: '/webapi/accounting/csv?from=2026-11-01&to=2026-11-30' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says in German why the server refused a period, and keeps the admin's dates", async () => {
    const message = 'Der Zeitraum muss in einem Wirtschaftsjahr liegen: Ein DATEV-Buchungsstapel enthält nur eines.';
    renderDialog({ getAccountingSettings: ok(configured), exportDatevBookings: failure('invalid-input', message, 'to') });
    await screen.findByText('29098');
    fireEvent.change(screen.getByLabelText(/^Von/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/^Bis/), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'DATEV-Buchungsstapel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((screen.getByLabelText(/^Von/) as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('offers no Buchungsstapel while the adviser numbers are missing, and names them', async () => {
    renderDialog({ getAccountingSettings: ok({ ...configured, missing: ['DATEV_CLIENT_NUMBER'], clientNumber: null }) });
    expect(
      await screen.findByText('Für den DATEV-Buchungsstapel fehlt die Einstellung DATEV_CLIENT_NUMBER. CSV und ZIP gehen auch ohne.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'DATEV-Buchungsstapel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Belege als ZIP' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
