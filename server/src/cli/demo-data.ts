import { LICENSE } from '@bfsm/api-adapter';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { issueCode } from '../codes/one-time-codes.js';
import { confirmCodeLifetimeMinutes } from '../registration/registration-deps.js';
import {
  addPoolMember,
  createDevice,
  createFeature,
  createInvitation,
  createIssuedLicense,
  createPool,
  createReference,
  createSentNotification,
  createUser,
  defaultPassword,
  publishTermsVersion,
  setUserFeature,
  type CreateUserOptions,
} from '../factories/index.js';
import { CommandError } from './command-error.js';
import { seedDemoHistory } from './demo-history.js';

export interface DemoAccount {
  kind: string;
  email: string;
  password: string;
}

const adminEmail = 'demo-admin@example.test';
const termsVersion = '2026-01';

/** One account of each kind, so that every screen of the portal can be tried at once. */
const accounts: Array<CreateUserOptions & { email: string }> = [
  { kind: 'admin', email: adminEmail, greeting: 'Frau Dr.', firstName: 'Ada', lastName: 'Admin' },
  { kind: 'trial', email: 'demo-trial@example.test', greeting: 'Herr', firstName: 'Tim', lastName: 'Test' },
  {
    kind: 'classic',
    email: 'demo-classic@example.test',
    greeting: 'Frau',
    firstName: 'Clara',
    lastName: 'Classic',
    hasCompletedInstall: true,
    loggedInApp: true,
  },
  {
    kind: 'nextOwner',
    email: 'demo-next@example.test',
    greeting: 'Herr Dr.',
    firstName: 'Nils',
    lastName: 'Next',
    companyName: 'Next Brandschutz AG',
  },
  { kind: 'insight', email: 'demo-insight@example.test', greeting: 'Frau', firstName: 'Ines', lastName: 'Insight' },
  { kind: 'onSite', email: 'demo-onsite@example.test', greeting: 'Herr', firstName: 'Otto', lastName: 'Onsite' },
  { kind: 'concept', email: 'demo-concept@example.test', greeting: 'Frau', firstName: 'Conny', lastName: 'Concept' },
  { kind: 'limited', email: 'demo-schulung@example.test', greeting: 'Herr', firstName: 'Schulungs', lastName: 'Konto' },
];

const daysAgo = (days: number, hour = 9) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 15, 0, 0);
  return date;
};

/** A registration whose confirmation link is still outstanding: the admin's manual confirmation on the profile. Not a sign-in. */
const unconfirmed: CreateUserOptions & { email: string } = {
  kind: 'trial',
  email: 'demo-unbestaetigt@example.test',
  greeting: 'Frau',
  firstName: 'Uta',
  lastName: 'Unbestätigt',
  emailConfirmed: false,
};

/**
 * Fills the database with demo users of every kind, their pool, devices, features, sent
 * notifications, issued licences, references and twelve weeks of history (demo-history.ts). Skips everything when the demo admin exists already. Returns the sign-ins.
 * Refuses a database that holds other accounts, unless forced: the demo admin's password is
 * published, so on a real installation it would be an open door.
 */
