import type { RouteScreenProps } from '../../app/routes';
import { useMenuInfo } from '../../menu/menu-info';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { DashboardContent } from './DashboardContent';

/** /account and /account/{userId}: the dashboard tab, for oneself or (admins) for another user. */
export default function DashboardScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="dashboard" userId={params.userId}>
      <Dashboard />
    </AccountLayout>
  );
}

function Dashboard() {
  const { user } = useAccountView();
  return <DashboardContent user={user} menu={useMenuInfo()} />;
}
