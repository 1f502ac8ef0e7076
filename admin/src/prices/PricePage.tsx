import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderCalls, type PriceItem } from '@bfsm/api-adapter';
import { Title, useNotify, useTranslate } from 'react-admin';
import { centsAsInput, formatCents, parseEuros } from '../orders/money';
import { failureMessage, salesClient } from '../orders/sales-client';
import { askPrices } from './prices-call';

const pricesKey = ['prices'] as const;

const germanDateTime = (value: string) =>
  new Date(value).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/prices ('Preise'): the net price of each item as it stands, editable, and every price
 * ever set below, newest first. A changed price applies to quotes written from now on.
 */
export default function PricePage() {
  const translate = useTranslate();
  const prices = useQuery({ queryKey: pricesKey, queryFn: () => askPrices(salesClient) });
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 2 }}>
      <Title title="resources.prices.page.list" />
      {prices.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {prices.isError && <Alert severity="error">{failureMessage(prices.error)}</Alert>}
      {prices.data && (
        <>
          <Card component="section" aria-labelledby="prices-current">
            <CardContent>
              <Typography id="prices-current" variant="h6" component="h2" gutterBottom>
                {translate('resources.prices.current')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {orderCalls.priceItems.map((item) => (
                  <PriceRow key={item} item={item} netCents={prices.data.current.find((price) => price.item === item)?.netCents} />
                ))}
              </Box>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="prices-history">
            <CardContent>
              <Typography id="prices-history" variant="h6" component="h2" gutterBottom>
                {translate('resources.prices.history')}
              </Typography>
              <PriceHistory history={prices.data.history} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function PriceRow({ item, netCents }: { item: PriceItem; netCents: number | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(netCents === undefined ? '' : centsAsInput(netCents));
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const itemName = translate(`resources.prices.item.${item}`);
  const inputId = `price-${item}`;

  const save = async () => {
    const cents = parseEuros(typed);
    setInvalid(cents === undefined);
    if (cents === undefined) return;
    setSaving(true);
    try {
      await salesClient.call(orderCalls.setPrice, { body: { item, netCents: cents } });
      notify('resources.prices.done.saved', { type: 'success', messageArgs: { item: itemName } });
      await queryClient.invalidateQueries({ queryKey: pricesKey });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={itemName}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 16rem' }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 'bold', display: 'block' }}>
          {itemName}
        </Typography>
        <Typography variant="body2">{netCents === undefined ? translate('resources.prices.no_price') : formatCents(netCents)}</Typography>
      </Box>
      <TextField
        id={inputId}
        size="small"
        label={translate('resources.prices.fields.newPrice')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={invalid}
        helperText={invalid ? translate('resources.orders.invalid.amount') : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '0 1 10rem' }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={saving}
        aria-label={translate('resources.prices.action.save', { item: itemName })}
      >
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}

function PriceHistory({
  history,
}: {
  history: ReadonlyArray<{ id: number; item: PriceItem; netCents: number; validFrom: string; setBy: string | null }>;
}) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.prices.fields.${name}`);
  if (history.length === 0) return <Typography>{translate('resources.prices.no_history')}</Typography>;
  return (
    // On a phone the table scrolls in its own region, which the keyboard reaches.
    <Box sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-labelledby="prices-history">
      <Table size="small" aria-labelledby="prices-history">
        <TableHead>
          <TableRow>
            <TableCell>{field('item')}</TableCell>
            <TableCell align="right">{field('netCents')}</TableCell>
            <TableCell>{field('validFrom')}</TableCell>
            <TableCell>{field('setBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((price) => (
            <TableRow key={price.id}>
              <TableCell>{translate(`resources.prices.item.${price.item}`)}</TableCell>
              <TableCell align="right">{formatCents(price.netCents)}</TableCell>
              <TableCell>{germanDateTime(price.validFrom)}</TableCell>
              <TableCell>{price.setBy ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
