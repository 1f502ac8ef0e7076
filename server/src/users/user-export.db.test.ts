import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createPool, createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { forEachUserListBatch } from './admin-user-list.js';

jest.setTimeout(30_000);

const password = 'passwort-123';

describe('free pool licences in the user list, and its CSV export GET /webapi/admin/users-export/{filter}', () => {
  let t: TestApp;
  let cookie: string;
  let freeLicenseId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { kind: 'admin', email: 'chefin@firma.test', firstName: 'Ada', lastName: 'Admin', password });
    cookie = await signIn(t.app, admin.email, password);
    const owner = await createUser(t.db, {
      kind: 'nextOwner',
      email: 'eigentuemer@bau.test',
      firstName: 'Otto',
      lastName: '=Owner; "Chef"',
    });
    const viewer = await createUser(t.db, { kind: 'insight', email: 'viewer@bau.test', firstName: 'Vera', lastName: 'Viewer' });
    const pool = await createPool(t.db, {
      owner,
      licenses: [
        { licenseType: LICENSE.insight, count: 1 },
        { licenseType: LICENSE.onSite, count: 1, expiration: '2030-06-30' },
      ],
    });
    await addPoolMember(t.db, { pool, user: viewer, licenseType: LICENSE.insight });
    freeLicenseId = pool.licenses.find((license) => license.license_type === LICENSE.onSite)!.id;
    await createUser(t.db, { kind: 'concept', email: 'concept@planer.test', firstName: 'Carl', lastName: 'Concept' });
    await createUser(t.db, { kind: 'none', email: 'spam@spam.test', spam: true });
  });
  afterAll(() => t.close());

  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  it('lists a pool licence nobody holds as license_{id}, with the pool owner, in the views of all and of licences', async () => {
    const all = (await get('/webapi/admin/users/all?perPage=100')).json();
    expect(all.total).toBe(5);
    expect(all.users).toContainEqual(
      expect.objectContaining({
        id: `license_${freeLicenseId}`,
        license: 'onSite',
        owner: 'eigentuemer@bau.test',
        owner_name: 'Otto =Owner; "Chef"',
        expiration: '2030-06-30',
        email: '',
      }),
    );
    expect(all.users.filter((row: { id: string }) => row.id.startsWith('license_'))).toHaveLength(1);
    expect((await get('/webapi/admin/users/licensed?perPage=100')).json().users.map((row: { id: string }) => row.id)).toContain(
      `license_${freeLicenseId}`,
    );
    for (const view of ['paying', 'concept', 'spam']) {
      expect((await get(`/webapi/admin/users/${view}?perPage=100`)).json().users.map((row: { id: string }) => row.id)).not.toContain(
        `license_${freeLicenseId}`,
      );
    }
    expect((await get('/webapi/admin/users/all?term=eigentuemer')).json().users.map((row: { id: string }) => row.id)).toContain(
      `license_${freeLicenseId}`,
    );
    expect((await get('/webapi/admin/users/all?term=vera')).json().users.map((row: { id: string }) => row.id)).not.toContain(
      `license_${freeLicenseId}`,
    );
  });

  it('sorts and pages users and licences together', async () => {
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await get(`/webapi/admin/users/all?sort=owner&order=ASC&perPage=2&page=${page}`)).json().users);
    expect(pages.map((row: { owner: string | null }) => row.owner)).toEqual([
      'eigentuemer@bau.test',
      'eigentuemer@bau.test',
      null,
      null,
      null,
    ]);
  });

  it('exports the whole view as Benutzer.csv: BOM, ; separated, quoted and defused values', async () => {
    const response = await get('/webapi/admin/users-export/all?sort=email&order=ASC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Benutzer.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('#;E-Mail;Name;Erstellt;Ablauf (um 23:59);Lizenztyp;Voll. Install.;Kostenlos;Eigentümer');
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual([
      '',
      'chefin@firma.test',
      'concept@planer.test',
      'eigentuemer@bau.test',
      'viewer@bau.test',
    ]);
    expect(lines.find((line) => line.includes('eigentuemer@bau.test;'))).toContain(';"Otto =Owner; ""Chef""";');
    expect(lines.find((line) => line.startsWith('license_'))).toMatch(
      new RegExp(`^license_${freeLicenseId};;;\\d+\\.\\d+\\.\\d{4};30\\.6\\.2030;onSite;nein;nein;eigentuemer@bau\\.test$`),
    );
  });

  it('exports with the view’s tab and search', async () => {
    expect(csvLines((await get('/webapi/admin/users-export/spam')).body).slice(1)).toEqual([expect.stringContaining(';spam@spam.test;')]);
    expect(csvLines((await get('/webapi/admin/users-export/all?term=bau%20vera')).body).slice(1)).toEqual([
      expect.stringContaining(';viewer@bau.test;Vera Viewer;'),
    ]);
  });

  it('hands the rows to the writer batch by batch', async () => {
    const batches: number[] = [];
    await forEachUserListBatch(t.db, { filter: 'all' }, async (rows) => void batches.push(rows.length), 2);
    expect(batches).toEqual([2, 2, 1]);
  });

  it('ends the cursor and its transaction when the writer gives up', async () => {
    await expect(forEachUserListBatch(t.db, { filter: 'all' }, async () => Promise.reject(new Error('abgebrochen')), 2)).rejects.toThrow(
      'abgebrochen',
    );
    expect((await get('/webapi/admin/users/all')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const userCookie = await signIn(t.app, user.email, password);
    expect((await get('/webapi/admin/users-export/all', userCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin/users-export/all' })).statusCode).toBe(401);
    expect((await get('/webapi/admin/users-export/alle')).statusCode).toBe(400);
    expect((await get('/webapi/admin/users-export/all?sort=password_hash')).statusCode).toBe(400);
  });
});
