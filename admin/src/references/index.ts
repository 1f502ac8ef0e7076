import { lazy } from 'react';
import ReferenceIcon from '@mui/icons-material/Collections';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Each screen loads when first shown, so the start of the admin stays small. */
const ReferenceList = lazy(screens.referenceList.load);
export const ReferenceCreate = lazy(screens.referenceCreate.load);
export const ReferenceEdit = lazy(screens.referenceEdit.load);

/** The list; the form lives at the fixed addresses /admin/reference/new and /admin/reference/{id}, App.tsx's custom routes. */
export const referencesResource = { name: 'references', list: ReferenceList, icon: ReferenceIcon } satisfies AdminResource;
