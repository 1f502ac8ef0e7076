import { userCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';

/**
 * An address under /account that no tab knows. Only a signed-in user learns that: the probe
 * sends anyone else to the login page first, as every other /account address does.
 */
export function SignedInNotFound() {
  const { client } = useServices();
  const probe = useLoad((signal) => client.call(userCalls.getUserInfo, { params: {} }, { signal }), [client]);
  if (probe.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (probe.status === 'failed') return <ErrorAlert>{probe.error.message}</ErrorAlert>;
  return <NotFoundScreen />;
}
