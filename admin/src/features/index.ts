import { lazy } from 'react';
import FeatureIcon from '@mui/icons-material/ToggleOn';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small. */
const FeatureList = lazy(screens.featureList.load);
const FeatureCreate = lazy(screens.featureCreate.load);
const FeatureEdit = lazy(screens.featureEdit.load);

export const featuresResource = {
  name: 'features',
  list: FeatureList,
  create: FeatureCreate,
  edit: FeatureEdit,
  icon: FeatureIcon,
} satisfies AdminResource;
