import { lazy } from 'react';
import { screens } from '../screens';

/**
 * The start page 'Übersicht' (react-admin's dashboard, decision 041), loaded only when shown, so
 * the admin's initial JavaScript stays within its budget; its charts load apart (decision 048).
 */
export const OverviewDashboard = lazy(screens.overview.load);
