import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, ok, serverError, type FakeAnswerFor, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import InstallerPage from './InstallerPage';

const manifestUrl = 'https://downloads.example.com/nightly/Brandfallsteuermatrix.appinstaller';

function renderInstallerPage(answer: FakeAnswerFor<'getNextInstallUrl'>, more: FakeRoutes = {}) {
  const { fetch, requests } = fakeApi({ getNextInstallUrl: answer, ...more });
  const client = createApiClient({ fetch, navigate: () => undefined });
  render(
    <TestMemoryRouter initialEntries={['/install-next']}>
      <AdminContext dataProvider={createDataProvider({})} i18nProvider={germanI18nProvider}>
        <InstallerPage client={client} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return requests;
}

describe('InstallerPage', () => {
  it('shows the version the server read and the download link', async () => {
    renderInstallerPage(ok({ url: manifestUrl, version: '2026.11.22.4', problem: null }));
    expect((await screen.findByText(/Aktuelle Version/)).textContent).toBe('Aktuelle Version: 2026.11.22.4');
    expect(screen.getByRole('link', { name: 'Nightly herunterladen' }).getAttribute('href')).toBe(manifestUrl);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['unreachable', 'Die Installationsdatei der Nightly ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.'],
    ['malformed', 'Die Installationsdatei der Nightly ist fehlerhaft: Es konnte keine Version gelesen werden.'],
  ] as const)('says so in German when the manifest is %s, and still offers the link', async (problem, text) => {
    renderInstallerPage(ok({ url: manifestUrl, version: null, problem }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Nightly herunterladen' })).toBeTruthy();
    expect(screen.queryByText(/Aktuelle Version/)).toBeNull();
  });

  it('records the version as a Nightly release with one click', async () => {
    const requests = renderInstallerPage(ok({ url: manifestUrl, version: '2026.11.22.4', problem: null }), {
      releaseToken: ok({ token: 'tok' }),
      recordNightlyRelease: ok({ success: true, id: 3 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Als Nightly-Version erfassen' }));
    expect(await screen.findByText('Die Nightly-Version wurde unter „Versionen“ erfasst.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.url === '/webapi/releases/record-nightly')).toBe(true);
  });

  it('names the missing setting, without a link', async () => {
    renderInstallerPage(ok({ url: null, version: null, problem: 'not-configured' }));
    expect((await screen.findByRole('alert')).textContent).toContain('NIGHTLY_INSTALLER_URL');
    expect(screen.queryByRole('link', { name: 'Nightly herunterladen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Als Nightly-Version erfassen' })).toBeNull();
  });

  it('shows a failed call as an error, not a blank page', async () => {
    renderInstallerPage(serverError());
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten.');
  });
});
