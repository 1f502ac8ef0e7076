/**
 * The screens drawn with @mui/x-charts, in one lazily loaded chunk: the start page 'Übersicht'
 * and the versions in use beside 'Versionen'. One dynamic import for both, because a second one
 * made Rolldown split the modules the admin's start shares with it into a chunk of their own,
 * which grew the initial JavaScript by about 900 bytes gzip (decision 042).
 */
export { default as OverviewPage } from '../overview/OverviewPage';
export { default as VersionsInUse } from '../releases/VersionsInUse';
