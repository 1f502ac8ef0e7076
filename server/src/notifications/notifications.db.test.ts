import { createSentNotification, createUser } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/sentNotifications/{userId}', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: adminCookie } = await signedInUser(t, 'admin'));
  }, 30_000);
  afterAll(() => t.close());

  const notificationsOf = (userId: number, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/webapi/sentNotifications/${userId}`, headers: cookie ? { cookie } : {} });

  it("gives an admin the user's notifications as readable lines, newest first", async () => {
    const customer = await createUser(t.db, { kind: 'trial' });
    await createSentNotification(t.db, {
      user: customer,
      slug: 'welcome',
      subject: 'Willkommen bei Brandfallsteuermatrix',
      sentAt: new Date('2026-01-10T08:00:00Z'),
    });
    await createSentNotification(t.db, {
      user: customer,
      slug: 'almost-over',
      subject: 'Ihre Testphase endet bald',
      sentAt: new Date('2026-01-15T16:45:00Z'),
    });
    await createSentNotification(t.db, { user: await createUser(t.db, { kind: 'trial' }), subject: 'Nicht für diesen Kunden' });

    const response = await notificationsOf(customer.id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      '15.01.2026, 17:45 Uhr – Ihre Testphase endet bald',
      '10.01.2026, 09:00 Uhr – Willkommen bei Brandfallsteuermatrix',
    ]);
  });

  it('answers an empty list for a user who got none, and 404 for an unknown user', async () => {
    const customer = await createUser(t.db, { kind: 'concept' });
    expect((await notificationsOf(customer.id, adminCookie)).json()).toEqual([]);
    expect((await notificationsOf(999_999, adminCookie)).statusCode).toBe(404);
  });

  it('refuses anonymous visitors and customers, also for their own notifications', async () => {
    const { user: customer, cookie: customerCookie } = await signedInUser(t, 'classic');
    expect((await notificationsOf(customer.id)).statusCode).toBe(401);
    const response = await notificationsOf(customer.id, customerCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
  });
});
