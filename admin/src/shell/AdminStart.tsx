import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  type AdminProps,
  type CatchAllComponent,
} from 'react-admin';

const store = localStorageStore();

/**
 * react-admin's <Admin> with the props the back-office uses, put together from its parts as
 * react-admin's own <Admin> and <AdminUI> do, but without their login page: <AdminUI> imports
 * react-admin's login form (react-hook-form, the text input) even with `loginPage={false}`, and
 * so put it into the start of every screen (decision 046). Sign-in lives at /login.
 */
export function AdminStart({
  authProvider,
  basename,
  children,
  dashboard,
  dataProvider,
  i18nProvider,
  layout,
  queryClient,
  requireAuth,
  theme,
  title,
}: Pick<
  AdminProps,
  'authProvider' | 'basename' | 'dashboard' | 'dataProvider' | 'i18nProvider' | 'layout' | 'queryClient' | 'requireAuth' | 'theme' | 'title'
> & {
  children: ReactNode;
}) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          // As react-admin's <AdminUI> passes it: its page reads a text title, the route may hand an element.
          catchAll={NotFound as CatchAllComponent}
          error={ErrorPage}
          layout={layout}
          loading={LoadingPage}
          loginPage={false}
          dashboard={dashboard}
          disableTelemetry
          requireAuth={requireAuth}
          title={title}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
