import { useServices } from '../services/services';
import { customerTexts } from '../texts';

/** After a failed code load: a full page load fetches the current release's files again. */
export function ReloadPageButton() {
  const { navigate, currentAddress } = useServices();
  return (
    <button type="button" class="button" onClick={() => navigate(currentAddress())}>
      {customerTexts.routeError.reload}
    </button>
  );
}
