import { routeParamsFit } from '@bfsm/api-adapter';
import { useFocusOnNewScreen } from './focus-on-new-screen';
import { notFoundScreenFor, type RouteScreen, type RouteScreenProps } from './routes';

/**
 * A route's screen, or the not-found screen of its area when a parameter that names a record by
 * its number holds anything else (`/account/gibt-es-nicht`): the server answers such an address
 * with 404, and the app shows what the status says. Focus lost with the previous screen goes to
 * the new one's main region.
 */
export function ScreenIfParamsFit({ screen: Screen, ...props }: RouteScreenProps & { screen: RouteScreen; path: string }) {
  useFocusOnNewScreen();
  const Shown = routeParamsFit(props.params) ? Screen : notFoundScreenFor(props.path);
  return <Shown {...props} />;
}
