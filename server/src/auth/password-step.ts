import type { Kysely } from 'kysely';
import { recordSignIn } from '../audit/record-sign-in.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { admitSignIn, type LoginThrottle } from './login-throttle.js';
import { dummyVerify, verifyPassword } from './passwords.js';
import type { UserRow } from '../db/rows.js';

/**
 * The password step of every sign-in, in the web and the desktop application: the account behind
 * `email` when `password` is its own. The attempt is counted before the password is checked, so
 * parallel guesses cannot all pass before one is recorded; an unknown address costs the same time
 * and gets the same answer as a wrong password; a refusal of a known account goes to its timeline
 * with `detail` (which application asked).
 */
export async function passwordStep(
  deps: { db: Kysely<Database>; users: Pick<UserDirectory, 'findByEmail'>; throttle: LoginThrottle },
  /** The client address, for the throttle and the timeline. */
  address: string,
  credentials: { email: string; password: string },
  detail: Record<string, unknown> = {},
): Promise<UserRow> {
  const { email, password } = credentials;
  if (!(await admitSignIn(deps.throttle, email, address))) {
    const locked = await deps.users.findByEmail(email);
    if (locked) await recordSignIn(deps.db, address, locked, 'locked', detail);
    throw new DomainError('tooManyAttempts');
  }
  const user = await deps.users.findByEmail(email);
  const passwordMatches = user?.password_hash ? await verifyPassword(user.password_hash, password) : await dummyVerify(password);
  if (!user || !passwordMatches) {
    // Either way one row is written, so a known and an unknown address take the same time; the
    // unknown one is only counted (decision 041), since the timeline keeps known accounts only.
    if (user) await recordSignIn(deps.db, address, user, 'wrong-password', detail);
    else await deps.db.insertInto('sign_in_events').values({ kind: 'unknown-address' }).execute();
    throw new DomainError('invalidCredentials');
  }
  return user;
}
