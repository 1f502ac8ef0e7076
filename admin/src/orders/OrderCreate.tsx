import { useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import type { Order, OrderEdition } from '@bfsm/api-adapter';
import { Title, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { AccountLookup } from './AccountLookup';
import { LinesEditor } from './LinesEditor';
import { orderEditionChoices } from './order-choices';
import { lineDraft, readTerms, type TermsDraft, type TermsErrors } from './quote-terms';
import { failureMessage } from './sales-client';

interface OrderDraft {
  userId: string;
  edition: OrderEdition | '';
  devices: string;
  insightViewers: string;
  onsiteViewers: string;
  purchaseOrder: string;
  deliverBeforePayment: boolean;
}

const wholeIn = (text: string, minimum: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= minimum && Number(text) <= 1000 ? Number(text) : undefined;

/** The order's own fields checked: the values recordOrder takes, or a German message by field. */
export function readOrder(draft: OrderDraft): { values: Record<string, unknown> } | { errors: TermsErrors } {
  const errors: TermsErrors = {};
  const userId = /^\d+$/.test(draft.userId.trim()) ? Number(draft.userId) : undefined;
  if (!userId) errors.userId = 'Bitte geben Sie die Benutzer-Nr. eines Kontos ein oder suchen Sie es über die E-Mail-Adresse.';
  if (!draft.edition) errors.edition = 'Bitte wählen Sie eine Edition.';
  const devices = wholeIn(draft.devices, 1);
  if (devices === undefined) errors.devices = 'Bitte geben Sie eine ganze Zahl von 1 bis 1.000 ein.';
  const insightViewers = draft.insightViewers.trim() ? wholeIn(draft.insightViewers, 0) : 0;
  if (insightViewers === undefined) errors.insightViewers = 'Bitte geben Sie eine ganze Zahl von 0 bis 1.000 ein.';
  const onsiteViewers = draft.onsiteViewers.trim() ? wholeIn(draft.onsiteViewers, 0) : 0;
  if (onsiteViewers === undefined) errors.onsiteViewers = 'Bitte geben Sie eine ganze Zahl von 0 bis 1.000 ein.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      userId,
      edition: draft.edition,
      devices,
      insightViewers,
      onsiteViewers,
      purchaseOrder: draft.purchaseOrder.trim() || undefined,
      deliverBeforePayment: draft.deliverBeforePayment,
    },
  };
}

/** /admin/orders/create ('Bestellung erfassen'): an order that came by phone or mail, recorded as accepted. */
export default function OrderCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate<Order>();
  const [order, setOrder] = useState<OrderDraft>({
    userId: '',
    edition: '',
    devices: '1',
    insightViewers: '0',
    onsiteViewers: '0',
    purchaseOrder: '',
    deliverBeforePayment: false,
  });
  const [terms, setTerms] = useState<TermsDraft>(() => ({ lines: [lineDraft()], discount: '', discountReason: '' }));
  const [errors, setErrors] = useState<TermsErrors>({});
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  const text = (name: keyof OrderDraft) => ({
    value: order[name] as string,
    onChange: (event: { target: { value: string } }) => setOrder({ ...order, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const save = () => {
    const own = readOrder(order);
    const quote = readTerms(terms);
    const found = { ...('errors' in own ? own.errors : {}), ...('errors' in quote ? quote.errors : {}) };
    setErrors(found);
    if ('errors' in own || 'errors' in quote) return;
    create(
      'orders',
      { data: { ...own.values, ...quote.terms } },
      {
        onSuccess: (recorded) => {
          notify('resources.orders.done.recorded', { type: 'success' });
          redirect('show', 'orders', recorded.id);
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="resources.orders.page.create" />
      <CardContent>
        <Box
          component="form"
          noValidate
          aria-label={translate('resources.orders.page.create')}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack spacing={2}>
            <AccountLookup userId={order.userId} error={errors.userId} onChange={(userId) => setOrder({ ...order, userId })} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <TextField select label={field('edition')} required {...text('edition')} sx={{ flex: '0 1 12rem' }}>
                {orderEditionChoices.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {translate(choice.name)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={field('devices')}
                required
                {...text('devices')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: '0 1 8rem' }}
              />
              <TextField
                label={field('insightViewers')}
                {...text('insightViewers')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: '0 1 14rem' }}
              />
              <TextField
                label={field('onsiteViewers')}
                {...text('onsiteViewers')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: '0 1 14rem' }}
              />
            </Box>
            <LinesEditor draft={terms} errors={errors} onChange={setTerms} />
            <TextField
              label={field('purchaseOrder')}
              {...text('purchaseOrder')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              sx={{ maxWidth: '20rem' }}
            />
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={order.deliverBeforePayment}
                    onChange={(event) => setOrder({ ...order, deliverBeforePayment: event.target.checked })}
                    slotProps={{ input: { 'aria-describedby': 'deliver-before-payment-hint' } }}
                  />
                }
                label={field('deliverBeforePayment')}
              />
              <FormHelperText id="deliver-before-payment-hint">{translate('resources.orders.hint.deliver_before_payment')}</FormHelperText>
            </Box>
            <Box>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isPending}>
                {translate('resources.orders.action.create')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
