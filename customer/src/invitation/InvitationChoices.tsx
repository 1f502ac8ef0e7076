import { useState } from 'preact/hooks';
import { invitationCalls, licenseTypeName, loginAddress, texts, type InvitationCheck } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { useMenuInfo } from '../menu/menu-info';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { customerTexts } from '../texts';
import { DeclineForm } from './DeclineForm';
import { invitationTexts as t } from './invitation-texts';
import { NewInviteeForm } from './NewInviteeForm';

interface Props {
  invitation: number;
  code: string | undefined;
  check: InvitationCheck;
  /** Opened from the mail's decline link: declining comes first, accepting is a link away. */
  declining: boolean;
}

/** What the invitee can do, by the result of the check (README, 'Licence pools and invitations'). */
export function InvitationChoices({ invitation, code, check, declining }: Props) {
  const { currentAddress } = useServices();
  const product = useMenuInfo()?.menu.product ?? customerTexts.appName;
  const acceptAddress = `/invitation/${invitation}${code ? `/${encodeURIComponent(code)}` : ''}`;

  if (check.wrongUser) return <ErrorAlert>{texts.invitation.wrongUser}</ErrorAlert>;
  const decline = <DeclineForm invitation={invitation} code={code} heading={declining ? t.declineTitle : t.declineHeading} />;

  return (
    <>
      <p>{t.intro(check.invitingUser, product, licenseTypeName(check.licenseType))}</p>
      <p>{t.forAddress(check.email)}</p>
      {declining ? (
        <>
          {decline}
          <p>
            <a href={acceptAddress}>{t.acceptInstead}</a>
          </p>
        </>
      ) : (
        <>
          {check.hasLicense && <ErrorAlert>{texts.invitation.hasLicense}</ErrorAlert>}
          {check.needsLogin && (
            <div class="notice">
              <p>{texts.invitation.needsLogin}</p>
              <p>
                <a class="button button--primary" href={loginAddress(currentAddress())}>
                  {t.signIn}
                </a>
              </p>
            </div>
          )}
          {check.existingUser && !check.needsLogin && !check.hasLicense && <AcceptAsExistingUser invitation={invitation} />}
          {!check.existingUser && code && <NewInviteeForm invitation={invitation} code={code} email={check.email} />}
          {decline}
        </>
      )}
    </>
  );
}

function AcceptAsExistingUser({ invitation }: { invitation: number }) {
  const { client, navigate } = useServices();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function accept() {
    setSending(true);
    setError(undefined);
    try {
      await client.call(invitationCalls.acceptInvitationExistingUser, { params: { invitation } });
      navigate('/account');
    } catch (failure) {
      setError(asApiError(failure).message);
      setSending(false);
    }
  }

  return (
    <div class="form__actions">
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="button" class="button button--cta" disabled={sending} onClick={() => void accept()}>
        {t.accept}
      </button>
      <SendingHint sending={sending} />
    </div>
  );
}
