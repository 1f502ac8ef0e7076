import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { CustomRoutes, Resource } from 'react-admin';
import { createApiClient } from '@bfsm/api-adapter';
import { germanI18nProvider } from './i18n/german-i18n-provider';
import { createAuthProvider } from './shell/auth-provider';
import { earlyRequests } from './shell/early-requests';
import { createAdminDataProvider } from './shell/admin-data-provider';
import { AdminLayout } from './shell/AdminLayout';
import { AdminStart } from './shell/AdminStart';
import { adminTitle } from './shell/page-titles';
import { adminTheme } from './shell/admin-theme';
import { ReferenceCreate, ReferenceEdit } from './references';
import { OverviewDashboard } from './overview';
import { backOfficeSections, isAdminPage } from './back-office-sections';

// Answers the calls main.ts started early from what they started (shell/early-requests.ts).
const client = createApiClient({ fetch: earlyRequests.fetch });
export const authProvider = createAuthProvider({ client });
const dataProvider = createAdminDataProvider(client);

/**
 * The admin's table of contents (back-office-sections.ts): one <Resource> per resource folder,
 * spread from the object its index exports (name, screens, icon), and a route per page of its
 * own. Sign-in lives at /login.
 * Real addresses under /admin (react-admin alone would use #-addresses): react-admin's documented
 * sub-path setup of a browser router, a route for /admin/* and the same basename on <Admin>.
 * The fixed addresses decide the resource names: /admin/users/new, /admin/license/{id},
 * /admin/email-debug-output.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminStart
              basename="/admin"
              title={adminTitle}
              layout={AdminLayout}
              theme={adminTheme}
              requireAuth
              i18nProvider={germanI18nProvider}
              authProvider={authProvider}
              dataProvider={dataProvider}
              dashboard={OverviewDashboard}
              queryClient={queryClient}
            >
              {backOfficeSections.map((section) => (isAdminPage(section) ? null : <Resource key={section.name} {...section} />))}
              <CustomRoutes>
                {/* The reference form at its fixed addresses, and the pages of their own. */}
                <Route path="/reference/new" element={<ReferenceCreate />} />
                <Route path="/reference/:id" element={<ReferenceEdit />} />
                {backOfficeSections.filter(isAdminPage).map(({ path, page: Page }) => (
                  <Route key={path} path={`/${path}`} element={<Page client={client} />} />
                ))}
              </CustomRoutes>
            </AdminStart>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
