import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter } from 'react-admin';
import type { PriceItem } from '@bfsm/api-adapter';
import { fakeApi, failure, ok, type FakeAnswerFor } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import PricePage from './PricePage';

jest.setTimeout(30_000);

interface Price {
  id: number;
  item: PriceItem;
  netCents: number;
  validFrom: string;
  setBy: string | null;
}

const classic: Price = { id: 1, item: 'classic', netCents: 49_900, validFrom: '2026-11-01T08:30:00.000Z', setBy: 'chefin@example.test' };

function renderPrices(answer: FakeAnswerFor<'setPrice'>) {
  let prices: { current: Price[]; history: Price[] } = { current: [classic], history: [classic] };
  const api = fakeApi({
    listPrices: () => ok(prices),
    setPrice: (request) => {
      const { item, netCents } = JSON.parse(request.body ?? '{}') as { item: PriceItem; netCents: number };
      const next = { id: 2, item, netCents, validFrom: '2026-11-28T07:00:00.000Z', setBy: 'chefin@example.test' };
      if (answer.kind === 'ok') prices = { current: [classic, next], history: [next, classic] };
      return answer;
    },
  });
  globalThis.fetch = api.fetch as typeof globalThis.fetch;
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={createDataProvider({})} i18nProvider={germanI18nProvider}>
        <PricePage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
}

const setBodies = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.call === 'setPrice').map((request) => JSON.parse(request.body ?? '{}') as unknown);

describe("'Preise'", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows each price as it stands and saves a new one typed in euros as exact cents, into the history', async () => {
    const api = renderPrices(ok({ success: true }));
    const classicForm = await screen.findByRole('form', { name: 'Classic je Gerät und Jahr' });
    expect(within(classicForm).getByText(/^499,00\s€$/)).toBeTruthy();
    const next = screen.getByRole('form', { name: 'Next je Gerät und Jahr' });
    expect(within(next).getByText('noch kein Preis')).toBeTruthy();
    fireEvent.change(within(next).getByLabelText('Neuer Preis (€)'), { target: { value: '1.005,10' } });
    fireEvent.click(within(next).getByRole('button', { name: 'Preis für Next je Gerät und Jahr speichern' }));
    await screen.findByText('Der Preis für Next je Gerät und Jahr gilt ab jetzt.');
    expect(setBodies(api)).toEqual([{ item: 'next', netCents: 100_510 }]);
    const history = screen.getByRole('table', { name: 'Verlauf' });
    await within(history).findByText('Next je Gerät und Jahr');
    expect(within(next).getByText(/^1\.005,10\s€$/)).toBeTruthy();
  });

  it('refuses what is no amount in German without asking the server, and shows a refusal of the server', async () => {
    const api = renderPrices(failure('bad-request', 'Bitte geben Sie einen Betrag in Cent als ganze Zahl ab 0 ein.'));
    const insight = await screen.findByRole('form', { name: 'Insight je Gerät und Jahr' });
    fireEvent.change(within(insight).getByLabelText('Neuer Preis (€)'), { target: { value: '-5' } });
    fireEvent.click(within(insight).getByRole('button', { name: /speichern$/ }));
    await within(insight).findByText('Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.');
    expect(setBodies(api)).toEqual([]);
    fireEvent.change(within(insight).getByLabelText('Neuer Preis (€)'), { target: { value: '199' } });
    fireEvent.click(within(insight).getByRole('button', { name: /speichern$/ }));
    await screen.findByText('Bitte geben Sie einen Betrag in Cent als ganze Zahl ab 0 ein.');
    expect(setBodies(api)).toEqual([{ item: 'insight', netCents: 19_900 }]);
  });
});
