import type { Invoice } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { euros } from './money';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.invoices;

/** Where the browser downloads an invoice's file (the server sends it as an attachment). */
export function invoiceFileAddress(invoice: Pick<Invoice, 'id'>, format: 'pdf' | 'xml'): string {
  return `/webapi/invoice/${invoice.id}/${format}`;
}

function statusOf(invoice: Invoice): string {
  if (invoice.cancelledBy || invoice.kind === 'cancellation') return t.cancelled;
  return invoice.paidOn ? t.paid(germanDate(invoice.paidOn)) : t.open;
}

/** 'Rechnungen': number, date, gross amount, due date and state of each invoice, with its PDF and XML. */
export function MyInvoices({ invoices }: { invoices: readonly Invoice[] }) {
  if (!invoices.length) return <p>{t.none}</p>;
  return (
    <ul class="order-list">
      {invoices.map((invoice) => {
        const headingId = `invoice-${invoice.id}-heading`;
        return (
          <li key={invoice.id} class="card">
            <article aria-labelledby={headingId}>
              <h3 id={headingId}>{invoice.kind === 'cancellation' ? t.cancellationTitle(invoice.number) : t.title(invoice.number)}</h3>
              {invoice.cancels && <p>{t.cancels(invoice.cancels)}</p>}
              <dl class="order-facts">
                <dt>{t.date}</dt>
                <dd>{germanDate(invoice.issueDate)}</dd>
                <dt>{t.gross}</dt>
                <dd>{euros(invoice.grossCents)}</dd>
                {invoice.dueDate && invoice.kind === 'invoice' && (
                  <>
                    <dt>{t.due}</dt>
                    <dd>{germanDate(invoice.dueDate)}</dd>
                  </>
                )}
                <dt>{t.status}</dt>
                <dd>{statusOf(invoice)}</dd>
              </dl>
              <ul class="link-list">
                <li>
                  <a href={invoiceFileAddress(invoice, 'pdf')} download aria-label={t.pdf(invoice.number)}>
                    {t.pdfShort}
                  </a>
                </li>
                <li>
                  <a href={invoiceFileAddress(invoice, 'xml')} download aria-label={t.xml(invoice.number)}>
                    {t.xmlShort}
                  </a>
                </li>
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
