import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/menuinfo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PRODUCT_NAME: 'BSM Next', TERMS_VERSION: '2026-01' } });
  });
  afterAll(() => t.close());

  const menuOf = async (cookie?: string) => t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: cookie ? { cookie } : {} });

  it('describes the anonymous visitor', async () => {
    const response = await menuOf();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      menu: { product: 'BSM Next', supportEmail: 'support@example.com', helpCenterUrl: 'http://localhost:3000/hilfe' },
      signedIn: false,
      isAdmin: false,
      isTrial: false,
      isViewer: false,
      isConcept: false,
      needsLicense: false,
      daysValidity: null,
      logoutUrl: '',
    });
  });

  it.each([
    ['trial', { isTrial: true, daysValidity: 7, isAdmin: false }],
    ['insight', { isViewer: true, isTrial: false }],
    ['onSite', { isViewer: true }],
    ['concept', { isConcept: true, isViewer: false }],
    ['admin', { isAdmin: true, isTrial: false, needsLicense: false }],
    ['none', { needsLicense: true, isTrial: false, isViewer: false }],
  ] as const)('describes a signed-in %s user', async (kind, expected) => {
    const user = await createUser(t.db, { kind, password: 'passwort-123' });
    const response = await menuOf(await signIn(t.app, user.email, 'passwort-123'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ signedIn: true, ...expected });
  });

  it('counts down the days of a trial', async () => {
    const user = await createUser(t.db, { kind: 'trial', trialDaysLeft: 1, password: 'passwort-123' });
    expect((await menuOf(await signIn(t.app, user.email, 'passwort-123'))).json().daysValidity).toBe(1);
  });

  it('fails with terms-consent for a user who has not accepted the current terms', async () => {
    const user = await createUser(t.db, { kind: 'trial', acceptedTerms: false, password: 'passwort-123' });
    const response = await menuOf(await signIn(t.app, user.email, 'passwort-123'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'terms-consent' });
  });
});

describe('GET /webapi/menuinfo with a sales phone number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SALES_PHONE: '+49 30 1234-567' } });
  });
  afterAll(() => t.close());

  it('hands the number to the app for orders by invoice', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/menuinfo' });
    expect(response.json().menu).toEqual({
      product: 'Brandfallsteuermatrix',
      supportEmail: 'support@example.com',
      helpCenterUrl: 'http://localhost:3000/hilfe',
      salesPhone: '+49 30 1234-567',
    });
  });
});
