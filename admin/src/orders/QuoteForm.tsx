import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { orderCalls, type Order } from '@bfsm/api-adapter';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { LinesEditor } from './LinesEditor';
import { centsAsInput } from './money';
import { lineDraft, readTerms, type TermsDraft, type TermsErrors } from './quote-terms';
import { failureMessage, salesClient } from './sales-client';

/**
 * 'Angebot schreiben': the lines start from the price list's proposal (or from the quote sent
 * before), editable, with an optional discount; 'Angebot senden' mails it to the billing contact.
 */
export function QuoteForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const translate = useTranslate();
  const proposal = useQuery({
    queryKey: ['orders', order.id, 'proposed-lines'],
    queryFn: async () =>
      order.lines?.length ? order.lines : (await salesClient.call(orderCalls.proposeQuoteLines, { params: { orderId: order.id } })).lines,
    staleTime: Infinity,
  });
  if (proposal.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (proposal.isError) return <Alert severity="error">{failureMessage(proposal.error)}</Alert>;
  return <QuoteDraft order={order} start={proposal.data} onDone={onDone} />;
}

function QuoteDraft({ order, start, onDone }: { order: Order; start: NonNullable<Order['lines']>; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<TermsDraft>(() => ({
    lines: start.map((line) => lineDraft(line)),
    discount: order.discountCents ? centsAsInput(order.discountCents) : '',
    discountReason: order.discountReason ?? '',
  }));
  const [errors, setErrors] = useState<TermsErrors>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    const read = readTerms(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await salesClient.call(orderCalls.sendQuote, { params: { orderId: order.id }, body: read.terms });
      notify('resources.orders.done.quoted', { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label={translate('resources.orders.page.quote')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="body2">{translate('resources.orders.hint.quote_lines')}</Typography>
        <LinesEditor draft={draft} errors={errors} onChange={setDraft} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
            {translate('resources.orders.action.send_quote')}
          </Button>
          <Button onClick={onDone} disabled={sending}>
            {translate('ra.action.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
