import { sql, type Kysely } from 'kysely';
import type { UserInfo } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { isAdmin } from '../db/roles.js';
import { hashPassword } from '../auth/passwords.js';
import type { UserRow } from '../db/rows.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { graceLastDay } from '../calendar/licence-grace.js';

/** The pool a user owns or belongs to, and the pending invitations to his address with their ends. */
export interface Memberships {
  poolId: number | null;
  invitations: ReadonlyArray<{ id: number; expiresMs: number }>;
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setUserPassword(db: Kysely<Database>, id: number, password: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordLogin(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', id).execute();
}

/** What userinfo shows beyond the user's row, as raw rows: the session cache keeps them (decision 026). */
export async function readMemberships(db: Kysely<Database>, user: UserRow): Promise<Memberships> {
  const id = user.id;
  // One query: the pool (owned or joined) and the pending invitations, expired ones too:
  // whether one has expired is decided at each request, so a cached answer never goes stale.
  const extras = await sql<{ pool_id: number | null; invitations: Array<{ id: number; expires_at: string }> | null }>`
    SELECT
      (SELECT id FROM pools WHERE owner_id = ${id}
        UNION ALL SELECT pool_id FROM pool_members WHERE user_id = ${id} LIMIT 1) AS pool_id,
      (SELECT json_agg(json_build_object('id', id, 'expires_at', expires_at) ORDER BY id) FROM invitations
        WHERE lower(email) = ${user.email.toLowerCase()} AND status = 'pending') AS invitations
  `.execute(db);
  const pool = extras.rows[0]?.pool_id ?? null;
  const invitations = (extras.rows[0]?.invitations ?? []).map((invitation) => ({
    id: Number(invitation.id),
    expiresMs: Date.parse(invitation.expires_at),
  }));
  return { poolId: pool === null ? null : Number(pool), invitations };
}

/** The user as the apps see him; reads his memberships unless the caller has them (from the session cache). */
export async function toUserInfo(
  db: Kysely<Database>,
  user: UserRow,
  graceDays: number,
  memberships?: Memberships,
  now = Date.now(),
): Promise<UserInfo> {
  const id = user.id;
  const { poolId, invitations } = memberships ?? (await readMemberships(db, user));
  return {
    id,
    roles: user.roles,
    adminRights: isAdmin(user),
    email: user.email,
    greeting: user.greeting,
    firstName: user.first_name,
    lastName: user.last_name,
    companyName: user.company_name,
    phoneNumber: user.phone_number,
    emailNewsletter: user.email_newsletter,
    licenseType: user.license_type,
    licenseExpiration: user.license_expiration,
    licenseGraceUntil: graceLastDay(user, portalDate(new Date(now)), graceDays),
    licensePool: poolId,
    limitedUser: user.fixed_password_account,
    invitations: invitations.filter((invitation) => invitation.expiresMs > now).map((invitation) => ({ id: invitation.id })),
    has_completed_install: user.has_completed_install,
    loggedInApp: user.logged_in_app,
    nextCustomer: user.next_customer,
  };
}

/** What routes, the session gate and the session cache ask of the users; the composition binds it to the database. */
export interface UserDirectory {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: number): Promise<UserRow | undefined>;
  setPassword(id: number, password: string): Promise<UserRow>;
  recordLogin(id: number): Promise<void>;
  readMemberships(user: UserRow): Promise<Memberships>;
  toUserInfo(user: UserRow, memberships?: Memberships, now?: number): Promise<UserInfo>;
}

/** The users of one database (decision 057: bound where they are composed, not a closure of the domain). */
export function userDirectoryOf(db: Kysely<Database>, terms: { graceDays: number }): UserDirectory {
  return {
    findByEmail: (email) => findUserByEmail(db, email),
    findById: (id) => findUserById(db, id),
    setPassword: (id, password) => setUserPassword(db, id, password),
    recordLogin: (id) => recordLogin(db, id),
    readMemberships: (user) => readMemberships(db, user),
    toUserInfo: (user, memberships, now) => toUserInfo(db, user, terms.graceDays, memberships, now),
  };
}
