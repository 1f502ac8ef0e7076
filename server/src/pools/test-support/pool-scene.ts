import type { Kysely } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../../db/schema.js';
import { createPool, createUser, defaultPassword, type CreatePoolOptions } from '../../factories/index.js';
import { signIn, type TestApp } from '../../test-support/test-app.js';
import { tokenOf } from '../../test-support/webapi.js';

/** A pool owner (Next) with a pool of Insight and onSite licences, signed in. */
export async function poolOwnerScene(
  t: TestApp,
  licenses: CreatePoolOptions['licenses'] = [
    { licenseType: LICENSE.insight, count: 2 },
    { licenseType: LICENSE.onSite, count: 1 },
  ],
) {
  const owner = await createUser(t.db, { kind: 'nextOwner', firstName: 'Olaf', lastName: 'Owner' });
  const pool = await createPool(t.db, { owner, name: 'Owner GmbH', licenses });
  const cookie = await signIn(t.app, owner.email, defaultPassword);
  return { owner, pool, cookie, token: await tokenOf(t.app, cookie, '/webapi/poolToken') };
}

/** The mails the server queued to an address with a slug, newest last. */
export async function mailsTo(db: Kysely<Database>, address: string, slug: string) {
  return db
    .selectFrom('outgoing_mails')
    .select(['subject', 'text_body', 'user_id'])
    .where('to_address', '=', address)
    .where('slug', '=', slug)
    .orderBy('id')
    .execute();
}

/** The invitation id and code of the newest invitation mail to `address`. */
export async function invitationLinkTo(db: Kysely<Database>, address: string): Promise<{ id: number; code: string; declinePath: string }> {
  const mails = await mailsTo(db, address, 'invite');
  const text = mails.at(-1)?.text_body ?? '';
  const match = /\/invitation\/(\d+)\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in the mail to ${address}`);
  const decline = /(\/decline-invitation\/\d+\/[\w-]+)/.exec(text)?.[1] ?? '';
  return { id: Number(match[1]), code: match[2] as string, declinePath: decline };
}
