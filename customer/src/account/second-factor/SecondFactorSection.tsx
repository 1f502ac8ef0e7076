import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { RecoveryCodesRenewal } from './RecoveryCodesRenewal';
import { SecondFactorSetup } from './SecondFactorSetup';
import { SecondFactorSwitchOff } from './SecondFactorSwitchOff';
import { fewRecoveryCodes, secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

/**
 * Zwei-Faktor-Anmeldung on the own password tab: its state, the set-up, switching it off. `reload`
 * counts the passkey changes beside it, which change what an admin is told.
 */
export function SecondFactorSection({ reload = 0 }: { reload?: number }) {
  const { client } = useServices();
  const [changes, setChanges] = useState(0);
  const [notice, setNotice] = useState<string>();
  const status = useLoad((signal) => client.call(secondFactorCalls.getSecondFactor, {}, { signal }), [client, changes, reload]);
  const changed = (message?: string) => {
    setNotice(message);
    setChanges((count) => count + 1);
  };

  return (
    <section class="card" aria-labelledby="second-factor-heading" id="zwei-faktor">
      <h2 id="second-factor-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {notice && (
        <p class="alert alert--success" role="status">
          {notice}
        </p>
      )}
      {status.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {status.status === 'failed' && <ErrorAlert>{asApiError(status.error).message}</ErrorAlert>}
      {status.status === 'ready' && status.data.setupRequired && (
        <p class="notice">
          {t.requiredForAdmin}
          {status.data.hasPasskey && ` ${t.passkeyInstead}`}
        </p>
      )}
      {status.status === 'ready' &&
        (status.data.enabled ? (
          <>
            <p>{t.enabled(status.data.recoveryCodesLeft)}</p>
            {status.data.recoveryCodesLeft <= fewRecoveryCodes && <p class="notice">{t.fewLeft}</p>}
            <RecoveryCodesRenewal onRenewed={() => changed(t.renewed)} />
            <SecondFactorSwitchOff onSwitchedOff={() => changed(t.switchedOff)} />
          </>
        ) : (
          <>
            <p>{t.disabled}</p>
            <SecondFactorSetup onConfirmed={() => changed()} />
          </>
        ))}
    </section>
  );
}
