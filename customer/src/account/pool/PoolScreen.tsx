import { texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { accountTexts } from '../account-texts';

/** /account/my-pool[/{userId}]: 'Viewer verwalten'. Until the pool page exists, only users without a pool are told so. */
export default function PoolScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="pool" userId={params.userId}>
      <Pool />
    </AccountLayout>
  );
}

function Pool() {
  const { user } = useAccountView();
  return (
    <>
      <h1>{accountTexts.tabs.pool}</h1>
      {user.licensePool === null && <p>{texts.pool.noPool}</p>}
    </>
  );
}
