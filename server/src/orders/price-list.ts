import { sql, type Kysely } from 'kysely';
import type { Database, PriceItem } from '../db/schema.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

export const priceItems: readonly PriceItem[] = ['classic', 'next', 'insight', 'onSite', 'viewer-insight', 'viewer-onSite'];

/** The current net price of each item in cents per unit and year: the newest row of each; an item without a row is absent. */
export async function currentPrices(db: Kysely<Database>): Promise<Partial<Record<PriceItem, number>>> {
  const rows = await db
    .selectFrom('prices')
    .distinctOn('item')
    .select(['item', 'net_cents'])
    .orderBy('item')
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.item, row.net_cents]));
}

/** Every price ever set, newest first: the history the price list keeps. */
export async function priceHistory(db: Kysely<Database>) {
  return db
    .selectFrom('prices')
    .leftJoin('users', 'users.id', 'prices.set_by')
    .select(['prices.id', 'prices.item', 'prices.net_cents', 'prices.valid_from', 'users.email as set_by_email'])
    .orderBy('prices.valid_from', 'desc')
    .orderBy('prices.id', 'desc')
    .execute();
}

/** A new price for an item, from now on; the old one stays in the history. */
export async function setPrice(db: Kysely<Database>, actor: AuditActor, item: PriceItem, netCents: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = (await currentPrices(trx))[item];
    await trx
      .insertInto('prices')
      .values({ item, net_cents: netCents, valid_from: sql<Date>`clock_timestamp()`, set_by: actor.id })
      .execute();
    await recordAuditEvent(trx, actor, {
      kind: 'price-set',
      subject: null,
      before: before === undefined ? null : { item, netCents: before },
      after: { item, netCents },
    });
  });
}
