import { lazy } from 'react';

export { default as MailIcon } from '@mui/icons-material/Mail';
/** The mail previews: loaded when first shown. */
export const MailPreviewPage = lazy(() => import('./MailPreviewPage'));
