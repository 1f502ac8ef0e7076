import { lazy } from 'react';

/**
 * The start page 'Übersicht' (react-admin's dashboard, decision 041), loaded with its chart
 * library only when shown, so the admin's initial JavaScript stays within its budget.
 */
export const OverviewDashboard = lazy(() => import('../charts/chart-screens').then((charts) => ({ default: charts.OverviewPage })));