export async function seedDemoData(db: Kysely<Database>, options: { force?: boolean } = {}): Promise<DemoAccount[]> {
  const signIns = accounts.map(({ kind, email }) => ({ kind, email, password: defaultPassword }));
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', adminEmail)
    .executeTakeFirst();
  if (existing) return signIns;
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(
      sql`lower(email)`,
      'not in',
      [...accounts, unconfirmed].map((account) => account.email),
    )
    .executeTakeFirstOrThrow();
  // count(*) is a number from PGlite and a string through pg.
  const otherAccounts = Number(others.count);
  if (otherAccounts > 0 && !options.force) {
    throw new CommandError(
      `Die Datenbank enthält ${otherAccounts === 1 ? 'ein Konto' : `${otherAccounts} Konten`}, die nicht zu den Demo-Daten gehören. ` +
        'Die Demo-Daten enthalten einen Admin mit veröffentlichtem Passwort; mit --force werden sie trotzdem angelegt.',
      1,
    );
  }

  const pending = await db.transaction().execute(async (trx) => {
    await publishTermsVersion(trx, termsVersion);
    const users = new Map<string, Awaited<ReturnType<typeof createUser>>>();
    for (const account of accounts) users.set(account.kind, await createUser(trx, account));
    const user = (kind: string) => {
      const found = users.get(kind);
      if (!found) throw new Error(`demo account ${kind} missing`);
      return found;
    };

    await createDevice(trx, { user: user('classic'), name: 'Büro-PC' });
    await createDevice(trx, { user: user('classic'), name: 'Laptop Baustelle', deactivationRequestedAt: new Date() });
    await createDevice(trx, { user: user('nextOwner'), name: 'Workstation Planung' });

    // What the admins' Erweitert tab shows: mails sent, and licences issued (several on one day).
    await createSentNotification(trx, {
      user: user('classic'),
      slug: 'welcome',
      subject: 'Willkommen bei Brandfallsteuermatrix',
      sentAt: daysAgo(40),
    });
    await createSentNotification(trx, {
      user: user('classic'),
      slug: 'help-install',
      subject: 'Hilfe bei der Installation von Brandfallsteuermatrix',
      sentAt: daysAgo(39),
    });
    await createSentNotification(trx, {
      user: user('trial'),
      slug: 'welcome',
      subject: 'Willkommen bei Brandfallsteuermatrix',
      sentAt: daysAgo(1),
    });
    for (const issuedAt of [daysAgo(30, 8), daysAgo(30, 14), daysAgo(12), daysAgo(2, 7), daysAgo(2, 16)])
      await createIssuedLicense(trx, { user: user('classic'), issuedAt });
    await createIssuedLicense(trx, { user: user('nextOwner'), issuedAt: daysAgo(5) });

    const pool = await createPool(trx, {
      owner: user('nextOwner'),
      name: 'Next Brandschutz AG',
      licenses: [
        { licenseType: LICENSE.insight, count: 3 },
        { licenseType: LICENSE.onSite, count: 3 },
      ],
    });
    await addPoolMember(trx, { pool, user: user('insight'), licenseType: LICENSE.insight });
    await addPoolMember(trx, { pool, user: user('onSite'), licenseType: LICENSE.onSite });
    // The members hold the first licence of each type; pending invitations reserve the next ones (decision 018).
    const [, insightReserved, insightForExpired] = pool.licenses.filter((license) => license.license_type === LICENSE.insight);
    const [, onSiteReserved] = pool.licenses.filter((license) => license.license_type === LICENSE.onSite);
    await createInvitation(trx, {
      pool,
      email: 'eingeladen-insight@example.test',
      licenseType: LICENSE.insight,
      licenseId: insightReserved?.id ?? null,
    });
    await createInvitation(trx, {
      pool,
      email: 'eingeladen-onsite@example.test',
      licenseType: LICENSE.onSite,
      licenseId: onSiteReserved?.id ?? null,
    });
    await createInvitation(trx, {
      pool,
      email: 'abgelaufen@example.test',
      licenseType: LICENSE.insight,
      licenseId: insightForExpired?.id ?? null,
      createdAt: new Date(Date.now() - 20 * 86_400_000),
      expiresAt: new Date(Date.now() - 6 * 86_400_000),
    });
    await createInvitation(trx, {
      pool,
      email: 'gemeldet@example.test',
      licenseType: LICENSE.onSite,
      status: 'reported',
      respondedAt: new Date(),
    });

    const export3d = await createFeature(trx, { name: 'export-3d', description: '3D-Export der Matrix' });
    const apiAccess = await createFeature(trx, { name: 'api-access', description: 'Zugriff über die API' });
    await setUserFeature(trx, { user: user('nextOwner'), feature: export3d, enabled: true });
    await setUserFeature(trx, { user: user('nextOwner'), feature: apiAccess, enabled: false });
    await setUserFeature(trx, { user: user('classic'), feature: export3d, enabled: true });

    await createReference(trx, { title: 'Klinikum Nord', teaserText: 'Brandfallsteuermatrix für 1.200 Brandschutzklappen.' });
    await createReference(trx, { title: 'Flughafen Terminal 2', teaserText: 'Steuerung von Entrauchung und Aufzügen.' });
    await createReference(trx, { title: 'Bürocampus West', teaserText: 'Vier Bauabschnitte, eine Matrix.', showOnHomepage: false });
    // Twelve weeks of registrations, trials, devices, sign-ins and mails for the start page 'Übersicht'.
    await seedDemoHistory(trx);
    return createUser(trx, unconfirmed);
  });
  // Issued like a registration's link (which nobody receives here), outside the seed's transaction as the code module opens its own.
  await issueCode(db, pending.id, 'confirm-email', confirmCodeLifetimeMinutes);
  return signIns;
}
