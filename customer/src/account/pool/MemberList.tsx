import { useState } from 'preact/hooks';
import { licenseTypeName, poolCalls, type PoolMember } from '@bfsm/api-adapter';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { personName } from './person-name';
import { TableRegion } from '../../tables/TableRegion';
import { poolTexts } from './pool-texts';
import { usePoolAction } from './use-pool-action';

/** The pool's viewers, each with a remove button that asks first. */
export function MemberList({ members, onChanged }: { members: PoolMember[]; onChanged: (message: string) => Promise<void> }) {
  const { client } = useServices();
  const [confirming, setConfirming] = useState<PoolMember | null>(null);
  const { busy, error, run } = usePoolAction(onChanged);
  if (!members.length) return <p>{poolTexts.noMembers}</p>;

  const nameOf = (member: PoolMember) => personName(member.member, member.email);
  async function remove(member: PoolMember) {
    await run(
      () => client.call(poolCalls.removeFromPool, { params: { targetUser: member.memberId }, query: {} }),
      poolTexts.removed(nameOf(member)),
    );
    setConfirming(null);
  }

  return (
    <>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TableRegion label={poolTexts.membersHeading}>
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{poolTexts.name}</th>
              <th scope="col">{poolTexts.email}</th>
              <th scope="col">{poolTexts.licenseType}</th>
              <th scope="col">
                <span class="visually-hidden">{poolTexts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.memberId}>
                <td>{nameOf(member)}</td>
                <td>{member.email}</td>
                <td>{licenseTypeName(member.licenseType)}</td>
                <td>
                  <button
                    type="button"
                    class="button button--danger"
                    aria-label={poolTexts.removeLabel(nameOf(member))}
                    disabled={busy}
                    onClick={() => setConfirming(member)}
                  >
                    {poolTexts.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ConfirmDialog
        open={confirming !== null}
        title={poolTexts.removeTitle}
        confirmLabel={poolTexts.remove}
        busy={busy}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming && poolTexts.removeText(`${nameOf(confirming)} (${confirming.email})`)}</p>
      </ConfirmDialog>
    </>
  );
}
