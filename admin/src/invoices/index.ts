import { lazy } from 'react';
import InvoiceIcon from '@mui/icons-material/Receipt';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small (decision 049). */
const InvoiceList = lazy(screens.invoiceList.load);

/** 'Rechnungen': invoices and Stornorechnungen, their files, payment and cancellation (decision 058). */
export const invoicesResource = {
  name: 'invoices',
  list: InvoiceList,
  icon: InvoiceIcon,
} satisfies AdminResource;
