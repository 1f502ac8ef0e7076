import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { userCalls, type UserInfo } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { deferredSection } from '../../deferred/deferred-section';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { useReloadableLoad } from '../../services/use-reloadable-load';
import { customerTexts } from '../../texts';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { AdministrationPanel } from '../administration/AdministrationPanel';
import { ProfileForm } from './ProfileForm';
import { accountTexts } from '../account-texts';

const t = accountTexts.profile;

// Below the form, each with its code and its data after the form's first paint (src/deferred/deferred-section.tsx).
const DevicesPanel = deferredSection(() => import('../devices/DevicesPanel').then((m) => m.DevicesPanel), {
  placeholder: 'deferred-section--devices',
});
const FeatureTogglesPanel = deferredSection(() => import('../features/FeatureTogglesPanel').then((m) => m.FeatureTogglesPanel), {
  placeholder: 'deferred-section--features',
});

/** /account/edit and /account/edit/{userId}: the profile tab, for oneself or (admins) for another user. */
export default function ProfileScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="profile" userId={params.userId}>
      <Profile />
    </AccountLayout>
  );
}

function Profile() {
  const { viewer, user, isOwnAccount, reload } = useAccountView();
  const asAdmin = viewer.adminRights;
  const panels = (
    <>
      <DevicesPanel userId={user.id} asAdmin={asAdmin} />
      {asAdmin && <FeatureTogglesPanel userId={user.id} />}
    </>
  );
  return (
    <div class="profile">
      <h1>{isOwnAccount ? t.title : t.titleOf(user.email)}</h1>
      {asAdmin ? (
        <AdminProfile user={user} isOwnAccount={isOwnAccount} reloadAccount={reload}>
          {panels}
        </AdminProfile>
      ) : (
        <>
          <ProfileForm user={user} onSaved={() => void reload()} />
          {panels}
        </>
      )}
    </div>
  );
}

interface AdminProfileProps {
  user: UserInfo;
  isOwnAccount: boolean;
  reloadAccount: () => Promise<void>;
  /** The panels below the form: drawn with the form, not before it, which would push them down (decision 046). */
  children: ComponentChildren;
}

/** What an admin sees of a profile: the form with its admin area and, on another user's profile, the administration block. */
function AdminProfile({ user, isOwnAccount, reloadAccount, children }: AdminProfileProps) {
  const { client } = useServices();
  const { state, reload } = useReloadableLoad(
    (signal) => client.call(userCalls.getAdminUserInfo, { params: { id: user.id } }, { signal }),
    [client, user.id],
  );
  // A new form after the manual confirmation, so that its 'E-Mail-Adresse bestätigt' box shows the new state.
  const [formVersion, setFormVersion] = useState(0);

  if (state.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (state.status === 'failed') return <ErrorAlert>{state.error.message}</ErrorAlert>;
  return (
    <>
      <ProfileForm key={formVersion} user={user} admin={state.data} onSaved={() => void Promise.all([reloadAccount(), reload()])} />
      {!isOwnAccount && (
        <AdministrationPanel
          user={user}
          admin={state.data}
          onEmailConfirmed={() => void reload().then(() => setFormVersion((version) => version + 1))}
          onRightsChanged={reloadAccount}
        />
      )}
      {children}
    </>
  );
}
