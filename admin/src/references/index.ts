import { lazy } from 'react';

export { default as ReferenceIcon } from '@mui/icons-material/Collections';
/** Each screen loads when first shown, so the start of the admin stays small. */
export const ReferenceList = lazy(() => import('./ReferenceList'));
export const ReferenceCreate = lazy(() => import('./ReferenceCreate'));
export const ReferenceEdit = lazy(() => import('./ReferenceEdit'));
