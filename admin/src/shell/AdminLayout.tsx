import { Layout, type LayoutProps } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { DocumentTitle } from './DocumentTitle';

/**
 * react-admin's layout with our menu and tab titles; every column of it may shrink below its
 * widest table (min-width 0), so that a wide list scrolls sideways inside its card instead of
 * pushing columns off the page. Its colours come from the admin theme (shell/admin-theme.ts).
 */
export function AdminLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout
      {...props}
      menu={AdminMenu}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
      }}
    >
      <DocumentTitle />
      {children}
    </Layout>
  );
}
