import { useLayoutEffect } from 'react';
import { Layout, useLocation, type LayoutProps } from 'react-admin';
import { endFirstLookWhenTitled } from '../first-look/first-look';
import { isUserListAddress } from '../users/start-screen';
import { AdminMenu } from './AdminMenu';
import { DocumentTitle } from './DocumentTitle';

/**
 * react-admin's layout with our menu and tab titles; every column of it may shrink below its
 * widest table (min-width 0), so that a wide list scrolls sideways inside its card instead of
 * pushing columns off the page. Its colours come from the admin theme (shell/admin-theme.ts).
 */
export function AdminLayout({ children, ...props }: LayoutProps) {
  // The user list's first look is the list's to end (decision 047); on any other screen it goes once the bar has its title (048).
  const { pathname } = useLocation();
  useLayoutEffect(() => (isUserListAddress(pathname) ? undefined : endFirstLookWhenTitled()), [pathname]);
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
