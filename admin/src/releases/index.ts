import { lazy } from 'react';
import ReleaseIcon from '@mui/icons-material/NewReleases';
import type { AdminResource } from '../shell/admin-resource';

/** Loaded when first shown, so the start of the admin stays small. */
const ReleaseList = lazy(() => import('./ReleaseList'));
const ReleaseCreate = lazy(() => import('./ReleaseCreate'));
const ReleaseEdit = lazy(() => import('./ReleaseEdit'));

/** 'Versionen': the releases of the desktop application (decision 042). */
export const releasesResource = {
  name: 'releases',
  list: ReleaseList,
  create: ReleaseCreate,
  edit: ReleaseEdit,
  icon: ReleaseIcon,
} satisfies AdminResource;
