import { useState } from 'preact/hooks';
import { auditCalls, auditKindNames, describeAuditChange, type AuditEvent } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { auditTexts } from './audit-texts';

const t = auditTexts;
const perPage = 20;

const kindName = (kind: string) => auditKindNames[kind as keyof typeof auditKindNames] ?? kind;

/** The user's entries of the audit timeline (as subject or actor), newest first, a page at a time. */
export function AuditTimeline({ userId, reload }: { userId: number; reload: number }) {
  const { client } = useServices();
  const [page, setPage] = useState(1);
  const loaded = useLoad(
    (signal) =>
      client.call(
        auditCalls.listAuditEvents,
        { query: { userId: String(userId), page: String(page), perPage: String(perPage) } },
        { signal },
      ),
    [client, userId, page, reload],
  );
  const pages = loaded.status === 'ready' ? Math.max(1, Math.ceil(loaded.data.total / perPage)) : 1;

  return (
    <section class="card" aria-labelledby="advanced-audit">
      <h2 id="advanced-audit">{t.heading}</h2>
      {loaded.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {loaded.status === 'failed' && <ErrorAlert>{asApiError(loaded.error).message}</ErrorAlert>}
      {loaded.status === 'ready' && loaded.data.events.length === 0 && <p>{t.empty}</p>}
      {loaded.status === 'ready' && loaded.data.events.length > 0 && (
        <>
          <table class="table" aria-labelledby="advanced-audit">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.change}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.events.map((event: AuditEvent) => (
                <tr key={event.id}>
                  <td>{germanDateTime(event.occurredAt)}</td>
                  <td>{kindName(event.kind)}</td>
                  <td>{event.actorEmail ?? t.nobody}</td>
                  <td>{event.address ?? t.nobody}</td>
                  <td>{describeAuditChange(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav class="pager" aria-label={t.heading}>
              <button type="button" class="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.previous}
              </button>
              <span>{t.page(page, pages)}</span>
              <button type="button" class="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
