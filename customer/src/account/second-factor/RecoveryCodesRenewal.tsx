import { useEffect, useRef, useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { useFreshProof } from '../fresh-proof/use-fresh-proof';
import { RecoveryCodesList } from './RecoveryCodesList';
import { secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

/**
 * 'Neue Wiederherstellungscodes': all old codes are replaced and the new ones shown once. The
 * button asks first, as the old codes, printed perhaps, stop working; a recent proof of who one
 * is (the sign-in, or 'Identität bestätigen') stands for the password the renewal once asked for.
 */
export function RecoveryCodesRenewal({ onRenewed }: { onRenewed: () => void }) {
  const { client } = useServices();
  const { withFreshProof, freshProofDialog } = useFreshProof();
  // The question opens at the button and closes again at 'Abbrechen': the codes stay as they are.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const opener = useRef<HTMLButtonElement>(null);
  const renewer = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Each button replaces the other: the focus goes along, so keyboard users are not left at the page's start.
  useEffect(() => {
    if (open) renewer.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  async function renew() {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await withFreshProof(() => client.call(secondFactorCalls.renewRecoveryCodes, { body: {} }));
      setCodes(answer.recoveryCodes);
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodesList codes={codes} onDone={onRenewed} />;
  if (!open)
    return (
      <button ref={opener} type="button" class="button" onClick={() => setOpen(true)}>
        {t.renew}
      </button>
    );
  return (
    <div class="form">
      <p id="recovery-renewal-intro">{t.renewIntro}</p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div class="form__actions">
        <button
          ref={renewer}
          type="button"
          class="button button--primary"
          aria-describedby="recovery-renewal-intro"
          disabled={busy}
          onClick={() => void renew()}
        >
          {t.renew}
        </button>
        <button type="button" class="button" disabled={busy} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
      {freshProofDialog}
    </div>
  );
}
