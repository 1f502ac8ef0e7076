import { lazy } from 'react';
import LicenseIcon from '@mui/icons-material/CardMembership';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** /admin/license/{id}: loaded when first opened. */
const LicenseEdit = lazy(screens.licenseEdit.load);

export const licenseResource = { name: 'license', edit: LicenseEdit, icon: LicenseIcon } satisfies AdminResource;
