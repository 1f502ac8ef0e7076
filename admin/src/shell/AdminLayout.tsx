import { Layout, type LayoutProps } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { DocumentTitle } from './DocumentTitle';

/**
 * react-admin's layout with our menu and tab titles; every column of it may shrink below its
 * widest table (min-width 0), so that a wide list scrolls sideways inside its card instead of
 * pushing columns off the page; its bar is dark enough for white text.
 */
export function AdminLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout
      {...props}
      menu={AdminMenu}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        // White on react-admin's light blue is 3.1:1; the darker shade reaches WCAG AA's 4.5:1 (axe, decision 041).
        '& .MuiAppBar-colorSecondary, & .MuiAppBar-colorPrimary': { bgcolor: 'primary.dark' },
      }}
    >
      <DocumentTitle />
      {children}
    </Layout>
  );
}
