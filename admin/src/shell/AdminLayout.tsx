import { Layout, type LayoutProps } from 'react-admin';

/**
 * react-admin's layout, but every column of it may shrink below its widest table (min-width 0),
 * so that a wide list scrolls sideways inside its card instead of pushing columns off the page.
 */
export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }} />;
}
