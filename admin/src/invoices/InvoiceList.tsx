import { useState } from 'react';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import PaymentsIcon from '@mui/icons-material/Payments';
import CancelIcon from '@mui/icons-material/Cancel';
import { buildPath, orderCalls, type Invoice } from '@bfsm/api-adapter';
import {
  Confirm,
  DataTable,
  DateField,
  FunctionField,
  List,
  TextInput,
  SelectField,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { todayInBerlin } from '../shell/berlin-date';
import { ExportButton } from '../orders/ExportButton';
import { AccountingExportButton } from '../accounting/AccountingExportButton';
import { invoiceKindChoices, invoiceStatusChoices } from '../orders/order-choices';
import { formatCents } from '../orders/money';
import { invoiceView } from '@bfsm/api-adapter';
import { failureMessage, salesClient } from '../orders/sales-client';
import { invoiceStatus } from './invoice-status';
import { InvoiceMonths } from './InvoiceMonths';
import { screens } from '../screens';

const Column = DataTable.Col<Invoice>;

const filters = [
  <TextInput key="q" source="q" type="search" alwaysOn helperText={false} />,
  <SelectInput key="status" source="status" choices={invoiceStatusChoices} alwaysOn emptyText="Alle" />,
];

/** /admin/invoices: every invoice and Stornorechnung, newest first, with its files and actions. */
export default function InvoiceList() {
  return (
    <List
      title="resources.invoices.page.list"
      sort={screens.invoiceList.list.sort}
      filters={filters}
      exporter={false}
      empty={false}
      aside={<InvoiceMonths />}
      actions={
        <TopToolbar>
          <ExportButton
            path={orderCalls.exportInvoices.path}
            view={invoiceView}
            fileName="rechnungen.csv"
            label="resources.invoices.action.export"
          />
          <AccountingExportButton />
        </TopToolbar>
      }
    >
      <DataTable<Invoice> rowClick={false} bulkActionButtons={false}>
        <Column source="number" />
        <Column source="kind" disableSort>
          <SelectField source="kind" choices={invoiceKindChoices} />
        </Column>
        <Column source="buyerCompany" disableSort />
        <Column source="issueDate">
          <DateField source="issueDate" locales="de-DE" />
        </Column>
        <Column source="dueDate">
          <DateField source="dueDate" locales="de-DE" />
        </Column>
        <Column source="grossCents" align="right">
          <FunctionField<Invoice> render={(invoice) => formatCents(invoice.grossCents)} />
        </Column>
        <Column source="status" disableSort>
          <FunctionField<Invoice> render={(invoice) => <InvoiceStatus invoice={invoice} />} />
        </Column>
        <Column source="files" disableSort>
          <InvoiceFiles />
        </Column>
        <Column source="actions" disableSort>
          <InvoiceActions />
        </Column>
      </DataTable>
    </List>
  );
}

const berlinDay = (moment: string) =>
  new Date(moment).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The Stand, and for an unsettled invoice the latest Zahlungserinnerung sent (decision 062). */
function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const status = invoiceStatus(invoice, todayInBerlin());
  const reminder = invoice.reminders.at(-1);
  const reminded =
    reminder && status !== 'paid' && status !== 'cancelled'
      ? ` · ${translate('resources.invoices.reminder', { level: reminder.level, date: berlinDay(reminder.sentAt) })}`
      : '';
  return <>{`${translate(`resources.invoices.status.${status}`)}${reminded}`}</>;
}

function InvoiceFiles() {
  const invoice = useRecordContext<Invoice>();
  const translate = useTranslate();
  if (!invoice) return null;
  const address = (format: 'pdf' | 'xml') => buildPath(orderCalls.downloadInvoice.path, { invoiceId: invoice.id, format });
  return (
    <Stack direction="row">
      <Tooltip title={translate('resources.invoices.action.pdf', { number: invoice.number })}>
        <IconButton
          href={address('pdf')}
          download={`${invoice.number}.pdf`}
          aria-label={translate('resources.invoices.action.pdf', { number: invoice.number })}
        >
          <PictureAsPdfIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('resources.invoices.action.xml', { number: invoice.number })}>
        <IconButton
          href={address('xml')}
          download={`${invoice.number}.xml`}
          aria-label={translate('resources.invoices.action.xml', { number: invoice.number })}
        >
          <CodeIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** 'Zahlung erfassen' (with the date of payment, today unless changed) and 'Stornieren' of an open invoice. */
function InvoiceActions() {
  const invoice = useRecordContext<Invoice>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'pay' | 'cancel' | undefined>();
  const [paidOn, setPaidOn] = useState(todayInBerlin());
  const [busy, setBusy] = useState(false);
  if (!invoice || invoice.kind !== 'invoice' || invoice.paidOn || invoice.cancelledBy) return null;

  const run = async (what: 'pay' | 'cancel') => {
    setBusy(true);
    try {
      if (what === 'pay') {
        await salesClient.call(orderCalls.markInvoicePaid, { params: { invoiceId: invoice.id }, body: { paidOn } });
        notify('resources.invoices.done.paid', { type: 'success', messageArgs: { number: invoice.number } });
      } else {
        const { invoiceNumber } = await salesClient.call(orderCalls.cancelInvoice, { params: { invoiceId: invoice.id }, body: {} });
        notify('resources.invoices.done.cancelled', {
          type: 'success',
          messageArgs: { number: invoice.number, cancellation: invoiceNumber },
        });
      }
      setAsking(undefined);
      refresh();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<PaymentsIcon />} onClick={() => setAsking('pay')}>
        {translate('resources.invoices.action.pay')}
      </Button>
      <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setAsking('cancel')}>
        {translate('resources.invoices.action.cancel')}
      </Button>
      <Confirm
        isOpen={asking === 'pay'}
        loading={busy}
        title="resources.invoices.pay.title"
        translateOptions={{ number: invoice.number }}
        content={
          <TextField
            type="date"
            label={translate('resources.invoices.pay.date')}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            required
            // A payment is recorded once it has arrived; the server refuses a later day too.
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInBerlin() } }}
            sx={{ mt: 1 }}
          />
        }
        confirm="resources.invoices.action.pay"
        onConfirm={() => paidOn && run('pay')}
        onClose={() => setAsking(undefined)}
      />
      <Confirm
        isOpen={asking === 'cancel'}
        loading={busy}
        title="resources.invoices.confirm.cancel_title"
        content="resources.invoices.confirm.cancel_content"
        translateOptions={{ number: invoice.number }}
        confirm="resources.invoices.action.cancel"
        confirmColor="warning"
        onConfirm={() => run('cancel')}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
}
