import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { Overview } from '@bfsm/api-adapter';
import { fakeApi, ok, overviewFixture } from '@bfsm/api-adapter/testing';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import OverviewPage from './OverviewPage';

// The charts draw SVG that jsdom cannot measure; each chart's table carries the same figures.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: Array<{ label: string; stack?: string; data: number[] }> }) => (
    <div data-testid="bar-chart">
      {series.map((one) => `${one.label}${one.stack ? ` (${one.stack})` : ''}: ${one.data.join(' ')}`).join(' | ')}
    </div>
  ),
}));
jest.mock('@mui/x-charts/LineChart', () => ({ LineChart: () => <div data-testid="line-chart" /> }));

jest.setTimeout(30_000);

type RenewalCounts = Overview['money']['renewalMonths'][number];

/** A quiet portal's overview (the fixture's) with these renewals in the months of the licence end. */
function overviewWith(renewals: Partial<Record<string, Partial<RenewalCounts>>>): Overview {
  const overview = overviewFixture();
  const renewalMonths = overview.money.renewalMonths.map((month) => ({ ...month, ...renewals[month.month] }));
  return { ...overview, money: { ...overview.money, renewalMonths } };
}

function renderOverview(overview: Overview) {
  globalThis.fetch = fakeApi({ getOverview: ok(overview) }).fetch as typeof globalThis.fetch;
  render(
    <AdminContext i18nProvider={germanI18nProvider}>
      <OverviewPage />
    </AdminContext>,
  );
}

/** The table's rows, cell texts per row, header row left out. */
const rows = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe("'Übersicht': the renewals", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('gives the rate of the last 12 months beside the renewals due, and per month of the licence end as stacked bars with their table', async () => {
    renderOverview(
      overviewWith({
        '2025-12': { renewed: 1 },
        '2026-10': { renewed: 1, lapsed: 1 },
        '2026-11': { renewed: 1, declined: 1 },
      }),
    );
    const money = await screen.findByRole('region', { name: 'Offene Posten und Verlängerungen' });
    expect(rows(money).slice(-2)).toEqual([
      ['Jahreslizenzen, die in den nächsten 60 Tagen enden', '2'],
      ['Verlängerungsquote der letzten 12 Monate', '60\u00a0% (3 von 5)'],
    ]);

    const chart = await screen.findByRole('region', { name: 'Verlängerungen nach Monat des Lizenzendes' });
    const table = within(chart).getByRole('table', { name: 'Verlängerungen nach Monat des Lizenzendes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Monat des Lizenzendes', 'Verlängert', 'Abgelehnt', 'Ausgelaufen', 'Verlängerungsquote']);
    const counted = rows(chart);
    expect(counted).toHaveLength(13);
    expect(counted[0]).toEqual(['Dez. 2025', '1', '0', '0', '100\u00a0%']);
    expect(counted[1]).toEqual(['Jan. 2026', '0', '0', '0', '–']);
    expect(counted.slice(-3)).toEqual([
      ['Okt. 2026', '1', '0', '1', '50\u00a0%'],
      ['Nov. 2026', '1', '1', '0', '50\u00a0%'],
      ['Summe', '3', '1', '1', '60\u00a0%'],
    ]);
    expect(within(chart).getByTestId('bar-chart').textContent).toBe(
      [
        'Verlängert (outcome): 1 0 0 0 0 0 0 0 0 0 1 1',
        'Abgelehnt (outcome): 0 0 0 0 0 0 0 0 0 0 0 1',
        'Ausgelaufen (outcome): 0 0 0 0 0 0 0 0 0 0 1 0',
      ].join(' | '),
    );
  });

  it('shows a dash for the rate while no licence with a renewal has ended', async () => {
    renderOverview(overviewWith({}));
    const money = await screen.findByRole('region', { name: 'Offene Posten und Verlängerungen' });
    expect(rows(money).at(-1)).toEqual(['Verlängerungsquote der letzten 12 Monate', '–']);
    const chart = await screen.findByRole('region', { name: 'Verlängerungen nach Monat des Lizenzendes' });
    expect(rows(chart).at(-1)).toEqual(['Summe', '0', '0', '0', '–']);
  });
});
