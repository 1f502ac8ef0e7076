import type { Pool } from '@bfsm/api-adapter';
import { InvitationList } from './InvitationList';
import { LicenseCounts } from './LicenseCounts';
import { MemberList } from './MemberList';
import { ReportedInvitations } from './ReportedInvitations';
import { poolAddress } from './pool-address';
import { poolTexts } from './pool-texts';

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

      <section class="card" aria-labelledby="pool-members">
        <h2 id="pool-members">{poolTexts.membersHeading}</h2>
        <MemberList members={pool.members} onChanged={onChanged} />
      </section>

      <section class="card" aria-labelledby="pool-invites">
        <h2 id="pool-invites">{poolTexts.invitesHeading}</h2>
        <InvitationList invites={pool.invites} onChanged={onChanged} />
      </section>

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
