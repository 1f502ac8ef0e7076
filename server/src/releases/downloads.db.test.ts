import { createRelease } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

describe('the download page GET /webapi/downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const downloads = (cookie?: string) => t.app.inject({ method: 'GET', url: '/webapi/downloads', headers: cookie ? { cookie } : {} });

  it('is empty until a stable release is published', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    await createRelease(t.db, { version: '3.0.0.0', published: false });
    expect((await downloads(cookie)).json()).toEqual({ stable: [], nightly: null });
  });

  it('lists the newest five published stable versions, newest first, with sanitised notes; the Nightly only for admins', async () => {
    for (const [index, version] of ['4.1.0.0', '4.2.0.0', '4.3.0.0', '4.4.0.0', '4.9.0.0', '4.10.0.0'].entries())
      await createRelease(t.db, { version, publishedOn: `2026-10-1${index}`, notes: `**${version}** <script>alert(1)</script>` });
    await createRelease(t.db, { version: '5.0.0.0', channel: 'nightly', installer: 'installers/nightly/B.appinstaller' });
    const { cookie } = await signedInUser(t, 'classic');
    const answer = (await downloads(cookie)).json();
    expect(answer.stable.map((release: { version: string }) => release.version)).toEqual([
      '4.10.0.0',
      '4.9.0.0',
      '4.4.0.0',
      '4.3.0.0',
      '4.2.0.0',
    ]);
    expect(answer.stable[0]).toEqual({
      version: '4.10.0.0',
      publishedOn: '2026-10-15',
      notesHtml: '<p><strong>4.10.0.0</strong> </p>\n',
      installerUrl: 'https://downloads.example.com/4.10.0.0/Brandfallsteuermatrix.appinstaller',
    });
    expect(answer.nightly).toBeNull();
    const { cookie: admin } = await signedInUser(t, 'admin');
    expect((await downloads(admin)).json().nightly).toMatchObject({
      version: '5.0.0.0',
      installerUrl: '/download/installer?channel=nightly',
    });
  });

  it('refuses anonymous visitors', async () => {
    expect((await downloads()).statusCode).toBe(401);
  });
});
