import { auditKinds, type AuditKind } from '../domain/audit-kinds.js';
import { listAuditEvents, type AuditEvent } from '../contract/audit.js';
import type { ApiClient } from '../client/create-client.js';
import type { ListAnswer, ListQuery } from './adapter.js';

// A type alias, not an interface, so that it fits the generic filter record of ResourceAdapter.
export type AuditListQueryFilter = {
  /** Part of the acting user's e-mail address. */
  actor?: string;
  /** Part of the e-mail address of the user the entry is about. */
  subject?: string;
  kind?: string;
  /** First and last day, YYYY-MM-DD (react-admin's date inputs give that). */
  from?: string;
  to?: string;
  userId?: number | string;
};

const isKind = (value: unknown): value is AuditKind => (auditKinds as readonly unknown[]).includes(value);
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const words = (value: string | undefined) => value?.trim() || undefined;

/** The back-office's Protokoll: the audit timeline, newest first, paged and filtered on the server. It has no writes: entries never change. */
export function auditAdapter(client: ApiClient) {
  return {
    async getList(query: ListQuery<AuditListQueryFilter>): Promise<ListAnswer<AuditEvent>> {
      const { filter } = query;
      const userId = filter.userId === undefined || filter.userId === '' ? undefined : Number(filter.userId);
      const answer = await client.call(listAuditEvents, {
        query: {
          actor: words(filter.actor),
          subject: words(filter.subject),
          kind: isKind(filter.kind) ? filter.kind : undefined,
          from: day(filter.from),
          to: day(filter.to),
          userId: userId !== undefined && Number.isInteger(userId) && userId > 0 ? userId : undefined,
          page: query.pagination?.page,
          perPage: query.pagination?.perPage,
        },
      });
      return { data: answer.events, total: answer.total };
    },
  };
}
