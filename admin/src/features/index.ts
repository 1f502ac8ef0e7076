import { lazy } from 'react';

export { default as FeatureIcon } from '@mui/icons-material/ToggleOn';
/** Loaded when first shown, so the start of the admin stays small. */
export const FeatureList = lazy(() => import('./FeatureList'));
export const FeatureCreate = lazy(() => import('./FeatureCreate'));
export const FeatureEdit = lazy(() => import('./FeatureEdit'));
