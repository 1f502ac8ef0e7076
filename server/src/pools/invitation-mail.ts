import { sql, type Kysely } from 'kysely';
import { licenseTypeName } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { link } from '../mail/link.js';
import type { MailContext } from '../mail/mail-context.js';
import type { Mailer } from '../mail/mailer.js';
import { displayName } from '../users/display-name.js';

/** The 'invite' mail with the links of this code: accept (/invitation/…) and decline (/decline-invitation/…). */
export async function sendInvitationMail(
  deps: { db: Kysely<Database>; mailer: Mailer; mailContext: MailContext },
  invitation: { id: number; email: string; license_type: number; pool_id: number },
  code: string,
): Promise<void> {
  const { db } = deps;
  const owner = await db
    .selectFrom('pools')
    .innerJoin('users', 'users.id', 'pools.owner_id')
    .select(['users.email', 'users.first_name', 'users.last_name'])
    .where('pools.id', '=', invitation.pool_id)
    .executeTakeFirstOrThrow();
  // An invitee with an account gets it as his mail: listed in his notifications, withheld when his mail is disabled.
  const invitee = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', invitation.email.toLowerCase())
    .executeTakeFirst();
  await deps.mailer.send({
    to: invitation.email,
    userId: invitee?.id ?? null,
    slug: 'invite',
    data: {
      invitingUser: displayName(owner),
      licenseTypeName: licenseTypeName(invitation.license_type),
      acceptUrl: link(deps.mailContext, `/invitation/${invitation.id}/${code}`),
      declineUrl: link(deps.mailContext, `/decline-invitation/${invitation.id}/${code}`),
    },
  });
}
