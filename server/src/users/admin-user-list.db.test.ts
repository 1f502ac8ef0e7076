import { addPoolMember, createPool, createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

describe('GET /webapi/admin/users/{filter}', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, {
      kind: 'admin',
      email: 'chefin@firma.test',
      firstName: 'Ada',
      lastName: 'Admin',
      password: 'passwort-123',
    });
    const owner = await createUser(t.db, { kind: 'nextOwner', email: 'eigentuemer@bau.test', firstName: 'Otto', lastName: 'Owner' });
    const viewer = await createUser(t.db, { kind: 'insight', email: 'viewer@bau.test', firstName: 'Vera', lastName: 'Viewer' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: 8, count: 1 }] });
    await addPoolMember(t.db, { pool, user: viewer, licenseType: 8 });
    await createUser(t.db, { kind: 'concept', email: 'concept@planer.test', firstName: 'Carl', lastName: 'Concept' });
    await createUser(t.db, { kind: 'none', email: 'spam@spam.test', spam: true });
    cookie = await signIn(t.app, admin.email, 'passwort-123');
  });
  afterAll(() => t.close());

  const list = (path: string) => t.app.inject({ method: 'GET', url: `/webapi/admin/users/${path}`, headers: { cookie } });

  it('lists all users except spam, with owner and licence name', async () => {
    const body = (await list('all')).json();
    expect(body.total).toBe(4);
    const viewer = body.users.find((row: { email: string }) => row.email === 'viewer@bau.test');
    // A user row names its owner by e-mail only: the owner's name would cost a lookup per row of a long list.
    expect(viewer).toMatchObject({ name: 'Vera Viewer', license: 'Insight', owner: 'eigentuemer@bau.test', owner_name: null });
    expect(body.users.some((row: { email: string }) => row.email === 'spam@spam.test')).toBe(false);
  });

  it('filters the views', async () => {
    expect((await list('spam')).json().users.map((row: { email: string }) => row.email)).toEqual(['spam@spam.test']);
    expect((await list('concept')).json().users.map((row: { email: string }) => row.email)).toEqual(['concept@planer.test']);
    expect((await list('paying')).json().users.map((row: { email: string }) => row.email)).toEqual(
      expect.arrayContaining(['eigentuemer@bau.test']),
    );
  });

  it('needs every word of the search to match e-mail, name or owner', async () => {
    expect((await list('all?term=bau%20vera')).json().users.map((row: { email: string }) => row.email)).toEqual(['viewer@bau.test']);
    expect((await list('all?term=eigentuemer')).json().total).toBe(2);
    expect((await list('all?term=vera%20concept')).json().total).toBe(0);
    expect((await list('all?term=100%25')).json().total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const page1 = (await list('all?sort=email&order=ASC&page=1&perPage=2')).json();
    const page2 = (await list('all?sort=email&order=ASC&page=2&perPage=2')).json();
    expect(page1.total).toBe(4);
    expect([...page1.users, ...page2.users].map((row: { email: string }) => row.email)).toEqual([
      'chefin@firma.test',
      'concept@planer.test',
      'eigentuemer@bau.test',
      'viewer@bau.test',
    ]);
  });

  it('refuses unknown filters and sort fields', async () => {
    expect((await list('alle')).statusCode).toBe(400);
    expect((await list('all?sort=password_hash')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'passwort-123' });
    const userCookie = await signIn(t.app, user.email, 'passwort-123');
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin/users/all', headers: { cookie: userCookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin/users/all' })).statusCode).toBe(401);
  });
});
