// exec is the router's own path matcher; the package root does not re-export it.
import { exec } from 'preact-iso/router';
import { lazyScreen } from '../route-errors/lazy-screen';

/** What the router hands every screen: the path parameters and the query of the address. */
export interface RouteScreenProps {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

const dashboardScreen = lazyScreen<RouteScreenProps>(() => import('../account/dashboard/DashboardScreen'));
const contentPageScreen = lazyScreen<RouteScreenProps>(() => import('../content-pages/ContentPageScreen'));
const poolScreens = () => import('../account/pool/pool-screens');
const inviteScreen = lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.InviteScreen })));
const addLicenseScreen = lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.AddLicenseScreen })));
const invitationScreens = () => import('../invitation/invitation-screens');

export const redirects = [{ from: '/', to: '/account' }];

/** Every screen of the customer app. Each loads lazily, so the start loads the shell and one screen. */
export const screens = [
  { path: '/login', screen: lazyScreen<RouteScreenProps>(() => import('../login/LoginScreen')) },
  // The tabs of the account area before the dashboard, whose optional user id would take their names.
  { path: '/account/edit/:userId?', screen: lazyScreen<RouteScreenProps>(() => import('../account/profile/ProfileScreen')) },
  { path: '/account/changePw/:userId?', screen: lazyScreen<RouteScreenProps>(() => import('../account/change-password/ChangePasswordScreen')) },
  { path: '/account/manage_subscription/:userId?', screen: lazyScreen<RouteScreenProps>(() => import('../account/subscription/SubscriptionScreen')) },
  { path: '/account/advanced-details/:userId?', screen: lazyScreen<RouteScreenProps>(() => import('../account/advanced/AdvancedDetailsScreen')) },
  { path: '/account/my-pool/add', screen: inviteScreen },
  { path: '/account/my-pool/add-license', screen: addLicenseScreen },
  { path: '/account/my-pool/:userId/add', screen: inviteScreen },
  { path: '/account/my-pool/:userId/add-license', screen: addLicenseScreen },
  { path: '/account/my-pool/:userId?', screen: lazyScreen<RouteScreenProps>(() => poolScreens().then((m) => ({ default: m.PoolScreen }))) },
  { path: '/account/:userId?', screen: dashboardScreen },
  { path: '/impressum', screen: contentPageScreen },
  { path: '/bedingungen', screen: contentPageScreen },
  { path: '/datenschutz', screen: contentPageScreen },
  { path: '/kontakt', screen: contentPageScreen },
  { path: '/reference/:id', screen: lazyScreen<RouteScreenProps>(() => import('../references/ReferenceScreen')) },
  { path: '/concept', screen: lazyScreen<RouteScreenProps>(() => import('../concept/ConceptScreen')) },
  { path: '/register', screen: lazyScreen<RouteScreenProps>(() => import('../register/RegisterScreen').then((m) => ({ default: m.RegisterTrialScreen }))) },
  { path: '/register-concept', screen: lazyScreen<RouteScreenProps>(() => import('../register/RegisterScreen').then((m) => ({ default: m.RegisterConceptScreen }))) },
  { path: '/register/success', screen: lazyScreen<RouteScreenProps>(() => import('../register/RegisterSuccessScreen')) },
  { path: '/confirm-mail/:code', screen: lazyScreen<RouteScreenProps>(() => import('../confirm-mail/ConfirmMailScreen')) },
  { path: '/forgot-password', screen: lazyScreen<RouteScreenProps>(() => import('../forgot-password/ForgotPasswordScreen')) },
  { path: '/confirm-forgotten-password/:code', screen: lazyScreen<RouteScreenProps>(() => import('../forgot-password/ResetPasswordScreen')) },
  { path: '/account/terms-consent/:next', screen: lazyScreen<RouteScreenProps>(() => import('../terms-consent/TermsConsentScreen')) },
  { path: '/invitation/:invitation/:code?', screen: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.AcceptInvitationScreen }))) },
  // The mail's decline link: the same check, with declining in front (decision 019).
  { path: '/decline-invitation/:invitation/:code?', screen: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.DeclineInvitationScreen }))) },
  { path: '/invitation-declined', screen: lazyScreen<RouteScreenProps>(() => invitationScreens().then((m) => ({ default: m.InvitationDeclinedScreen }))) },
  // Any other address in the account area: the login page for anonymous visitors, 'not found' for the others.
  { path: '/account/*', screen: lazyScreen<RouteScreenProps>(() => import('../account/AccountNotFoundScreen')) },
];

export const notFoundScreen = lazyScreen<RouteScreenProps>(() => import('../not-found/NotFoundScreen'));

/** The screen that `path` shows, after redirects; the start page loads it before the app draws. */
export function screenFor(path: string) {
  const target = redirects.find((redirect) => exec(path, redirect.from))?.to ?? path;
  return screens.find((route) => exec(target, route.path))?.screen ?? notFoundScreen;
}
