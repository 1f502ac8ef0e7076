import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';

/**
 * Gauges read when Prometheus scrapes: from the database (one small query each) and from the
 * connection pool. A failing query drops its gauge from that scrape instead of failing the
 * whole answer, so the process metrics still arrive while the database is away.
 */
export function registerDatabaseGauges(registry: Registry, database: DatabaseHandle, onCollectError: (error: unknown) => void): void {
  const registers = [registry];

  // Read before the queries below are started, which would otherwise count themselves as waiting.
  const { poolUse } = database;
  if (poolUse) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Connections of the PostgreSQL pool by state (in-use, idle), and the most it opens (max).',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'in-use' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a free connection of the PostgreSQL pool.',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  new Gauge({
    name: 'portal_mails_waiting',
    help: 'Mails in the queue that are not sent yet (whole installation).',
    registers,
    async collect() {
      this.reset();
      await sql<{ waiting: string | number }>`SELECT count(*) AS waiting FROM outgoing_mails WHERE status = 'pending'`
        .execute(database.db)
        .then(({ rows }) => this.set(Number(rows[0]?.waiting ?? 0)), onCollectError);
    },
  });

  new Gauge({
    name: 'portal_login_locks',
    help: 'Sign-in locks in force after too many failures, per account or per client address (whole installation).',
    labelNames: ['scope'],
    registers,
    async collect() {
      this.reset();
      await sql<{ accounts: string | number; addresses: string | number }>`
        SELECT count(*) FILTER (WHERE key LIKE 'account:%') AS accounts, count(*) FILTER (WHERE key LIKE 'ip:%') AS addresses
        FROM attempt_counters WHERE locked_until > now()`
        .execute(database.db)
        .then(({ rows }) => {
          this.set({ scope: 'account' }, Number(rows[0]?.accounts ?? 0));
          this.set({ scope: 'address' }, Number(rows[0]?.addresses ?? 0));
        }, onCollectError);
    },
  });
}
