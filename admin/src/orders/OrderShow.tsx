import { useState, type ReactNode } from 'react';
import { Box, Button, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptIcon from '@mui/icons-material/Receipt';
import CancelIcon from '@mui/icons-material/Cancel';
import { orderCalls, type Order } from '@bfsm/api-adapter';
import { Confirm, Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatCents } from './money';
import { QuoteForm } from './QuoteForm';
import { RenewalNote } from './renewal';
import { failureMessage, salesClient } from './sales-client';

const germanDate = (value: string | null) => (value ? new Date(value).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }) : '–');

/** /admin/orders/{id}/show: the request, the lines, and what can be done in the order's state. */
export default function OrderShow() {
  return (
    <Show title={<OrderTitle />} actions={false}>
      <OrderDetails />
    </Show>
  );
}

function OrderTitle() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  return <>{order ? translate('resources.orders.page.show', { id: order.id }) : ''}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function OrderDetails() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const [writing, setWriting] = useState(false);
  if (!order) return null;
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  return (
    <CardContent>
      <Stack spacing={3}>
        <RenewalNote order={order} />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Fact label={field('state')}>{translate(`resources.orders.state.${order.state}`)}</Fact>
          <Fact label={field('email')}>{order.email ?? '–'}</Fact>
          <Fact label={field('edition')}>{translate(`resources.orders.edition.${order.edition}`)}</Fact>
          <Fact label={field('devices')}>{order.devices}</Fact>
          {order.insightViewers > 0 && <Fact label={field('insightViewers')}>{order.insightViewers}</Fact>}
          {order.onsiteViewers > 0 && <Fact label={field('onsiteViewers')}>{order.onsiteViewers}</Fact>}
          <Fact label={field('createdAt')}>{germanDate(order.createdAt)}</Fact>
          {order.validUntil && <Fact label={field('validUntil')}>{germanDate(order.validUntil)}</Fact>}
          {order.purchaseOrder && <Fact label={field('purchaseOrder')}>{order.purchaseOrder}</Fact>}
          {order.termStart && order.termEnd && (
            <Fact label={field('term')}>{`${germanDate(order.termStart)} – ${germanDate(order.termEnd)}`}</Fact>
          )}
          {order.paidOn && <Fact label={field('paidOn')}>{germanDate(order.paidOn)}</Fact>}
          {order.deliverBeforePayment && <Fact label={field('deliverBeforePayment')}>{translate('ra.boolean.true')}</Fact>}
        </Box>
        <section aria-labelledby="order-message">
          <Typography id="order-message" variant="h6" component="h2">
            {field('message')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.message || translate('resources.orders.hint.no_message')}</Typography>
        </section>
        {writing ? (
          <section aria-labelledby="order-quote">
            <Typography id="order-quote" variant="h6" component="h2">
              {translate('resources.orders.page.quote')}
            </Typography>
            <QuoteForm order={order} onDone={() => setWriting(false)} />
          </section>
        ) : (
          <>
            <OrderLines order={order} />
            <OrderActions order={order} onQuote={() => setWriting(true)} />
          </>
        )}
      </Stack>
    </CardContent>
  );
}

function OrderLines({ order }: { order: Order }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  if (!order.lines?.length) return <Typography>{translate('resources.orders.hint.no_lines')}</Typography>;
  return (
    // On a phone the table scrolls in its own region, which the keyboard reaches.
    <Box sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={field('lines')}>
      <Table size="small" aria-label={field('lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{field('description')}</TableCell>
            <TableCell align="right">{field('quantity')}</TableCell>
            <TableCell align="right">{field('unitPrice')}</TableCell>
            <TableCell align="right">{field('lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatCents(line.unitNetPriceCents)}</TableCell>
              <TableCell align="right">{formatCents(line.quantity * line.unitNetPriceCents)}</TableCell>
            </TableRow>
          ))}
          {order.discountCents > 0 && (
            <TableRow>
              <TableCell colSpan={3}>{order.discountReason ?? translate('resources.orders.total.discount')}</TableCell>
              <TableCell align="right">{formatCents(-order.discountCents)}</TableCell>
            </TableRow>
          )}
          {order.netCents !== null && (
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 'bold' }}>
                {translate('resources.orders.total.net')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {formatCents(order.netCents)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The actions of the order's state: quote a request (or quote again), invoice an accepted order, cancel. */
function OrderActions({ order, onQuote }: { order: Order; onQuote: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'invoice' | 'cancel' | undefined>();
  const [busy, setBusy] = useState(false);
  const canQuote = order.state === 'requested' || order.state === 'quoted';
  const canInvoice = order.state === 'accepted';
  const canCancel = order.state === 'requested' || order.state === 'quoted' || order.state === 'accepted';
  if (!canQuote && !canInvoice && !canCancel) return null;

  const run = async (what: 'invoice' | 'cancel') => {
    setBusy(true);
    try {
      if (what === 'invoice') {
        const { invoiceNumber } = await salesClient.call(orderCalls.issueOrderInvoice, { params: { orderId: order.id }, body: {} });
        notify('resources.orders.done.invoiced', { type: 'success', messageArgs: { number: invoiceNumber } });
      } else {
        await salesClient.call(orderCalls.cancelOrder, { params: { orderId: order.id }, body: {} });
        notify('resources.orders.done.cancelled', { type: 'success' });
      }
      refresh();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canQuote && (
        <Button variant="contained" startIcon={<EditNoteIcon />} onClick={onQuote}>
          {translate('resources.orders.action.quote')}
        </Button>
      )}
      {canInvoice && (
        <Button variant="contained" startIcon={<ReceiptIcon />} onClick={() => setAsking('invoice')}>
          {translate('resources.orders.action.invoice')}
        </Button>
      )}
      {canCancel && (
        <Button color="error" startIcon={<CancelIcon />} onClick={() => setAsking('cancel')}>
          {translate('resources.orders.action.cancel')}
        </Button>
      )}
      <Confirm
        isOpen={asking === 'invoice'}
        loading={busy}
        title="resources.orders.confirm.invoice_title"
        content="resources.orders.confirm.invoice_content"
        translateOptions={{ id: order.id }}
        onConfirm={() => run('invoice')}
        onClose={() => setAsking(undefined)}
      />
      <Confirm
        isOpen={asking === 'cancel'}
        loading={busy}
        title="resources.orders.confirm.cancel_title"
        content="resources.orders.confirm.cancel_content"
        translateOptions={{ id: order.id }}
        confirmColor="warning"
        onConfirm={() => run('cancel')}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
}
