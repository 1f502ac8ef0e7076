import type { RouteScreenProps } from '../../app/routes';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { AddLicenseForm } from './AddLicenseForm';
import { PoolFormPage } from './PoolFormPage';
import { poolTexts } from './pool-texts';

/** /account/my-pool/{userId?}/add-license: an admin adds a licence to the pool. */
export default function AddLicenseScreen({ params }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return (
    <PoolFormPage userId={userId} title={poolTexts.addLicense}>
      {(pool) => <AddLicenseForm pool={pool} />}
    </PoolFormPage>
  );
}
