import type { Pool } from '@bfsm/api-adapter';
import { deferredSection } from '../../deferred/deferred-section';
import { LicenseCounts } from './LicenseCounts';
import { ReportedInvitations } from './ReportedInvitations';
import { poolAddress } from './pool-address';
import { poolTexts } from './pool-texts';

// Below the licences, with their code after the page's first paint (src/deferred/deferred-section.tsx).
const PoolLists = deferredSection(() => import('./PoolLists').then((m) => m.PoolLists), { placeholder: 'deferred-section--pool-lists' });

interface Props {
  pool: Pool;
  /** The owner's id in the address, when an admin looks at someone else's pool. */
  userId: string | undefined;
  isAdmin: boolean;
  /** After a change: load the pool again, then show `message`. */
  onChanged: (message: string) => Promise<void>;
}

export function PoolContent({ pool, userId, isAdmin, onChanged }: Props) {
  const canInvite = pool.available_licenses.length > 0;
  return (
    <div class="pool">
      <ReportedInvitations reported={pool.reportedInvites} />

      <section class="card" aria-labelledby="pool-licenses">
        <h2 id="pool-licenses">{poolTexts.countsHeading}</h2>
        <LicenseCounts counts={pool.licenseCounts} />
        <p class="form__hint">{poolTexts.reservedHint}</p>
        {canInvite ? (
          <p>
            <a class="button button--primary" href={poolAddress(userId, 'add')}>
              {poolTexts.invite}
            </a>
          </p>
        ) : (
          <p class="notice">{poolTexts.noFreeLicense}</p>
        )}
      </section>

      <PoolLists pool={pool} onChanged={onChanged} />

      {isAdmin && (
        <section class="card admin-area" aria-labelledby="pool-admin">
          <h2 id="pool-admin">{poolTexts.adminHeading}</h2>
          <p>
            {poolTexts.poolName}: <strong>{pool.name}</strong>
          </p>
          <p>
            <a class="button" href={poolAddress(userId, 'add-license')}>
              {poolTexts.addLicense}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
