import type { RouteScreenProps } from '../../app/routes';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { InviteForm } from './InviteForm';
import { PoolFormPage } from './PoolFormPage';
import { poolTexts } from './pool-texts';

/** /account/my-pool/{userId?}/add: invite someone by e-mail to a free licence of the pool. */
export default function InviteScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return (
    <PoolFormPage userId={userId} title={poolTexts.invite}>
      {(pool) => <InviteForm pool={pool} userId={userId} />}
    </PoolFormPage>
  );
}
