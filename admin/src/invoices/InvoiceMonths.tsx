import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCents } from '../orders/money';
import { failureMessage, salesClient } from '../orders/sales-client';
import { askInvoiceMonths } from './invoice-months-call';

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const columns = ['invoicedCents', 'paidCents', 'openCents', 'overdueCents', 'cancelledCents'] as const;

/** Beside 'Rechnungen': each of the last 12 months by what its invoices came to and where they stand today (decision 062). */
export function InvoiceMonths() {
  const translate = useTranslate();
  const months = useQuery({
    queryKey: ['invoice-months'],
    queryFn: () => askInvoiceMonths(salesClient),
    retry: false,
  });
  const title = translate('resources.invoices.months.title');
  return (
    // Beside the list at a desk its width is fixed, so that the list does not narrow when the months come.
    <Card
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 420, lg: 560 }, flexShrink: 0, minWidth: 0, alignSelf: { md: 'flex-start' } }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {months.isPending && <CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
        {months.isError && <Alert severity="error">{failureMessage(months.error)}</Alert>}
        {months.data && (
          // Narrower than its table on a phone: the table scrolls sideways here, reachable by keyboard.
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('resources.invoices.months.month')}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column} component="th" scope="col" align="right">
                      {translate(`resources.invoices.months.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {months.data.months.map((month) => (
                  <TableRow key={month.month}>
                    <TableCell component="th" scope="row">
                      {monthName(month.month)}
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column} align="right">
                        {formatCents(month[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
