import { LICENSE } from '@bfsm/api-adapter';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.js';
import { ADMIN_ROLE } from '../db/roles.js';
import { dateInDays } from './calendar.js';

/** The kinds of account that tests and the demo seed need, each with its licence and flags. */
export const userKinds = {
  trial: () => ({ license_type: LICENSE.trial, license_expiration: dateInDays(7) }),
  classic: () => ({ license_type: LICENSE.classic, license_expiration: dateInDays(365), max_devices: 2 }),
  nextOwner: () => ({ license_type: LICENSE.next, license_expiration: dateInDays(365), paying: true, next_customer: true }),
  insight: () => ({ license_type: LICENSE.insight }),
  onSite: () => ({ license_type: LICENSE.onSite }),
  concept: () => ({ license_type: LICENSE.concept }),
  limited: () => ({ license_type: LICENSE.next, license_expiration: dateInDays(365), fixed_password_account: true }),
  admin: () => ({ license_type: LICENSE.next, roles: [ADMIN_ROLE] }),
  none: () => ({ license_type: LICENSE.none }),
} satisfies Record<string, () => Partial<Insertable<UsersTable>>>;

export type UserKind = keyof typeof userKinds;
