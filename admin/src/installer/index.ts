import { lazy } from 'react';
import { screens } from '../screens';

/** /admin/install-next: the page that manages the nightly installer build, loaded when first shown. */
export const InstallerPage = lazy(screens.installerPage.load);
