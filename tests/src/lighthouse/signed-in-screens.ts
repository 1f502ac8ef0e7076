import { LICENSE } from '@bfsm/api-adapter';
import {
  addPoolMember,
  createInvitation,
  createPool,
  createReference,
  createRelease,
  createUser,
  defaultPassword,
} from '@bfsm/server/factories/index.js';
import type { RunningPortal } from '../support/portal.js';
import { invitationAddress } from './public-screens.js';
import { backOfficePhoneGoal, type FormFactor, type PerformanceGoal } from './goals.js';

/**
 * The people the signed-in screens are measured as, made by the demo data's factories: a pool
 * owner with a member, a free licence and an open invitation (so the pool page and the dashboard
 * show what they show a real owner), an admin, and a published stable version with release notes (so
 * the download page shows its notes). Each signs in once through the real sign-in.
 */
export interface Cast {
  owner: { id: number; email: string };
  member: { id: number };
  admin: { id: number; email: string };
  /** The licence of the owner's pool that nobody holds: the back-office's licence screen. */
  freeLicenseId: number;
  referenceId: number;
}

export type Role = 'customer' | 'admin';

/**
 * A screen behind the sign-in, measured as `role`. `npm test` measures it once, on the form
 * factor its people use most (`usual`: customers on a phone, the back-office at a desk); the
 * benchmark run (`npm run lighthouse`) on both. A new signed-in screen is one line here.
 */
export interface SignedInScreen {
  name: string;
  role: Role;
  usual: FormFactor;
  address: (portal: RunningPortal, cast: Cast) => Promise<string> | string;
  /** A performance goal on a phone other than the public screens' (goals.ts): the back-office's. */
  phoneGoal?: PerformanceGoal;
}

const customer = (name: string, address: SignedInScreen['address']): SignedInScreen => ({
  name,
  role: 'customer',
  usual: 'mobile',
  address,
});
const backOffice = (name: string, address: SignedInScreen['address']): SignedInScreen => ({
  name,
  role: 'admin',
  usual: 'desktop',
  address,
  phoneGoal: backOfficePhoneGoal,
});

/** The back-office's screens, as an admin opens them; each is also measured and checked on a phone. */
export const backOfficeScreens: SignedInScreen[] = [
  backOffice('Übersicht (Back-Office)', () => '/admin'),
  backOffice('Benutzerliste', () => '/admin/users'),
  backOffice('Neuer Benutzer', () => '/admin/users/new'),
  backOffice('Lizenz', (_portal, cast) => `/admin/license/${cast.freeLicenseId}`),
  backOffice('Referenzen', () => '/admin/references'),
  backOffice('Referenz bearbeiten', (_portal, cast) => `/admin/reference/${cast.referenceId}`),
  backOffice('Versionen', () => '/admin/releases'),
  backOffice('Neue Version', () => '/admin/releases/create'),
  backOffice('Bestellungen', () => '/admin/orders'),
  backOffice('Rechnungen', () => '/admin/invoices'),
  backOffice('Preise', () => '/admin/prices'),
  backOffice('Nightly', () => '/admin/install-next'),
  backOffice('Mails', () => '/admin/email-debug-output'),
  backOffice('Protokoll', () => '/admin/audit'),
];

export const signedInScreens: SignedInScreen[] = [
  customer('Übersicht', () => '/account'),
  customer('Profil', () => '/account/edit'),
  customer('Passwort ändern', () => '/account/changePw'),
  customer('Abonnement', () => '/account/manage_subscription'),

  customer('Pool', () => '/account/my-pool'),
  customer('Pool: einladen', () => '/account/my-pool/add'),
  customer('Pool: Lizenz hinzufügen', () => '/account/my-pool/add-license'),
  customer('Download', () => '/download'),
  customer('Einladung (angemeldet)', (portal, cast) => invitationAddress(portal, '/invitation', cast.owner.email)),
  // An admin on a customer's tabs: the profile is the address the user list opens; 'Erweitert' is for admins only.
  { name: 'Profil eines Kunden (Admin)', role: 'admin', usual: 'mobile', address: (_portal, cast) => `/account/edit/${cast.member.id}` },
  { name: 'Erweitert (Admin)', role: 'admin', usual: 'mobile', address: (_portal, cast) => `/account/advanced-details/${cast.member.id}` },
  ...backOfficeScreens,
];

let people = 0;
const nextEmail = (kind: string) => `lighthouse.${kind}.${Date.now()}.${++people}@example.test`;

export async function createCast(portal: RunningPortal): Promise<Cast> {
  const { db } = portal;
  const owner = await createUser(portal.db, { kind: 'nextOwner', email: nextEmail('owner'), firstName: 'Olga', lastName: 'Owner' });
  const pool = await createPool(db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 2 }] });
  const member = await createUser(db, { kind: 'insight', email: nextEmail('member') });
  await addPoolMember(db, { pool, user: member, licenseType: LICENSE.insight });
  await createInvitation(db, { pool, email: nextEmail('invited'), licenseType: LICENSE.insight });
  const free = await db
    .selectFrom('licenses')
    .select('id')
    .where('pool_id', '=', pool.id)
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow();
  const admin = await createUser(db, { kind: 'admin', email: nextEmail('admin') });
  const reference = await createReference(db, { title: 'Klinikum Nord', showOnHomepage: true });
  await createRelease(db, { notes: '## Neu\n\n- Schnellere Berechnung der Steuermatrix\n- Export als PDF' });
  return { owner, member, admin, freeLicenseId: free.id, referenceId: reference.id };
}

/**
 * The session cookie of `email`, from the call the login form makes (POST /check-login): the
 * real sign-in, with the password the factories give every user.
 */
export async function signIn(portal: RunningPortal, email: string): Promise<string> {
  const response = await fetch(`${portal.url}/check-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: defaultPassword }),
    redirect: 'manual',
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return cookies.join('; ');
}
