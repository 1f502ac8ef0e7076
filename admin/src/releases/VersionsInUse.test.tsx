import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import type { CallOutput, releaseCalls } from '@bfsm/api-adapter';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import VersionsInUse from './VersionsInUse';

// The chart draws SVG that jsdom cannot measure; the table beside it carries the same figures.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ xAxis }: { xAxis: Array<{ data: string[] }> }) => <div data-testid="bar-chart">{xAxis[0]?.data.join(' | ')}</div>,
}));

function renderWith(answer: VersionsInUseAnswer) {
  const { fetch } = fakeApi({ getVersionsInUse: ok(answer) });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  render(
    <AdminContext i18nProvider={germanI18nProvider}>
      <VersionsInUse />
    </AdminContext>,
  );
}

type VersionsInUseAnswer = CallOutput<typeof releaseCalls.getVersionsInUse>;

/** The table's rows, cell texts per row. */
const rows = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('VersionsInUse', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('counts the devices per version in a chart and a table, with the share on the newest stable version', async () => {
    renderWith({
      devices: 7,
      versions: [
        { version: '4.2.1.0', devices: 4 },
        { version: '4.1.0.3', devices: 2 },
        { version: null, devices: 1 },
      ],
      newestStable: '4.2.1.0',
      shareOnNewestStable: 4 / 7,
    });
    const section = await screen.findByRole('region', { name: 'Versionen im Einsatz' });
    expect(await within(section).findByText('57 % der Geräte nutzen die neueste stabile Version 4.2.1.')).toBeTruthy();
    expect(within(section).getByRole('table', { name: 'Geräte der letzten 30 Tage je Version' })).toBeTruthy();
    expect(rows(section)).toEqual([
      ['4.2.1', '4'],
      ['4.1.0.3', '2'],
      ['ohne Angabe', '1'],
    ]);
    expect(within(section).getByTestId('bar-chart').textContent).toBe('4.2.1 | 4.1.0.3 | ohne Angabe');
  });

  it('says so while no stable version is published, and draws no chart without devices', async () => {
    renderWith({ devices: 0, versions: [], newestStable: null, shareOnNewestStable: null });
    expect(await screen.findByText('Noch keine stabile Version veröffentlicht.')).toBeTruthy();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
  });
});
