import { BrowserRouter, Route, Routes } from 'react-router';
import { Admin, Resource } from 'react-admin';
import { createApiClient, usersAdapter } from '@bfsm/api-adapter';
import { germanI18nProvider } from './i18n/german-i18n-provider';
import { createAuthProvider } from './shell/auth-provider';
import { createDataProvider } from './shell/data-provider';
import { AdminLayout } from './shell/AdminLayout';
import { UserIcon, UserList } from './users';

const client = createApiClient();
const authProvider = createAuthProvider({ client });
const dataProvider = createDataProvider({
  users: usersAdapter(client),
});

/**
 * The admin's table of contents: one <Resource> per resource folder. Sign-in lives at /login.
 * Real addresses under /admin (react-admin alone would use #-addresses): react-admin's documented
 * sub-path setup of a browser router, a route for /admin/* and the same basename on <Admin>.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              title="Administration"
              layout={AdminLayout}
              disableTelemetry
              requireAuth
              loginPage={false}
              i18nProvider={germanI18nProvider}
              authProvider={authProvider}
              dataProvider={dataProvider}
            >
              <Resource name="users" list={UserList} icon={UserIcon} options={{ label: 'Benutzer' }} />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
