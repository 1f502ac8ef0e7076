import { Alert, Chip, Stack, Typography } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useTranslate } from 'react-admin';
import type { Order } from '@bfsm/api-adapter';

const berlinDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A calendar day ('YYYY-MM-DD') or a moment as the Berlin day 'TT.MM.JJJJ'; a calendar day reads as UTC midnight, still that day in Berlin. */
export const germanDay = (value: string) => berlinDay.format(new Date(value));

/** The list's mark of a renewal: the licence end it continues from, and whether it was declined. */
export function RenewalChip({ order }: { order: Order }) {
  const translate = useTranslate();
  if (!order.renewsLicenceEnd) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        icon={<AutorenewIcon />}
        label={translate('resources.orders.renewal.chip', { date: germanDay(order.renewsLicenceEnd) })}
      />
      {order.declinedAt && <Typography variant="body2">{translate('resources.orders.renewal.declined_short')}</Typography>}
    </Stack>
  );
}

/**
 * On the order's page: which licence end the renewal continues from, and the customer's 'Nicht
 * verlängern' (decision 066) with its day and his reason, or that he gave none.
 */
export function RenewalNote({ order }: { order: Order }) {
  const translate = useTranslate();
  if (!order.renewsLicenceEnd) return null;
  return (
    <Alert severity={order.declinedAt ? 'warning' : 'info'} icon={<AutorenewIcon />} role="note">
      <Typography>{translate('resources.orders.renewal.of', { date: germanDay(order.renewsLicenceEnd) })}</Typography>
      {order.declinedAt && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {translate('resources.orders.renewal.declined', {
            date: germanDay(order.declinedAt),
            reason: order.declineReason || translate('resources.orders.renewal.no_reason'),
          })}
        </Typography>
      )}
    </Alert>
  );
}
