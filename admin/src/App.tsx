import { BrowserRouter, Route, Routes } from 'react-router';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createApiClient } from '@bfsm/api-adapter';
import { germanI18nProvider } from './i18n/german-i18n-provider';
import { createAuthProvider } from './shell/auth-provider';
import { createAdminDataProvider } from './shell/admin-data-provider';
import { AdminLayout } from './shell/AdminLayout';
import { UserCreate, UserIcon, UserList } from './users';
import { LicenseEdit, LicenseIcon } from './license';
import { FeatureCreate, FeatureEdit, FeatureIcon, FeatureList } from './features';
import { MailIcon, MailPreviewPage } from './mail-previews';
import { ReferenceCreate, ReferenceEdit, ReferenceIcon, ReferenceList } from './references';
import { InstallerPage } from './installer';
import { AuditIcon, AuditList } from './audit';

const client = createApiClient();
const authProvider = createAuthProvider({ client });
const dataProvider = createAdminDataProvider(client);

/**
 * The admin's table of contents: one <Resource> per resource folder. Sign-in lives at /login.
 * Real addresses under /admin (react-admin alone would use #-addresses): react-admin's documented
 * sub-path setup of a browser router, a route for /admin/* and the same basename on <Admin>.
 * The fixed addresses decide the resource names: /admin/users/new, /admin/license/{id},
 * /admin/email-debug-output.
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
              <Resource name="users" list={UserList} icon={UserIcon} options={{ label: 'Benutzer' }}>
                <Route path="new" element={<UserCreate />} />
              </Resource>
              <Resource name="license" edit={LicenseEdit} icon={LicenseIcon} options={{ label: 'Lizenzen' }} />
              <Resource
                name="features"
                list={FeatureList}
                create={FeatureCreate}
                edit={FeatureEdit}
                icon={FeatureIcon}
                options={{ label: 'Features' }}
              />
              <Resource name="email-debug-output" list={MailPreviewPage} icon={MailIcon} options={{ label: 'Mails' }} />
              <Resource name="references" list={ReferenceList} icon={ReferenceIcon} options={{ label: 'Referenzen' }} />
              <Resource name="audit" list={AuditList} icon={AuditIcon} options={{ label: 'Protokoll' }} />
              <CustomRoutes>
                {/* The reference form at its fixed addresses, and the nightly page. */}
                <Route path="/reference/new" element={<ReferenceCreate />} />
                <Route path="/reference/:id" element={<ReferenceEdit />} />
                <Route path="/install-next" element={<InstallerPage client={client} />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
