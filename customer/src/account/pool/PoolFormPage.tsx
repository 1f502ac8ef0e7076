import type { ComponentChildren } from 'preact';
import { texts, type Pool } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { customerTexts } from '../../texts';
import { AccountLayout } from '../AccountLayout';
import { poolAddress } from './pool-address';
import { poolTexts } from './pool-texts';
import { usePool } from './use-pool';

interface Props {
  userId: string | undefined;
  title: string;
  /** The form, once the pool has loaded. */
  children: (pool: Pool) => ComponentChildren;
}

/** The frame of the invite and add-licence pages: the pool tab, a title, the way back, and the pool the form works on. */
export function PoolFormPage({ userId, title, children }: Props) {
  const { state } = usePool(userId);
  return (
    <AccountLayout active="pool" userId={userId}>
      <h1>{title}</h1>
      {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {state.status === 'failed' && <ErrorAlert>{state.error.message}</ErrorAlert>}
      {state.status === 'ready' && state.data.kind !== 'pool' && <p>{texts.pool.noPool}</p>}
      {state.status === 'ready' && state.data.kind === 'pool' && children(state.data.pool)}
      <p>
        <a href={poolAddress(userId)}>{poolTexts.backToPool}</a>
      </p>
    </AccountLayout>
  );
}
