import { routeParamsFit } from '@bfsm/api-adapter';
import { notFoundScreenFor, type RouteScreen, type RouteScreenProps } from './routes';

/**
 * A route's screen, or the not-found screen of its area when a parameter that names a record by
 * its number holds anything else (`/account/gibt-es-nicht`): the server answers such an address
 * with 404, and the app shows what the status says.
 */
export function ScreenIfParamsFit({ screen: Screen, ...props }: RouteScreenProps & { screen: RouteScreen; path: string }) {
  const Shown = routeParamsFit(props.params) ? Screen : notFoundScreenFor(props.path);
  return <Shown {...props} />;
}
