import { lazy } from 'react';

export { default as LicenseIcon } from '@mui/icons-material/CardMembership';
/** /admin/license/{id}: loaded when first opened. */
export const LicenseEdit = lazy(() => import('./LicenseEdit'));
