import { useState } from 'preact/hooks';
import { texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { deferredSection } from '../../deferred/deferred-section';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { accountTexts } from '../account-texts';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { MyDataSection } from '../my-data/MyDataSection';
import { ChangePasswordForm } from './ChangePasswordForm';

const t = accountTexts.changePassword;

// Below the form, each with its code and its data after the form's first paint (src/deferred/deferred-section.tsx).
// The data download stays: a heading and a link, no request; a chunk of its own split the start's shared code.
const SecondFactorSection = deferredSection(() => import('../second-factor/SecondFactorSection').then((m) => m.SecondFactorSection), {
  placeholder: 'deferred-section--second-factor',
});
const PasskeysSection = deferredSection(() => import('../passkeys/PasskeysSection').then((m) => m.PasskeysSection), {
  placeholder: 'deferred-section--passkeys',
});
const SessionsSection = deferredSection(() => import('../sessions/SessionsSection').then((m) => m.SessionsSection), {
  placeholder: 'deferred-section--sessions',
});

/** /account/changePw and /account/changePw/{userId}: the own password, or (admins) another user's. */
export default function ChangePasswordScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return (
    <AccountLayout active="changePassword" userId={userId}>
      <ChangePassword />
    </AccountLayout>
  );
}

/**
 * The tab's content, once the layout has loaded viewer and user (the same two calls that this tab
 * made a second time before): another user's password for an admin, else the own with what
 * secures the account below it.
 */
function ChangePassword() {
  const { viewer, user, isOwnAccount } = useAccountView();
  // Changing the password ends the other sessions: the list below loads again.
  const [passwordChanges, setPasswordChanges] = useState(0);
  // A passkey added or removed changes what the second factor's section tells an admin.
  const [passkeyChanges, setPasskeyChanges] = useState(0);

  return (
    <div class="account-sections">
      <h1>{t.title}</h1>
      {!isOwnAccount && <ChangePasswordForm otherUser={user} />}
      {isOwnAccount && (
        <>
          {viewer.limitedUser ? (
            <p class="notice">{texts.password.limitedUser}</p>
          ) : (
            <ChangePasswordForm onChanged={() => setPasswordChanges((count) => count + 1)} />
          )}
          {!viewer.limitedUser && <SecondFactorSection reload={passkeyChanges} />}
          {!viewer.limitedUser && <PasskeysSection onChanged={() => setPasskeyChanges((count) => count + 1)} />}
          <SessionsSection reload={passwordChanges} />
          <MyDataSection />
        </>
      )}
    </div>
  );
}
