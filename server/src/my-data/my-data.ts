import { sql, type Kysely } from 'kysely';
import type { MyData } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { liveSessionsOf, type SessionListDeps } from '../sessions/session-list.js';
import type { UserRow } from '../db/rows.js';
import { invoicesOf } from '../orders/order-views.js';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything the portal stores about `user` (GDPR Art. 15 and 20), read in one go. Left out on
 * purpose: the password hash, the hashes of sessions and one-time codes, mail bodies (they can
 * hold a reset link that still works), and the invoices' PDF and XML files (their facts are here;
 * the account's 'Rechnungen' downloads the files).
 */
export async function collectMyData(
  db: Kysely<Database>,
  sessions: SessionListDeps,
  user: UserRow,
  currentSessionHash: string | undefined,
): Promise<MyData> {
  const id = user.id;
  const [
    licenses,
    ownedPools,
    memberships,
    invitations,
    devices,
    issued,
    invoices,
    features,
    notifications,
    mails,
    consents,
    liveSessions,
    passkeys,
  ] = await Promise.all([
    db
      .selectFrom('licenses')
      .select(['id', 'license_type', 'expiration', 'pool_id', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute(),
    db.selectFrom('pools').select(['id', 'name', 'created_at']).where('owner_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('pool_members')
      .innerJoin('pools', 'pools.id', 'pool_members.pool_id')
      .select(['pool_members.pool_id', 'pools.name', 'pool_members.license_id', 'pool_members.joined_at'])
      .where('pool_members.user_id', '=', id)
      .orderBy('pool_members.joined_at')
      .execute(),
    db
      .selectFrom('invitations')
      .innerJoin('pools', 'pools.id', 'invitations.pool_id')
      .select([
        'invitations.id',
        'pools.name',
        'invitations.license_type',
        'invitations.status',
        'invitations.created_at',
        'invitations.responded_at',
      ])
      .where(sql<string>`lower(invitations.email)`, '=', user.email.toLowerCase())
      .orderBy('invitations.id')
      .execute(),
    db.selectFrom('devices').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    db.selectFrom('issued_licenses').select(['id', 'issued_at']).where('user_id', '=', id).orderBy('id').execute(),
    invoicesOf(db, id),
    db.selectFrom('user_features').select(['feature_name', 'enabled']).where('user_id', '=', id).orderBy('feature_name').execute(),
    db.selectFrom('notifications_sent').select(['slug', 'subject', 'sent_at']).where('user_id', '=', id).orderBy('sent_at').execute(),
    db
      .selectFrom('outgoing_mails')
      .select(['slug', 'subject', 'to_address', 'status', 'created_at', 'sent_at'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute(),
    db.selectFrom('terms_acceptances').select(['version', 'accepted_at']).where('user_id', '=', id).orderBy('accepted_at').execute(),
    liveSessionsOf(sessions, id),
    db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', id).orderBy('id').execute(),
  ]);

  return {
    exportedAt: iso(new Date()),
    profile: {
      id,
      email: user.email,
      greeting: user.greeting,
      firstName: user.first_name,
      lastName: user.last_name,
      companyName: user.company_name,
      phoneNumber: user.phone_number,
      emailNewsletter: user.email_newsletter,
      emailConfirmed: user.email_confirmed,
      emailDeliveryDisabled: user.disable_email,
      roles: user.roles,
      licenseType: user.license_type,
      licenseExpiration: user.license_expiration,
      freeAccount: user.free_account,
      fixedPasswordAccount: user.fixed_password_account,
      maximumAPIKeys: user.maximum_api_keys,
      maximumAllowedDevices: user.max_devices,
      hasCompletedInstall: user.has_completed_install,
      loggedInApp: user.logged_in_app,
      nextCustomer: user.next_customer,
      paying: user.paying,
      createdAt: iso(user.created_at),
      updatedAt: iso(user.updated_at),
      lastLoginAt: isoOrNull(user.last_login_at),
    },
    licenses: licenses.map((license) => ({
      id: license.id,
      licenseType: license.license_type,
      expiration: license.expiration,
      poolId: license.pool_id,
      createdAt: iso(license.created_at),
    })),
    ownedPools: ownedPools.map((pool) => ({ id: pool.id, name: pool.name, createdAt: iso(pool.created_at) })),
    poolMemberships: memberships.map((membership) => ({
      poolId: membership.pool_id,
      poolName: membership.name,
      licenseId: membership.license_id,
      joinedAt: iso(membership.joined_at),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      poolName: invitation.name,
      licenseType: invitation.license_type,
      status: invitation.status,
      createdAt: iso(invitation.created_at),
      respondedAt: isoOrNull(invitation.responded_at),
    })),
    devices: devices.map((device) => ({
      id: device.id,
      name: device.name,
      machineId: device.machine_id,
      firstSeenAt: iso(device.first_seen_at),
      lastSeenAt: iso(device.last_seen_at),
      deactivationRequestedAt: isoOrNull(device.deactivation_requested_at),
    })),
    issuedLicenses: issued.map((license) => ({ id: license.id, issuedAt: iso(license.issued_at) })),
    invoices,
    features: features.map((feature) => ({ name: feature.feature_name, enabled: feature.enabled })),
    notifications: notifications.map((notification) => ({
      slug: notification.slug,
      subject: notification.subject,
      sentAt: iso(notification.sent_at),
    })),
    mails: mails.map((mail) => ({
      slug: mail.slug,
      subject: mail.subject,
      toAddress: mail.to_address,
      status: mail.status,
      createdAt: iso(mail.created_at),
      sentAt: isoOrNull(mail.sent_at),
    })),
    consents: consents.map((consent) => ({ version: consent.version, acceptedAt: iso(consent.accepted_at) })),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: iso(passkey.created_at),
      lastUsedAt: isoOrNull(passkey.last_used_at),
    })),
    sessions: liveSessions.map((session) => ({
      ip: session.ip,
      userAgent: session.user_agent,
      signedInAt: iso(session.created_at),
      lastActiveAt: iso(session.last_seen_at),
      expiresAt: iso(session.expires_at),
      current: session.id_hash === currentSessionHash,
    })),
  };
}
