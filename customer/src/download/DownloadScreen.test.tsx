import { screen, waitFor, within } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import type { DownloadableRelease } from '@bfsm/api-adapter';
import { renderWithServices } from '../testing/render-with-services';
import DownloadScreen from './DownloadScreen';

const release = (version: string, publishedOn: string, notesHtml = ''): DownloadableRelease => ({
  version,
  publishedOn,
  notesHtml,
  installerUrl: 'https://downloads.example.com/Brandfallsteuermatrix.appinstaller',
});

const renderDownload = (routes: FakeRoutes) => renderWithServices(<DownloadScreen />, { routes, address: '/download' });

describe('DownloadScreen', () => {
  it('shows the newest stable version with its date, the download button and the notes of each version', async () => {
    renderDownload({
      listDownloads: ok({
        stable: [
          release('4.2.1.0', '2026-11-20', '<ul><li>Neue <strong>Matrix</strong>-Ansicht</li></ul>'),
          release('4.2.0.0', '2026-10-01', '<p>Fehler behoben</p>'),
        ],
        nightly: null,
      }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Anwendung herunterladen');
    expect(screen.getByText('Aktuelle Version: 4.2.1 vom 20.11.2026')).toBeTruthy();
    const button = screen.getByRole('link', { name: 'Installationsprogramm herunterladen' });
    expect(button.getAttribute('href')).toBe('/download/installer');
    // Counted by the tracker as a download although the address has no .appinstaller extension.
    expect(button.classList.contains('matomo_download')).toBe(true);

    const notes = screen.getByRole('region', { name: 'Versionshinweise' });
    expect(
      within(notes)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Version 4.2.1 vom 20.11.2026', 'Version 4.2.0 vom 01.10.2026']);
    // The server's sanitised HTML is drawn as HTML, not as text.
    expect(within(notes).getByText('Matrix').tagName).toBe('STRONG');
    expect(within(notes).getByText('Fehler behoben').tagName).toBe('P');
    expect(screen.queryByRole('region', { name: 'Nightly (nur für Administratoren)' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Download – Brandfallsteuermatrix'));
  });

  it('offers the installer without a version while no stable release is published', async () => {
    renderDownload({ listDownloads: ok({ stable: [], nightly: null }) });
    expect(await screen.findByRole('link', { name: 'Installationsprogramm herunterladen' })).toBeTruthy();
    expect(screen.queryByText(/Aktuelle Version/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Versionshinweise' })).toBeNull();
  });

  it('shows an admin the newest Nightly with its own download link', async () => {
    renderDownload({
      listDownloads: ok({
        stable: [],
        nightly: { ...release('5.0.0.3', '2026-11-25'), installerUrl: 'https://nightly.example.com/Brandfallsteuermatrix.appinstaller' },
      }),
    });
    const nightly = await screen.findByRole('region', { name: 'Nightly (nur für Administratoren)' });
    expect(within(nightly).getByRole('heading', { level: 3 }).textContent).toBe('Version 5.0.0.3 vom 25.11.2026');
    expect(within(nightly).getByText('Keine Versionshinweise.')).toBeTruthy();
    expect(within(nightly).getByRole('link', { name: 'Nightly herunterladen' }).getAttribute('href')).toBe(
      'https://nightly.example.com/Brandfallsteuermatrix.appinstaller',
    );
  });

  it('sends an anonymous visitor to the sign-in, which leads back here', async () => {
    const { navigate } = renderDownload({ listDownloads: failure('unauthorized', 'Bitte melden Sie sich an.') });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdownload'));
  });
});
