import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AccountRequestsTable, Database } from '../db/schema.js';
import { dueBefore } from '../db/due-before.js';

export type AccountRequest = Selectable<AccountRequestsTable>;

/** How long a claimed request is reserved for the instance that resolves it; then another may. */
const leaseMs = 5 * 60_000;
const batchSize = 20;

/**
 * The queue of what the registration and forgotten-password forms ask for (decision 013). The
 * forms queue a request for every address, known or not, and answer at once; whether the address
 * has an account is looked up, and the account created or the mail sent, only after the answer
 * has gone out, at a random moment shortly after it (decision 030), so neither the answer's time
 * nor that of the client's next request tells anything. The scheduled job picks up what an instance
 * left when it stopped.
 */
export function createAccountRequestQueue(deps: {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'error'>;
  resolve(request: AccountRequest): Promise<void>;
}) {
  const { db } = deps;
  /** The requests whose answer must go out first, with the moment their queued work is due. */
  const answeredFirst = new WeakMap<FastifyRequest, Date>();
  const inFlight = new Set<Promise<unknown>>();

  async function claimDue(now: Date): Promise<AccountRequest[]> {
    return db
      .updateTable('account_requests')
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('account_requests')
          .select('id')
          .where('next_attempt_at', '<', dueBefore(now))
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async function deliverDue(now = new Date()): Promise<number> {
    let resolved = 0;
    for (;;) {
      const due = await claimDue(now);
      if (due.length === 0) return resolved;
      for (const request of due) {
        try {
          await deps.resolve(request);
          await db.deleteFrom('account_requests').where('id', '=', request.id).execute();
          resolved += 1;
        } catch (error) {
          // Left in the table: it is due again when its lease ends.
          deps.log.error(
            { err: error, requestId: request.id, purpose: request.purpose },
            'Registrierung oder Passwort-Anfrage konnte nicht ausgeführt werden',
          );
        }
      }
    }
  }

  function deliverInBackground(dueAt: Date): void {
    const run = new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now())))
      // A timer may fire a millisecond before the wall clock reads its moment: due is due.
      .then(() => deliverDue(new Date(Math.max(Date.now(), dueAt.getTime()))))
      .catch((error: unknown) => deps.log.error({ err: error }, 'Registrierungen und Passwort-Anfragen konnten nicht abgeholt werden'));
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  return {
    deliverDue,

    /** Resolves what `request` queued, due at `dueAt`, once its answer has gone out and that moment has come. */
    deliverAfterAnswer(request: FastifyRequest, dueAt: Date): void {
      answeredFirst.set(request, dueAt);
    },

    register(app: FastifyInstance): void {
      app.addHook('onResponse', (request, _reply, done) => {
        const dueAt = answeredFirst.get(request);
        if (dueAt) deliverInBackground(dueAt);
        done();
      });
      app.addHook('onClose', async () => {
        while (inFlight.size > 0) await Promise.all(inFlight);
      });
    },

    /** Resolves once every background run, and the wait before it, has finished (tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

export type AccountRequestQueue = ReturnType<typeof createAccountRequestQueue>;
