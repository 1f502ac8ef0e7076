import { licenseCalls, notificationCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { useServices } from '../../services/services';
import { useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { AdvancedDetails } from './AdvancedDetails';
import { AuditTimeline } from './AuditTimeline';
import { UserSecurityPanel } from './UserSecurityPanel';
import { OfflinePeriodPanel } from './OfflinePeriodPanel';
import { useState } from 'preact/hooks';

const t = accountTexts.advanced;

/** /account/advanced-details/{userId?}: for admins, what the app and the mail queue know about a user. */
export default function AdvancedDetailsScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return (
    <AccountLayout active="advanced" userId={userId}>
      <Advanced />
    </AccountLayout>
  );
}

function Advanced() {
  const { client } = useServices();
  // The layout has loaded the user already.
  const { user } = useAccountView();
  // An admin's action in the security panel shows in the timeline below at once.
  const [changes, setChanges] = useState(0);
  const loaded = useLoad(
    async (signal) => {
      const params = { userId: String(user.id) };
      // A non-admin is refused here by the server, and sees its message.
      const [notifications, licenses] = await Promise.all([
        client.call(notificationCalls.listSentNotifications, { params }, { signal }),
        client.call(licenseCalls.listIssuedLicenses, { params }, { signal }),
      ]);
      return { user, notifications, licenses };
    },
    [client, user],
  );

  return (
    <div class="account-sections">
      <h1>{t.title}</h1>
      {loaded.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {loaded.status === 'failed' && <ErrorAlert>{loaded.error.message}</ErrorAlert>}
      {loaded.status === 'ready' && (
        <>
          <AdvancedDetails {...loaded.data} />
          <UserSecurityPanel userId={user.id} onChanged={() => setChanges((count) => count + 1)} />
          <OfflinePeriodPanel userId={user.id} onChanged={() => setChanges((count) => count + 1)} />
          <AuditTimeline userId={user.id} reload={changes} />
        </>
      )}
    </div>
  );
}
