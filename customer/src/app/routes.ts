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
  // The pool pages before the dashboard, whose optional user id would take their names; each with and without an owner's id.
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
];

export const notFoundScreen = lazyScreen<RouteScreenProps>(() => import('../not-found/NotFoundScreen'));

/** The screen that `path` shows, after redirects; the start page loads it before the app draws. */
export function screenFor(path: string) {
  const target = redirects.find((redirect) => exec(path, redirect.from))?.to ?? path;
  return screens.find((route) => exec(target, route.path))?.screen ?? notFoundScreen;
}
