import { lazy } from 'react';

export { default as AuditIcon } from '@mui/icons-material/History';
/** Loaded when the Protokoll is first shown, so the start of the admin stays small. */
export const AuditList = lazy(() => import('./AuditList'));
