import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { contract, exportAddress, type CallDeclaration } from '@bfsm/api-adapter';
import { todayInBerlin } from '../shell/berlin-date';
import { failureMessage, salesClient } from '../orders/sales-client';
import { accountingTexts as texts } from './accounting-texts';
import { downloadFile } from './download-file';
import { previousMonth } from './previous-month';

const calls = contract.accounting;
const downloads = [
  { key: 'datev', label: texts.datev, call: calls.exportDatevBookings },
  { key: 'csv', label: texts.csv, call: calls.exportAccountingCsv },
  { key: 'archive', label: texts.archive, call: calls.exportInvoiceArchive },
] as const satisfies ReadonlyArray<{ key: string; label: string; call: CallDeclaration }>;

/**
 * 'Export für die Buchhaltung': a period (the last month by default) and its three files for the
 * tax adviser, with the DATEV settings the Buchungsstapel carries. A download that the server
 * refuses (a period across the fiscal year, missing settings) says why here, in German.
 */
export default function AccountingExportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [period, setPeriod] = useState(() => previousMonth(todayInBerlin()));
  const [working, setWorking] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const settings = useQuery({
    queryKey: ['accounting-settings'],
    queryFn: () => salesClient.call(calls.getAccountingSettings, {}),
    retry: false,
  });
  const datevMissing = settings.data?.missing ?? [];

  const download = async (key: string, call: CallDeclaration) => {
    setWorking(key);
    setProblem(null);
    try {
      await downloadFile(exportAddress(call.path, period));
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setWorking(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.open}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.intro}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              label={texts[end]}
              value={period[end]}
              onChange={(event) => setPeriod({ ...period, [end]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          ))}
        </Stack>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {settings.isError && <Alert severity="error">{failureMessage(settings.error)}</Alert>}
        {datevMissing.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {texts.missing(datevMissing.join(', '))}
          </Alert>
        )}
        {settings.data && <DatevSettings settings={settings.data} />}
        <div aria-live="polite">{working && <Typography variant="body2">{texts.working}</Typography>}</div>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {downloads.map(({ key, label, call }) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={working === key ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            disabled={working !== null || (key === 'datev' && (settings.isPending || datevMissing.length > 0))}
            onClick={() => void download(key, call)}
          >
            {label}
          </Button>
        ))}
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

type Settings = Awaited<ReturnType<typeof salesClient.call<typeof calls.getAccountingSettings>>>;

function DatevSettings({ settings }: { settings: Settings }) {
  const [month, day] = settings.fiscalYearStart.split('-');
  const rows: Array<[string, string]> = [
    [texts.consultant, settings.consultantNumber?.toString() ?? '–'],
    [texts.client, settings.clientNumber?.toString() ?? '–'],
    [texts.fiscalYear, `${day}.${month}.`],
    [texts.accountLength, String(settings.accountLength)],
    [texts.debtor, String(settings.debtorAccount)],
    [texts.revenue, String(settings.revenueAccounts.domestic)],
    [texts.revenueEu, String(settings.revenueAccounts.euReverseCharge)],
    [texts.chart, `SKR ${settings.chartOfAccounts}`],
    [texts.lock, settings.lockBookings ? texts.yes : texts.no],
  ];
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {texts.settings}
      </Typography>
      <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([term, value]) => (
          <Stack key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
