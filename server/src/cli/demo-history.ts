import { LICENSE } from '@bfsm/api-adapter';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createDevice, createIssuedLicense, createUser } from '../factories/index.js';

/** How many weeks back the demo's history reaches: the start page's charts (decision 041). */
const weeks = 12;
const dayMs = 86_400_000;

/** What the history adds, for the tests that count the demo's rows. */
export const demoHistorySize = { accounts: 33, devices: 9, issuedLicenses: 9 * weeks } as const;

/**
 * Twelve weeks of business for the back-office's start page 'Übersicht': registrations of both
 * kinds every week, trials that ran out or became Classic or Next, devices fetching licence
 * files, failed sign-ins and locks, mails sent and failed. The history accounts have no password
 * (nobody signs in with them) and addresses `demo-verlauf-<n>@example.test`.
 */
export async function seedDemoHistory(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const at = (daysAgo: number, hour = 10) => {
    const moment = new Date(now.getTime() - daysAgo * dayMs);
    moment.setUTCHours(hour, 0, 0, 0);
    return moment < now ? moment : new Date(now.getTime() - 60_000);
  };
  let account = 0;
  const devices: Array<{ id: number; userId: number; since: number }> = [];
  for (let week = 0; week < weeks; week += 1) {
    // Two trials every week and a third every other; a Concept registration every fourth week.
    const kinds: Array<'trial' | 'concept'> = ['trial', 'trial'];
    if (week % 2 === 0) kinds.push('trial');
    if (week % 4 === 1) kinds.push('concept');
    for (const [index, kind] of kinds.entries()) {
      account += 1;
      const registered = week * 7 + index * 2;
      const createdAt = at(registered, 8 + index);
      // Every third trial becomes Classic or Next ten days after it began, where that lies in the past.
      const converts = kind === 'trial' && account % 3 === 0 && registered > 10;
      // Older trials that did not convert ran out after 14 days.
      const ranOut = kind === 'trial' && !converts && registered > 14;
      const licenseType = converts ? (account % 2 === 0 ? LICENSE.next : LICENSE.classic) : ranOut ? LICENSE.none : undefined;
      const user = await createUser(trx, {
        kind,
        email: `demo-verlauf-${account}@example.test`,
        password: null,
        firstName: 'Verlauf',
        lastName: `Konto ${account}`,
        createdAt,
        emailConfirmedAt: new Date(createdAt.getTime() + 3_600_000),
        ...(licenseType !== undefined ? { licenseType, licenseExpiration: null } : {}),
      });
      // The history as the trigger would have written it over the weeks (migration 0021).
      await trx.deleteFrom('license_changes').where('user_id', '=', user.id).execute();
      const changes: Array<{ from_type: number | null; to_type: number; changed_at: Date }> = [
        { from_type: null, to_type: kind === 'trial' ? LICENSE.trial : LICENSE.concept, changed_at: createdAt },
      ];
      if (converts) changes.push({ from_type: LICENSE.trial, to_type: licenseType as number, changed_at: at(registered - 10, 14) });
      if (ranOut) changes.push({ from_type: LICENSE.trial, to_type: LICENSE.none, changed_at: at(registered - 14, 3) });
      await trx
        .insertInto('license_changes')
        .values(changes.map((change) => ({ user_id: user.id, ...change })))
        .execute();
      if (converts) {
        const device = await createDevice(trx, {
          user,
          name: `Arbeitsplatz ${account}`,
          firstSeenAt: at(registered - 10, 15),
          lastSeenAt: at(0, 7),
        });
        devices.push({ id: device.id, userId: user.id, since: registered - 10 });
      }
    }
  }
  // Each device fetches a licence file every week since its activation, at most `weeks` times.
  for (const device of devices.slice(0, demoHistorySize.devices))
    for (let week = 0; week < weeks; week += 1)
      await createIssuedLicense(trx, {
        user: { id: device.userId },
        device,
        issuedAt: at(Math.min(week * 7 + 1, device.since), 6),
      });

  // Failed sign-ins (the timeline's and unknown addresses), locks, and the mail queue's work, day by day.
  for (let day = 0; day < weeks * 7; day += 1) {
    const failures = (day * 7) % 5;
    for (let failure = 0; failure < failures; failure += 1)
      await trx
        .insertInto('sign_in_events')
        .values({ kind: 'unknown-address', occurred_at: at(day, 6 + failure) })
        .execute();
    if (day % 6 === 2)
      await trx
        .insertInto('sign_in_events')
        .values({ kind: 'account-locked', occurred_at: at(day, 7) })
        .execute();
    const mail = {
      slug: 'welcome',
      to_address: `demo-verlauf-${(day % account) + 1}@example.test`,
      subject: 'Willkommen',
      html: null,
      text_body: null,
    };
    // Sent and failed mails hold no body (the queue drops it), which the insert type, made for
    // queueing, does not allow: hence `as never` below.
    const sent = (day % 4) + 1;
    for (let index = 0; index < sent; index += 1)
      await trx
        .insertInto('outgoing_mails')
        .values({ ...mail, status: 'sent', attempts: 1, created_at: at(day, 9), sent_at: at(day, 9), next_attempt_at: at(day, 9) } as never)
        .execute();
    if (day % 9 === 4)
      await trx
        .insertInto('outgoing_mails')
        .values({
          ...mail,
          status: 'failed',
          attempts: 10,
          last_error: 'Mailserver nicht erreichbar',
          created_at: at(day, 9),
          next_attempt_at: at(day, 9),
        } as never)
        .execute();
  }
}
