import { createIssuedLicense, createUser } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/issued-licenses/{userId}', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: adminCookie } = await signedInUser(t, 'admin'));
  }, 30_000);
  afterAll(() => t.close());

  const issuedTo = (userId: number, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/webapi/issued-licenses/${userId}`, headers: cookie ? { cookie } : {} });

  it('lists one licence per calendar day in Berlin, newest first, with the first id of the day', async () => {
    const customer = await createUser(t.db, { kind: 'classic' });
    const first = await createIssuedLicense(t.db, { user: customer, issuedAt: new Date('2026-03-01T07:00:00Z') });
    await createIssuedLicense(t.db, { user: customer, issuedAt: new Date('2026-03-01T15:00:00Z') });
    // 23:30 UTC on 1 March is already 2 March in Berlin.
    const late = await createIssuedLicense(t.db, { user: customer, issuedAt: new Date('2026-03-01T23:30:00Z') });
    await createIssuedLicense(t.db, { user: customer, issuedAt: new Date('2026-03-02T10:00:00Z') });
    const summer = await createIssuedLicense(t.db, { user: customer, issuedAt: new Date('2026-07-14T22:15:00Z') });
    await createIssuedLicense(t.db, { user: await createUser(t.db, { kind: 'classic' }), issuedAt: new Date('2026-04-01T10:00:00Z') });

    const response = await issuedTo(customer.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: summer.id, date: '2026-07-15' },
      { id: late.id, date: '2026-03-02' },
      { id: first.id, date: '2026-03-01' },
    ]);
  });

  it('answers an empty list for a user without licences, and 404 for an unknown user', async () => {
    const customer = await createUser(t.db, { kind: 'concept' });
    expect((await issuedTo(customer.id, adminCookie)).json()).toEqual([]);
    expect((await issuedTo(999_999, adminCookie)).statusCode).toBe(404);
  });

  it('refuses anonymous visitors and customers', async () => {
    const { user: customer, cookie: customerCookie } = await signedInUser(t, 'classic');
    expect((await issuedTo(customer.id)).statusCode).toBe(401);
    expect((await issuedTo(customer.id, customerCookie)).statusCode).toBe(403);
  });
});
