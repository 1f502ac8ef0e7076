import { useState } from 'preact/hooks';
import { asApiError } from '../../services/use-load';

/**
 * One change from a pool list at a time (remove, revoke, resend): while it runs its buttons wait;
 * a refusal shows in the list's alert.
 */
export function usePoolAction(onChanged: (message: string) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function run(change: () => Promise<unknown>, message: string): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      await change();
      await onChanged(message);
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
