import { sameOriginAddress } from '@bfsm/api-adapter';
import { useServices } from '../services/services';
import { customerTexts } from '../texts';

/**
 * After a failed code load: a full page load fetches the current release's files again. The
 * current path can itself be '//evil.example' (the server answers any page address with the
 * app), which the browser would read as another site: it is checked like every address from a URL.
 */
export function ReloadPageButton() {
  const { navigate, currentAddress, origin } = useServices();
  return (
    <button type="button" class="button" onClick={() => navigate(sameOriginAddress(currentAddress(), origin))}>
      {customerTexts.routeError.reload}
    </button>
  );
}
