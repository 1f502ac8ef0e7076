import type { Pool } from '@bfsm/api-adapter';
import { InvitationList } from './InvitationList';
import { MemberList } from './MemberList';
import { poolTexts } from './pool-texts';

interface Props {
  pool: Pool;
  /** After a change: load the pool again, then show `message`. */
  onChanged: (message: string) => Promise<void>;
}

/** The pool's tables of members and of open invitations, below its licences: loaded after the page's first paint (PoolContent). */
export function PoolLists({ pool, onChanged }: Props) {
  return (
    <>
      <section class="card" aria-labelledby="pool-members">
        <h2 id="pool-members">{poolTexts.membersHeading}</h2>
        <MemberList members={pool.members} onChanged={onChanged} />
      </section>

      <section class="card" aria-labelledby="pool-invites">
        <h2 id="pool-invites">{poolTexts.invitesHeading}</h2>
        <InvitationList invites={pool.invites} onChanged={onChanged} />
      </section>
    </>
  );
}
