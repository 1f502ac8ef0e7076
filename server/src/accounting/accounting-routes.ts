import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { domainRoutes } from '../http/domain-routes.js';
import { auditActor } from '../http/audit-actor.js';
import {
  accountingSettings,
  exportAccountingCsv,
  exportDatevBookings,
  exportInvoiceArchive,
  type AccountingDeps,
} from './export-accounting.js';

/** A written file as the answer: its type, its name for the browser's downloads, never kept in a cache. */
const sendFile = (reply: FastifyReply, type: string, file: { fileName: string; content: Buffer | string | Readable }) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.content);

/** 'Export für die Buchhaltung' (decision 061): the period's invoices for the tax adviser. */
export function accountingRoutes(deps: AccountingDeps) {
  return domainRoutes('accounting', {
    getAccountingSettings: async () => accountingSettings(deps.accounting),
    exportDatevBookings: async ({ query }, request, reply) =>
      sendFile(reply, 'text/csv; charset=windows-1252', await exportDatevBookings(deps, auditActor(request), query)),
    exportAccountingCsv: async ({ query }, request, reply) =>
      sendFile(reply, 'text/csv; charset=utf-8', await exportAccountingCsv(deps, auditActor(request), query)),
    exportInvoiceArchive: async ({ query }, request, reply) =>
      sendFile(reply, 'application/zip', await exportInvoiceArchive(deps, auditActor(request), query)),
  });
}
