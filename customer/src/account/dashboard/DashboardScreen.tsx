import { userCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useMenuInfo } from '../../menu/menu-info';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { useServices } from '../../services/services';
import { useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { AccountLayout } from '../AccountLayout';
import { DashboardContent } from './DashboardContent';

/** /account and /account/{userId}: the dashboard tab, for oneself or (admins) for another user. */
export default function DashboardScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return <Dashboard userId={userId} />;
}

function Dashboard({ userId }: { userId: string | undefined }) {
  const { client } = useServices();
  const menu = useMenuInfo();
  // A 401 leaves for the login page inside the client; this screen never sees it.
  const user = useLoad((signal) => client.call(userCalls.getUserInfo, { params: { id: userId } }, { signal }), [client, userId]);

  return (
    <AccountLayout active="dashboard" userId={userId}>
      {user.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {user.status === 'failed' && <ErrorAlert>{user.error.message}</ErrorAlert>}
      {user.status === 'ready' && <DashboardContent user={user.data} menu={menu} />}
    </AccountLayout>
  );
}
