// exec is the router's own path matcher; the package root does not re-export it.
import { exec } from 'preact-iso/router';
import { accountNotFoundRoute, customerRedirects, customerRoutes, routeParamsFit, type CustomerRouteName } from '@bfsm/api-adapter';
import { lazyScreen } from '../route-errors/lazy-screen';

/** What the router hands every screen: the path parameters and the query of the address. */
export interface RouteScreenProps {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

export type RouteScreen = ReturnType<typeof lazyScreen<RouteScreenProps>>;

const dashboardScreen = lazyScreen<RouteScreenProps>(() => import('../account/dashboard/DashboardScreen'));
const contentPageScreen = lazyScreen<RouteScreenProps>(() => import('../content-pages/ContentPageScreen'));
const poolScreens = () => import('../account/pool/pool-screens');
const inviteScreen = lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.InviteScreen })));
const addLicenseScreen = lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.AddLicenseScreen })));
const invitationScreens = () => import('../invitation/invitation-screens');

export const redirects = customerRedirects;

/**
 * The screen of each address of the app (the addresses and their order are shared with the
 * server, which answers any other with 404). Each loads lazily, so the start loads the shell and
 * one screen.
 */
const screenOf: Record<CustomerRouteName, RouteScreen> = {
  login: lazyScreen<RouteScreenProps>(() => import('../login/LoginScreen')),
  profile: lazyScreen<RouteScreenProps>(() => import('../account/profile/ProfileScreen')),
  changePassword: lazyScreen<RouteScreenProps>(() => import('../account/change-password/ChangePasswordScreen')),
  subscription: lazyScreen<RouteScreenProps>(() => import('../account/subscription/SubscriptionScreen')),
  advancedDetails: lazyScreen<RouteScreenProps>(() => import('../account/advanced/AdvancedDetailsScreen')),
  invoices: lazyScreen<RouteScreenProps>(() => import('../account/invoices/InvoicesScreen')),
  invite: inviteScreen,
  addLicense: addLicenseScreen,
  inviteForOwner: inviteScreen,
  addLicenseForOwner: addLicenseScreen,
  pool: lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.PoolScreen }))),
  dashboard: dashboardScreen,
  imprint: contentPageScreen,
  terms: contentPageScreen,
  privacy: contentPageScreen,
  contact: contentPageScreen,
  reference: lazyScreen<RouteScreenProps>(() => import('../references/ReferenceScreen')),
  concept: lazyScreen<RouteScreenProps>(() => import('../concept/ConceptScreen')),
  registerTrial: lazyScreen<RouteScreenProps>(() => import('../register/RegisterScreen').then((m) => ({ default: m.RegisterTrialScreen }))),
  registerConcept: lazyScreen<RouteScreenProps>(() =>
    import('../register/RegisterScreen').then((m) => ({ default: m.RegisterConceptScreen })),
  ),
  registerSuccess: lazyScreen<RouteScreenProps>(() => import('../register/RegisterSuccessScreen')),
  confirmMail: lazyScreen<RouteScreenProps>(() => import('../confirm-mail/ConfirmMailScreen')),
  forgotPassword: lazyScreen<RouteScreenProps>(() => import('../forgot-password/ForgotPasswordScreen')),
  resetPassword: lazyScreen<RouteScreenProps>(() => import('../forgot-password/ResetPasswordScreen')),
  notMe: lazyScreen<RouteScreenProps>(() => import('../not-me/NotMeScreen')),
  termsConsent: lazyScreen<RouteScreenProps>(() => import('../terms-consent/TermsConsentScreen')),
  invitation: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.AcceptInvitationScreen }))),
  declineInvitation: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.DeclineInvitationScreen }))),
  invitationDeclined: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.InvitationDeclinedScreen }))),
  download: lazyScreen<RouteScreenProps>(() => import('../download/DownloadScreen')),
};

const accountNotFoundScreen = lazyScreen<RouteScreenProps>(() => import('../account/AccountNotFoundScreen'));

/** Every screen of the customer app in the router's order, the account area's not-found last. */
export const screens = [
  ...(Object.keys(customerRoutes) as CustomerRouteName[]).map((name) => ({ path: customerRoutes[name], screen: screenOf[name] })),
  { path: accountNotFoundRoute, screen: accountNotFoundScreen },
];

export const notFoundScreen = lazyScreen<RouteScreenProps>(() => import('../not-found/NotFoundScreen'));

/** The not-found screen of the area `path` lies in: the account area's, or the app's. */
export function notFoundScreenFor(path: string): RouteScreen {
  return exec(path, accountNotFoundRoute) ? accountNotFoundScreen : notFoundScreen;
}

/** The screen that `path` shows, after redirects; the start page loads it before the app draws. */
export function screenFor(path: string): RouteScreen {
  const target = redirects.find((redirect) => exec(path, redirect.from))?.to ?? path;
  for (const route of screens) {
    const matched = exec(target, route.path);
    if (matched) return routeParamsFit(matched.params) ? route.screen : notFoundScreenFor(target);
  }
  return notFoundScreen;
}
