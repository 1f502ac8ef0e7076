import { LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { MenuInfoProvider } from '../menu/menu-info';
import { RouteErrorBoundary } from '../route-errors/RouteErrorBoundary';
import { ServicesProvider, type Services } from '../services/services';
import { customerTexts } from '../texts';
import { appLinkScope } from './link-scope';
import { Redirect } from './Redirect';
import { notFoundScreen, redirects, screens } from './routes';

export function App({ services }: { services: Services }) {
  return (
    <ServicesProvider value={services}>
      <LocationProvider scope={appLinkScope}>
        <MenuInfoProvider>
          <Shell />
        </MenuInfoProvider>
      </LocationProvider>
    </ServicesProvider>
  );
}

function Shell() {
  const { path } = useLocation();
  return (
    <div class="shell">
      <a class="skip-link" href="#main">
        {customerTexts.skipToContent}
      </a>
      <Header />
      <main id="main" class="site-main" tabIndex={-1}>
        <RouteErrorBoundary path={path}>
          <Router>
            {redirects.map((redirect) => (
              <Route key={redirect.from} path={redirect.from} component={Redirect} to={redirect.to} />
            ))}
            {screens.map((route) => (
              <Route key={route.path} path={route.path} component={route.screen} />
            ))}
            <Route default component={notFoundScreen} />
          </Router>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
