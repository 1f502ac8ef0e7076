import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { accountingTexts } from './accounting-texts';

/** Loaded when first opened, so that 'Rechnungen' does not wait for it. */
const AccountingExportDialog = lazy(() => import('./AccountingExportDialog'));

/** 'Export für die Buchhaltung' in the toolbar of 'Rechnungen' (decision 061). */
export function AccountingExportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AccountBalanceIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {accountingTexts.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccountingExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
