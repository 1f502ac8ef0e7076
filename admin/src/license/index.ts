import { lazy } from 'react';
import LicenseIcon from '@mui/icons-material/CardMembership';
import type { AdminResource } from '../shell/admin-resource';

/** /admin/license/{id}: loaded when first opened. */
const LicenseEdit = lazy(() => import('./LicenseEdit'));

export const licenseResource = { name: 'license', edit: LicenseEdit, icon: LicenseIcon } satisfies AdminResource;
