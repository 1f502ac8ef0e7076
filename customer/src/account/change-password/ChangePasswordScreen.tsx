import { useState } from 'preact/hooks';
import { texts, userCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { useServices } from '../../services/services';
import { useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';
import { AccountLayout } from '../AccountLayout';
import { MyDataSection } from '../my-data/MyDataSection';
import { SessionsSection } from '../sessions/SessionsSection';
import { SecondFactorSection } from '../second-factor/SecondFactorSection';
import { PasskeysSection } from '../passkeys/PasskeysSection';
import { ChangePasswordForm } from './ChangePasswordForm';

const t = accountTexts.changePassword;

/** /account/changePw and /account/changePw/{userId}: the own password, or (admins) another user's. */
export default function ChangePasswordScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return <ChangePassword userId={userId} />;
}

function ChangePassword({ userId }: { userId: string | undefined }) {
  const { client } = useServices();
  // Changing the password ends the other sessions: the list below loads again.
  const [passwordChanges, setPasswordChanges] = useState(0);
  // A passkey added or removed changes what the second factor's section tells an admin.
  const [passkeyChanges, setPasskeyChanges] = useState(0);
  const loaded = useLoad(
    async (signal) => {
      const self = await client.call(userCalls.getUserInfo, { params: {} }, { signal });
      if (userId === undefined || Number(userId) === self.id) return { self, other: undefined };
      // Only an admin gets another user's data; anybody else sees the server's refusal.
      return { self, other: await client.call(userCalls.getUserInfo, { params: { id: userId } }, { signal }) };
    },
    [client, userId],
  );

  return (
    <AccountLayout active="changePassword" userId={userId}>
      <div class="account-sections">
        <h1>{t.title}</h1>
        {loaded.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
        {loaded.status === 'failed' && <ErrorAlert>{loaded.error.message}</ErrorAlert>}
        {loaded.status === 'ready' && loaded.data.other && <ChangePasswordForm otherUser={loaded.data.other} />}
        {loaded.status === 'ready' && !loaded.data.other && (
          <>
            {loaded.data.self.limitedUser ? (
              <p class="notice">{texts.password.limitedUser}</p>
            ) : (
              <ChangePasswordForm onChanged={() => setPasswordChanges((count) => count + 1)} />
            )}
            {!loaded.data.self.limitedUser && <SecondFactorSection reload={passkeyChanges} />}
            {!loaded.data.self.limitedUser && <PasskeysSection onChanged={() => setPasskeyChanges((count) => count + 1)} />}
            <SessionsSection reload={passwordChanges} />
            <MyDataSection />
          </>
        )}
      </div>
    </AccountLayout>
  );
}
