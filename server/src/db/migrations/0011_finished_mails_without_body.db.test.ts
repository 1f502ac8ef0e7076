import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest } from '../migrate.js';
import { createEmptyDatabase, type EmptyDatabase } from '../test-support/empty-database.js';
import { migrations } from './index.js';

jest.setTimeout(60_000);

let empty: EmptyDatabase;
beforeAll(async () => {
  empty = await createEmptyDatabase();
});
afterAll(async () => {
  await empty.remove();
});

test('mails finished before the migration lose their bodies, pending ones keep them, and the table holds every row to that', async () => {
  const handle = await empty.open();
  try {
    const before = await new Migrator({ db: handle.db, provider: { getMigrations: async () => ({ ...migrations }) } }).migrateTo(
      '0009_user_list_indexes',
    );
    expect(before.error).toBeUndefined();
    await sql`
      INSERT INTO outgoing_mails (slug, to_address, subject, html, text_body, status) VALUES
        ('forgotten', 'sent@example.test', 'Neues Passwort vergeben', '<a href="/confirm-forgotten-password/alt">', '/confirm-forgotten-password/alt', 'sent'),
        ('register', 'failed@example.test', 'Bitte bestätigen', '<a href="/confirm-mail/alt">', '/confirm-mail/alt', 'failed'),
        ('register', 'pending@example.test', 'Bitte bestätigen', '<a href="/confirm-mail/neu">', '/confirm-mail/neu', 'pending')`.execute(
      handle.db,
    );

    await migrateToLatest(handle.db);

    const rows = await handle.db.selectFrom('outgoing_mails').select(['to_address', 'html', 'text_body']).orderBy('to_address').execute();
    expect(rows).toEqual([
      { to_address: 'failed@example.test', html: null, text_body: null },
      { to_address: 'pending@example.test', html: '<a href="/confirm-mail/neu">', text_body: '/confirm-mail/neu' },
      { to_address: 'sent@example.test', html: null, text_body: null },
    ]);
    await expect(
      handle.db.updateTable('outgoing_mails').set({ status: 'sent' }).where('to_address', '=', 'pending@example.test').execute(),
    ).rejects.toThrow(/outgoing_mails_body_only_while_pending/);
    await expect(
      handle.db.updateTable('outgoing_mails').set({ html: '<p>wieder da</p>' }).where('to_address', '=', 'sent@example.test').execute(),
    ).rejects.toThrow(/outgoing_mails_body_only_while_pending/);
  } finally {
    await handle.close();
  }
});
