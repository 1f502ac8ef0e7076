import { lazy } from 'react';

export { default as UserIcon } from '@mui/icons-material/People';
/** Loaded when first shown, so the start of the admin stays small. */
export const UserList = lazy(() => import('./UserList'));
export const UserCreate = lazy(() => import('./UserCreate'));
