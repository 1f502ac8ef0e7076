import { useState } from 'preact/hooks';
import { texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useMenuInfo } from '../../menu/menu-info';
import NotFoundScreen from '../../not-found/NotFoundScreen';
import { customerTexts } from '../../texts';
import { AccountLayout } from '../AccountLayout';
import { PoolContent } from './PoolContent';
import { poolTexts } from './pool-texts';
import { usePool } from './use-pool';

/** /account/my-pool/{userId?}: Viewer verwalten, for the pool owner or (admins) for any owner. */
export default function PoolScreen({ params, query }: RouteScreenProps) {
  const userId = params.userId;
  if (userId !== undefined && !/^\d+$/.test(userId)) return <NotFoundScreen />;
  return <PoolPage userId={userId} inviteSent={query.invite_success === 'true'} />;
}

function PoolPage({ userId, inviteSent }: { userId: string | undefined; inviteSent: boolean }) {
  const { state, reload } = usePool(userId);
  const isAdmin = useMenuInfo()?.isAdmin ?? false;
  // What the last change on this page did; it replaces the notice of the invitation just sent.
  const [notice, setNotice] = useState<string | undefined>(inviteSent ? texts.success.invitationSent : undefined);

  return (
    <AccountLayout active="pool" userId={userId}>
      <h1>{poolTexts.title}</h1>
      <div role="status">{notice && <p class="alert alert--success">{notice}</p>}</div>
      {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {state.status === 'failed' && <ErrorAlert>{state.error.message}</ErrorAlert>}
      {state.status === 'ready' && state.data.kind === 'none' && <p>{texts.pool.noPool}</p>}
      {state.status === 'ready' && state.data.kind === 'member' && <p>{poolTexts.memberOnly}</p>}
      {state.status === 'ready' && state.data.kind === 'pool' && (
        <PoolContent
          pool={state.data.pool}
          userId={userId}
          isAdmin={isAdmin}
          onChanged={async (message) => {
            await reload();
            setNotice(message);
          }}
        />
      )}
    </AccountLayout>
  );
}
