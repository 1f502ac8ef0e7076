import { LICENSE } from '@bfsm/api-adapter';
import { createPool, createUser, defaultPassword, type CreatePoolOptions } from '../../factories/index.js';
import { signIn, type TestApp } from '../../test-support/test-app.js';
import { sentMails, type SentMail } from '../../test-support/test-app-with-mail.js';
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

/** The mails sent to an address with a slug, in the order of delivery (sentMails: the suite's app has a DATA_DIR of its own). */
export async function mailsTo(t: TestApp, address: string, slug: string): Promise<SentMail[]> {
  return (await sentMails(t, slug)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
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
