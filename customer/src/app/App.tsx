import { LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { AnalyticsPageViews } from '../cookie-consent/AnalyticsPageViews';
import type { AnalyticsConsent } from '../cookie-consent/analytics-consent';
import { ConsentProvider, useAnalyticsConsent } from '../cookie-consent/consent-context';
import { CookieBanner } from '../cookie-consent/CookieBanner';
import { usePageMeta } from '../document-title/page-meta';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { MenuInfoProvider } from '../menu/menu-info';
import { RouteErrorBoundary } from '../route-errors/RouteErrorBoundary';
import { ServicesProvider, type Services } from '../services/services';
import { customerTexts } from '../texts';
import { appLinkScope } from './link-scope';
import { Redirect } from './Redirect';
import { ScreenIfParamsFit } from './ScreenIfParamsFit';
import { notFoundScreen, redirects, screens } from './routes';

/** `consent`: the visitor's analytics consent, where the operator runs a tracker; it arrives after the first screen. */
export function App({ services, consent }: { services: Services; consent?: AnalyticsConsent | undefined }) {
  return (
    <ServicesProvider value={services}>
      <LocationProvider scope={appLinkScope}>
        <MenuInfoProvider>
          <ConsentProvider value={consent}>
            <Shell />
          </ConsentProvider>
        </MenuInfoProvider>
      </LocationProvider>
    </ServicesProvider>
  );
}

function Shell() {
  const { path } = useLocation();
  const consent = useAnalyticsConsent();
  usePageMeta(path);
  return (
    <div class="shell">
      {consent && <CookieBanner consent={consent} />}
      <AnalyticsPageViews />
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
              <Route key={route.path} path={route.path} component={ScreenIfParamsFit} screen={route.screen} />
            ))}
            <Route default component={notFoundScreen} />
          </Router>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
