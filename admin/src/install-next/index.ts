import { lazy } from 'react';

/** /admin/install-next, loaded when first shown. */
export const NightlyPage = lazy(() => import('./NightlyPage'));
