/**
 * The drawings made with @mui/x-charts, in one lazily loaded chunk: the charts of the start page
 * 'Übersicht' and the versions in use beside 'Versionen'. Only the charts: the pages, their figures
 * and headings draw without waiting for the chart library (decision 048). One dynamic import for
 * both, because a second one made Rolldown split the modules the admin's start shares with it into
 * a chunk of their own, which grew the initial JavaScript by about 900 bytes gzip (decision 042).
 */
export { OverviewCharts } from '../overview/OverviewCharts';
export { VersionsChart } from '../releases/VersionsChart';
