import type { ReportedInvite } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { poolTexts } from './pool-texts';

/** Tells owner and admins which invitations their recipients reported as abuse. */
export function ReportedInvitations({ reported }: { reported: ReportedInvite[] }) {
  if (!reported.length) return null;
  return (
    <section class="alert alert--error" aria-labelledby="pool-reported">
      <h2 id="pool-reported">{poolTexts.reportedHeading}</h2>
      <ul>
        {reported.map((invite) => (
          <li key={invite.id}>{poolTexts.reported(invite.email, germanDate(invite.reported))}</li>
        ))}
      </ul>
    </section>
  );
}
