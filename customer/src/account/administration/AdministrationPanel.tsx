import { useState } from 'preact/hooks';
import { userCalls, type AdminUserInfo, type UserInfo } from '@bfsm/api-adapter';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { accountTexts } from '../account-texts';

const t = accountTexts.administration;

interface Props {
  /** Another user than the admin himself: the block is never shown on the own profile. */
  user: UserInfo;
  admin: AdminUserInfo;
  /** After the manual confirmation: the admin data (and the form showing it) load again. */
  onEmailConfirmed: () => void;
  /** After a change of rights: the account loads again. */
  onRightsChanged: () => Promise<void>;
}

type Outcome = { kind: 'success' | 'error'; message: string };

/** Manual e-mail confirmation, admin rights and deletion of another user's account (decisions 015, 016). */
export function AdministrationPanel({ user, admin, onEmailConfirmed, onRightsChanged }: Props) {
  const { client, navigate } = useServices();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirmFailed, setConfirmFailed] = useState(false);
  const [asking, setAsking] = useState<'revoke' | 'delete'>();

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setOutcome(undefined);
    try {
      await work();
    } catch (error) {
      setOutcome({ kind: 'error', message: asApiError(error).message });
    } finally {
      setAsking(undefined);
      setBusy(false);
    }
  }

  async function confirmEmail() {
    setBusy(true);
    setOutcome(undefined);
    setConfirmFailed(false);
    try {
      await client.call(userCalls.confirmMailByAdmin, { params: { userId: user.id } });
      setOutcome({ kind: 'success', message: t.emailConfirmed });
      onEmailConfirmed();
    } catch {
      // A failed manual confirmation shows an empty alert.
      setConfirmFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const changeRights = (grant: boolean) =>
    attempt(async () => {
      await client.call(grant ? userCalls.makeAdmin : userCalls.deleteAdmin, { params: { id: user.id } });
      await onRightsChanged();
      setOutcome({ kind: 'success', message: grant ? t.adminGranted : t.adminRevoked });
    });

  const deleteAccount = () =>
    attempt(async () => {
      await client.call(userCalls.deleteUser, { params: { id: user.id }, query: {} });
      navigate('/admin/users');
    });

  return (
    <section class="card administration" aria-labelledby="administration-heading">
      <h2 id="administration-heading">{t.heading}</h2>
      {!admin.emailConfirmed && admin.emailConfirmPending && (
        <div class="administration__row">
          <p>{t.emailUnconfirmed}</p>
          <button type="button" class="button" disabled={busy} onClick={() => void confirmEmail()}>
            {t.confirmEmail}
          </button>
        </div>
      )}
      {confirmFailed && <ErrorAlert>{''}</ErrorAlert>}
      <div class="administration__row">
        <p>{user.adminRights ? t.isAdmin : t.isNoAdmin}</p>
        {user.adminRights ? (
          <button type="button" class="button" disabled={busy} onClick={() => setAsking('revoke')}>
            {t.revokeAdmin}
          </button>
        ) : (
          <button type="button" class="button" disabled={busy} onClick={() => void changeRights(true)}>
            {t.grantAdmin}
          </button>
        )}
      </div>
      <div class="administration__row">
        <button type="button" class="button button--danger" disabled={busy} onClick={() => setAsking('delete')}>
          {t.deleteAccount}
        </button>
      </div>
      <div role="status">{outcome?.kind === 'success' && <div class="alert alert--success">{outcome.message}</div>}</div>
      {outcome?.kind === 'error' && <ErrorAlert>{outcome.message}</ErrorAlert>}
      <ConfirmDialog
        open={asking === 'revoke'}
        title={t.revokeTitle}
        confirmLabel={t.revokeAdmin}
        busy={busy}
        onConfirm={() => void changeRights(false)}
        onClose={() => setAsking(undefined)}
      >
        <p>{t.revokeText(user.email)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        busy={busy}
        onConfirm={() => void deleteAccount()}
        onClose={() => setAsking(undefined)}
      >
        <p>{t.deleteText(user.email)}</p>
      </ConfirmDialog>
    </section>
  );
}
