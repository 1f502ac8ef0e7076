import { lazy } from 'react';

/** /admin/install-next: the page that manages the nightly installer build, loaded when first shown. */
export const InstallerPage = lazy(() => import('./InstallerPage'));
