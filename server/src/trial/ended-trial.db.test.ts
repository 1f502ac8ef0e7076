import { LICENSE } from '@bfsm/api-adapter';
import { createUser } from '../factories/index.js';
import { desktopTexts } from '../desktop/desktop-texts.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

const password = 'passwort-123';
const product = 'BSM Next';

/**
 * A trial ends at midnight after its last day, not when the trial's course next runs: every
 * answer the customer and the application get reads the same before that round as after it.
 */
describe('a trial past its last day, before the trial course has run', () => {
  let t: TestApp;
  // The clock the app reads; the test moves it, not the wall.
  let now = new Date('2026-03-10T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { PRODUCT_NAME: product } });
  });
  afterAll(() => t.close());

  it('reads as ended in userinfo, menu and the desktop API at once, exactly as after the course has ended it', async () => {
    const user = await createUser(t.db, { kind: 'trial', password, licenseExpiration: '2026-03-12' });
    const cookie = await signIn(t.app, user.email, password);
    const api = desktopApi(t.app);
    const activated = await api.activate({ email: user.email, password, fingerprint: 'fp-testphase-0001', deviceName: 'Büro-PC' });
    expect(activated.statusCode).toBe(200);
    const { deviceToken } = activated.json<{ deviceToken: string }>();

    const answers = async () => {
      const userinfo = await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } });
      const menu = await t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: { cookie } });
      const refresh = await api.refresh(deviceToken, 'fp-testphase-0001');
      const activation = await api.activate({ email: user.email, password, fingerprint: 'fp-testphase-0002', deviceName: 'Laptop' });
      return {
        userinfo: userinfo.json<{ licenseType: number; licenseExpiration: string | null }>(),
        menu: menu.json<{ isTrial: boolean; needsLicense: boolean; daysValidity: number | null }>(),
        refresh: { status: refresh.statusCode, body: refresh.json<unknown>() },
        activation: { status: activation.statusCode, body: activation.json<unknown>() },
      };
    };
    const storedLicense = async () =>
      (await t.db.selectFrom('users').select('license_type').where('id', '=', user.id).executeTakeFirstOrThrow()).license_type;

    now = new Date('2026-03-12T22:30:00Z'); // 23:30 on the last day in Berlin: still running
    expect((await answers()).menu).toMatchObject({ isTrial: true, needsLicense: false, daysValidity: 0 });

    now = new Date('2026-03-12T23:30:00Z'); // 00:30 on the day after in Berlin
    const before = await answers();
    expect(await storedLicense()).toBe(LICENSE.trial);
    expect(before.userinfo).toMatchObject({ licenseType: LICENSE.none, licenseExpiration: '2026-03-12' });
    // No 'Test-Lizenz: Noch 0 Tage' any more, but 'Jetzt … Lizenz kaufen!'.
    expect(before.menu).toMatchObject({ isTrial: false, needsLicense: true });
    const noLicense = { status: 403, body: { error: 'no-license', message: desktopTexts.noLicense(product) } };
    expect(before.refresh).toEqual(noLicense);
    expect(before.activation).toEqual(noLicense);

    await t.app.scheduledJobs.get('trial-course')?.run();
    expect(await storedLicense()).toBe(LICENSE.none);
    expect(await answers()).toEqual(before);
  });
});
