import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ListContextProvider, useList, type RaRecord } from 'react-admin';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import type { CallOutput, releaseCalls } from '@bfsm/api-adapter';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import VersionsInUse from './VersionsInUse';

// The chart draws SVG that jsdom cannot measure; the table beside it carries the same figures.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ xAxis }: { xAxis: Array<{ data: string[] }> }) => <div data-testid="bar-chart">{xAxis[0]?.data.join(' | ')}</div>,
}));

/** The releases list around the aside, as react-admin's <List> gives it: its rows there, or still being asked for. */
function ReleasesList({ list: state }: { list: ListState }) {
  const list = useList<RaRecord>(
    state === 'pending' ? { isPending: true } : state === 'failed' ? { isPending: true, error: new Error('Liste') } : { data: [] },
  );
  return (
    <ListContextProvider value={list}>
      <VersionsInUse />
    </ListContextProvider>
  );
}

type ListState = 'loaded' | 'pending' | 'failed';

function renderWith(answer: VersionsInUseAnswer, { list = 'loaded' as ListState } = {}) {
  const fetch = jest.fn(fakeApi({ getVersionsInUse: ok(answer) }).fetch);
  globalThis.fetch = fetch as typeof globalThis.fetch;
  const inAdmin = (state: ListState) => (
    <AdminContext i18nProvider={germanI18nProvider}>
      <ReleasesList list={state} />
    </AdminContext>
  );
  const { rerender } = render(inAdmin(list));
  return { fetch, listLoaded: () => rerender(inAdmin('loaded')) };
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
    // The chart comes with its own chunk, after the table: waited for, not expected at once.
    expect((await within(section).findByTestId('bar-chart')).textContent).toBe('4.2.1 | 4.1.0.3 | ohne Angabe');
  });

  it('waits for the list’s rows before it draws itself, so that they do not push it down on a phone', async () => {
    const answer = { devices: 1, versions: [{ version: '4.2.1.0', devices: 1 }], newestStable: '4.2.1.0', shareOnNewestStable: 1 };
    const { fetch, listLoaded } = renderWith(answer, { list: 'pending' });
    // Its own call leaves at once, beside the list's; the section is not drawn meanwhile.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Versionen im Einsatz' })).toBeNull();
    listLoaded();
    const section = await screen.findByRole('region', { name: 'Versionen im Einsatz' });
    expect(await within(section).findByText('100 % der Geräte nutzen die neueste stabile Version 4.2.1.')).toBeTruthy();
  });

  it('does not wait for a list that failed', async () => {
    renderWith({ devices: 0, versions: [], newestStable: null, shareOnNewestStable: null }, { list: 'failed' });
    expect(await screen.findByText('Noch keine stabile Version veröffentlicht.')).toBeTruthy();
  });

  it('says so while no stable version is published, and draws no chart without devices', async () => {
    renderWith({ devices: 0, versions: [], newestStable: null, shareOnNewestStable: null });
    expect(await screen.findByText('Noch keine stabile Version veröffentlicht.')).toBeTruthy();
    expect(screen.queryByTestId('bar-chart')).toBeNull();
  });
});
