import { fetchManifestVersion } from './fetch-manifest.js';
import { nightlyManifest, startManifestServer } from './test-support/manifest-server.js';

describe('fetchManifestVersion', () => {
  let server: Awaited<ReturnType<typeof startManifestServer>>;
  beforeAll(async () => {
    server = await startManifestServer({
      '/ok.appinstaller': { status: 200, body: nightlyManifest('2026.11.22.1') },
      '/html': { status: 200, body: '<html><body>Wartung</body></html>' },
      '/big': { status: 200, body: `<AppInstaller Version="1.0.0.0">${' '.repeat(5000)}</AppInstaller>` },
      '/slow': 'hang',
    });
  });
  afterAll(() => server.close());

  const limits = { timeoutMs: 300, maxBytes: 4096 };

  it('reads the version of a manifest', async () => {
    expect(await fetchManifestVersion(server.url('/ok.appinstaller'), limits)).toEqual({ version: '2026.11.22.1' });
  });

  it('calls a missing file, a closed port and a host that never answers unreachable', async () => {
    expect(await fetchManifestVersion(server.url('/gibt-es-nicht'), limits)).toEqual({ problem: 'unreachable' });
    expect(await fetchManifestVersion('http://127.0.0.1:1/x.appinstaller', limits)).toEqual({ problem: 'unreachable' });
    expect(await fetchManifestVersion(server.url('/slow'), limits)).toEqual({ problem: 'unreachable' });
  });

  it('calls a page that is no manifest, or one beyond the size limit, malformed', async () => {
    expect(await fetchManifestVersion(server.url('/html'), limits)).toEqual({ problem: 'malformed' });
    expect(await fetchManifestVersion(server.url('/big'), limits)).toEqual({ problem: 'malformed' });
    expect(await fetchManifestVersion(server.url('/big'), { ...limits, maxBytes: 10_000 })).toEqual({ version: '1.0.0.0' });
  });
});
