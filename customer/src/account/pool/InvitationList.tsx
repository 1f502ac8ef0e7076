import { useState } from 'preact/hooks';
import { licenseTypeName, poolCalls, type PoolInvite } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { TableRegion } from '../../tables/TableRegion';
import { poolTexts } from './pool-texts';
import { usePoolAction } from './use-pool-action';

/** Pending invitations: revoke (after asking), and send an expired one again. */
export function InvitationList({ invites, onChanged }: { invites: PoolInvite[]; onChanged: (message: string) => Promise<void> }) {
  const { client } = useServices();
  const [confirming, setConfirming] = useState<PoolInvite | null>(null);
  const { busy, error, run } = usePoolAction(onChanged);
  if (!invites.length) return <p>{poolTexts.noInvites}</p>;

  async function revoke(invite: PoolInvite) {
    await run(() => client.call(poolCalls.revokeInvite, { params: { invitation: invite.id }, query: {} }), poolTexts.revoked(invite.email));
    setConfirming(null);
  }
  const resend = (invite: PoolInvite) =>
    run(() => client.call(poolCalls.resendInvite, { params: { invitation: invite.id }, query: {} }), poolTexts.resent(invite.email));

  return (
    <>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TableRegion label={poolTexts.invitesHeading}>
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{poolTexts.email}</th>
              <th scope="col">{poolTexts.invitedOn}</th>
              <th scope="col">{poolTexts.licenseType}</th>
              <th scope="col">{poolTexts.state}</th>
              <th scope="col">
                <span class="visually-hidden">{poolTexts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invites.map((invite) => (
              <tr key={invite.id}>
                <td>{invite.email}</td>
                <td>{germanDate(invite.created)}</td>
                <td>{licenseTypeName(invite.licenseType)}</td>
                <td>
                  {invite.expired ? (
                    <strong class="pool__expired">{poolTexts.expired}</strong>
                  ) : (
                    poolTexts.pending(germanDate(invite.expires))
                  )}
                </td>
                <td>
                  <div class="pool__actions">
                    {invite.expired && (
                      <button
                        type="button"
                        class="button"
                        aria-label={poolTexts.resendLabel(invite.email)}
                        disabled={busy}
                        onClick={() => void resend(invite)}
                      >
                        {poolTexts.resend}
                      </button>
                    )}
                    <button
                      type="button"
                      class="button button--danger"
                      aria-label={poolTexts.revokeLabel(invite.email)}
                      disabled={busy}
                      onClick={() => setConfirming(invite)}
                    >
                      {poolTexts.revoke}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ConfirmDialog
        open={confirming !== null}
        title={poolTexts.revokeTitle}
        confirmLabel={poolTexts.revoke}
        busy={busy}
        onConfirm={() => confirming && void revoke(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming && poolTexts.revokeText(confirming.email)}</p>
      </ConfirmDialog>
    </>
  );
}
