import { lazy } from 'react';
import ReleaseIcon from '@mui/icons-material/NewReleases';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small. */
const ReleaseList = lazy(screens.releaseList.load);
const ReleaseCreate = lazy(screens.releaseCreate.load);
const ReleaseEdit = lazy(screens.releaseEdit.load);

/** 'Versionen': the releases of the desktop application (decision 042). */
export const releasesResource = {
  name: 'releases',
  list: ReleaseList,
  create: ReleaseCreate,
  edit: ReleaseEdit,
  icon: ReleaseIcon,
} satisfies AdminResource;
