import { lazy } from 'react';
import FeatureIcon from '@mui/icons-material/ToggleOn';
import type { AdminResource } from '../shell/admin-resource';

/** Loaded when first shown, so the start of the admin stays small. */
const FeatureList = lazy(() => import('./FeatureList'));
const FeatureCreate = lazy(() => import('./FeatureCreate'));
const FeatureEdit = lazy(() => import('./FeatureEdit'));

export const featuresResource = {
  name: 'features',
  list: FeatureList,
  create: FeatureCreate,
  edit: FeatureEdit,
  icon: FeatureIcon,
} satisfies AdminResource;
