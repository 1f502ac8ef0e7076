import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '@bfsm/api-adapter';
import { FreshProofDialog } from './FreshProofDialog';

/** The server's refusal of a call that adds a way to sign in without a recent proof of who the caller is (decision 051). */
export const needsFreshProof = (failure: unknown): boolean => failure instanceof ApiError && failure.code === 'fresh-proof-required';

interface Asked {
  proved: () => Promise<void>;
  cancelled: () => void;
}

/**
 * The one way the account's screens meet `fresh-proof-required`: `withFreshProof(action)` runs
 * the action; refused for want of a fresh proof, it opens 'Identität bestätigen' and, once the
 * person has confirmed, runs the action once more. It settles as the action does (the second
 * run's answer or failure); cancelled, it fails with the server's refusal, whose message says
 * why nothing happened. Meanwhile it stays pending, so the caller's form stays busy.
 *
 * The caller renders `freshProofDialog` (null while closed). When the dialog goes, the focus
 * returns to where it was when the action started.
 */
export function useFreshProof() {
  const [asked, setAsked] = useState<Asked>();
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = opener.current;
    if (asked || !target) return;
    opener.current = null;
    // A task later: by then the caller has taken the outcome and enabled its form again, and a disabled button takes no focus.
    const later = setTimeout(() => target.isConnected && target.focus());
    return () => clearTimeout(later);
  }, [asked]);

  function withFreshProof<T>(action: () => Promise<T>): Promise<T> {
    // Taken before the call: while it runs, the caller's form is disabled and the focus may leave it.
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return action().catch((failure: unknown) => {
      if (!needsFreshProof(failure)) throw failure;
      return new Promise<T>((resolve, reject) => {
        opener.current = from;
        // Once run again, the action's outcome must reach the caller (new recovery codes are shown only
        // this once), and once cancelled, a proof that arrives late must not run it unseen.
        let stage: 'asking' | 'running again' | 'settled' = 'asking';
        setAsked({
          async proved() {
            if (stage !== 'asking') return;
            stage = 'running again';
            try {
              resolve(await action());
            } catch (again) {
              reject(again);
            }
            stage = 'settled';
            setAsked(undefined);
          },
          cancelled() {
            if (stage !== 'asking') return;
            stage = 'settled';
            reject(failure);
            setAsked(undefined);
          },
        });
      });
    });
  }

  const freshProofDialog = asked ? <FreshProofDialog onProved={asked.proved} onCancel={asked.cancelled} /> : null;
  return { withFreshProof, freshProofDialog };
}
