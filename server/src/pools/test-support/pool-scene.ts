import { LICENSE } from '@bfsm/api-adapter';
import { outboxMails } from '../../mail/test-support/outbox.js';
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

/**
 * The mails sent to an address with a slug, oldest first, read from the outbox once the background
 * deliveries are done: the queue row loses its body when the mail is out (so reading it there
 * races the delivery). The suite gives its app a DATA_DIR of its own, so the outbox holds only its mails.
 */
export async function mailsTo(t: TestApp, address: string, slug: string): Promise<{ subject: string; text: string }[]> {
  await t.app.accountRequestsSettled();
  const mails = await outboxMails(t.config.dataDir, (file) => file.includes(`-${slug}-`));
  return mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address?.toLowerCase() === address.toLowerCase())
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}

/** The invitation id and code of the newest invitation mail to `address`. */
export async function invitationLinkTo(t: TestApp, address: string): Promise<{ id: number; code: string; declinePath: string }> {
  const mails = await mailsTo(t, address, 'invite');
  const text = mails.at(-1)?.text ?? '';
  const match = /\/invitation\/(\d+)\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in the mail to ${address}`);
  const decline = /(\/decline-invitation\/\d+\/[\w-]+)/.exec(text)?.[1] ?? '';
  return { id: Number(match[1]), code: match[2] as string, declinePath: decline };
}
