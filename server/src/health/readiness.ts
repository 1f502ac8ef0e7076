import { sql, type Kysely } from 'kysely';
import { migrationNames } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

export type NotReadyReason = 'draining' | 'database-unreachable' | 'migrations-pending';

/** Whether this instance should get traffic: it is not shutting down, its database answers and is migrated. */
export interface Readiness {
  readonly draining: boolean;
  /** After SIGTERM: /readyz answers 503 from now on, while requests are still served. */
  startDraining(): void;
  check(): Promise<NotReadyReason | undefined>;
}

/** A load balancer asks every few seconds; a database that takes longer than this is as good as away. */
const databaseTimeoutMs = 2000;

export function createReadiness(db: Kysely<Database>): Readiness {
  let draining = false;

  async function databaseProblem(): Promise<NotReadyReason | undefined> {
    try {
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
      const applied = new Set(rows.map((row) => row.name));
      return migrationNames.every((name) => applied.has(name)) ? undefined : 'migrations-pending';
    } catch (error) {
      // No migration table yet: the database answers but was never migrated.
      return (error as { code?: string }).code === '42P01' ? 'migrations-pending' : 'database-unreachable';
    }
  }

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      if (draining) return 'draining';
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<NotReadyReason>((resolve) => {
        timer = setTimeout(() => resolve('database-unreachable'), databaseTimeoutMs).unref();
      });
      try {
        return await Promise.race([databaseProblem(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
