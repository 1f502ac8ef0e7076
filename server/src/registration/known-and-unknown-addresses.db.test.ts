import type { KyselyPlugin } from 'kysely';
import type { MailSlug } from '@bfsm/api-adapter';
import { oneTimeCodesOf } from '../codes/one-time-codes.js';
import type { DatabaseHandle } from '../db/database.js';
import type { QueuedRegistration } from '../db/schema.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import type { Mailer, MailRequest } from '../mail/mailer.js';
import { publishTermsVersion } from './terms.js';
import { userDirectoryOf } from '../users/user-directory.js';
import type { RegistrationDeps } from './registration-deps.js';
import { registerCustomer, requestPasswordReset, type NewCustomer } from './queue-account-request.js';
import { resolveAccountRequest } from './resolve-account-request.js';

jest.setTimeout(60_000);

const customer = (email: string): NewCustomer => ({
  email,
  password: 'Ein-Gutes-Passwort-4',
  greeting: 'Frau',
  firstName: 'Nina',
  lastName: 'Neu',
  companyName: 'Neu GmbH',
  phoneNumber: '030 1',
  newsletter: false,
  edition: 'next-trial',
});

const queuedForm: QueuedRegistration = {
  passwordHash: '',
  greeting: 'Herr',
  firstName: 'Otto',
  lastName: 'Offen',
  companyName: 'Offen KG',
  phoneNumber: null,
  newsletter: false,
  edition: 'concept',
  termsVersion: '2026-01',
};

/**
 * Whether an address has an account must not change what a request does (decision 013). Not a
 * timed test: it compares the statements both paths send; docs/benchmarks.md has the times.
 */
describe('the registration service on known and unknown addresses', () => {
  let database: DatabaseHandle;
  let registration: RegistrationDeps;
  const statements: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const mails: Array<MailRequest<MailSlug>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await publishTermsVersion(database.db, '2026-01');
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const compiled = database.db.getExecutor().compileQuery(node, queryId);
        statements.push({ sql: compiled.sql, parameters: compiled.parameters });
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = database.db.withPlugin(recorder);
    const mailer: Mailer = {
      send: async (mail) => void mails.push(mail as MailRequest<MailSlug>),
      queueWithin: async (_trx, mail) => void mails.push(mail as MailRequest<MailSlug>),
      deliverDue: async () => 0,
      idle: async () => undefined,
      close: async () => undefined,
    };
    const codes = oneTimeCodesOf(db, { counter: { db: db, windowMinutes: 15 }, perAddress: 20 });
    registration = {
      db,
      users: userDirectoryOf(db, { graceDays: 14 }),
      codes,
      mailer,
      terms: { currentVersion: '2026-01' },
      mailLimit: { counter: { db: db, windowMinutes: 15 }, perAddress: 5 },
      mailContext: {
        publicUrl: 'https://portal.example.com',
        product: { name: 'Brandfallsteuermatrix', supportEmail: 'support@example.com', helpCenterUrl: 'https://portal.example.com/hilfe' },
      },
    };
  });
  afterAll(() => database.close());

  async function statementsOf(work: () => Promise<unknown>) {
    statements.length = 0;
    await work();
    return [...statements];
  }

  it('registers both with the same work: a password hash and one statement that queues the form', async () => {
    await createUser(database.db, { kind: 'classic', email: 'bekannt@kunde.test' });
    const known = await statementsOf(() => registerCustomer(registration, customer('BEKANNT@kunde.test')));
    const unknown = await statementsOf(() => registerCustomer(registration, customer('unbekannt@kunde.test')));

    expect(unknown.map((statement) => statement.sql)).toEqual(known.map((statement) => statement.sql));
    expect(known).toHaveLength(1);
    expect(mails).toEqual([]);
    // The known address's password was hashed too, though nothing will keep the hash.
    const queued = await database.db.selectFrom('account_requests').selectAll().orderBy('id').execute();
    expect(queued.map((request) => [request.purpose, request.email, request.registration?.passwordHash.startsWith('$argon2id$')])).toEqual([
      ['registration', 'BEKANNT@kunde.test', true],
      ['registration', 'unbekannt@kunde.test', true],
    ]);
    expect(await database.db.selectFrom('users').select('id').where('email', '=', 'unbekannt@kunde.test').execute()).toEqual([]);

    // After the answer: the new address gets its account and a confirmation link, the taken one a mail to its owner.
    for (const request of queued) await resolveAccountRequest(registration, request);
    const accounts = await database.db
      .selectFrom('users')
      .select(['email', 'email_confirmed', 'license_type'])
      .where('email', 'ilike', '%bekannt@kunde.test')
      .orderBy('email')
      .execute();
    expect(accounts).toEqual([
      { email: 'bekannt@kunde.test', email_confirmed: true, license_type: 3 },
      { email: 'unbekannt@kunde.test', email_confirmed: false, license_type: 1 },
    ]);
    const consent = await database.db
      .selectFrom('terms_acceptances')
      .innerJoin('users', 'users.id', 'terms_acceptances.user_id')
      .select('version')
      .where('users.email', '=', 'unbekannt@kunde.test')
      .execute();
    expect(consent).toEqual([{ version: '2026-01' }]);
    expect(mails.map((mail) => [mail.to, mail.slug])).toEqual([
      ['bekannt@kunde.test', 'forgotten'],
      ['unbekannt@kunde.test', 'register'],
    ]);
  });

  it('asks for a reset of both with the same single statement', async () => {
    const known = await statementsOf(() => requestPasswordReset(registration, 'bekannt@kunde.test'));
    const unknown = await statementsOf(() => requestPasswordReset(registration, 'niemand@kunde.test'));
    // Due at a random moment shortly after the answer, whichever the address.
    expect(unknown).toEqual([{ sql: known[0]?.sql, parameters: ['password-reset', 'niemand@kunde.test', null, expect.any(Date)] }]);
    expect(known).toHaveLength(1);
  });

  it('decides the mail only when resolving the queued request', async () => {
    await createUser(database.db, { kind: 'trial', email: 'offen@kunde.test', emailConfirmed: false });
    mails.length = 0;
    await resolveAccountRequest(registration, {
      purpose: 'registration',
      email: 'offen@kunde.test',
      registration: { ...queuedForm, passwordHash: 'nie-benutzt' },
    });
    await resolveAccountRequest(registration, { purpose: 'password-reset', email: 'BEKANNT@kunde.test', registration: null });
    await resolveAccountRequest(registration, { purpose: 'password-reset', email: 'niemand@kunde.test', registration: null });
    expect(mails.map((mail) => [mail.to, mail.slug, 'reason' in mail.data ? mail.data.reason : undefined])).toEqual([
      ['offen@kunde.test', 'register', undefined],
      ['bekannt@kunde.test', 'forgotten', 'requested'],
    ]);
    // Registering a taken address again never touches its account.
    const offen = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'offen@kunde.test')
      .executeTakeFirstOrThrow();
    expect(offen.password_hash).not.toBe('nie-benutzt');
  });
});
