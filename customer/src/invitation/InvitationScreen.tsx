import { invitationCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';
import { InvitationChoices } from './InvitationChoices';
import { invitationTexts as t } from './invitation-texts';

/**
 * /invitation/{invitation}/{code?} (the mail's link; the dashboard's has no code) and
 * /decline-invitation/{invitation}/{code?} (the mail's decline link). The invitation is checked
 * on opening. Declining needs a click here: a mail scanner that opens the link declines nothing.
 */
export function InvitationScreen({ params, declining }: RouteScreenProps & { declining: boolean }) {
  const invitation = params.invitation ?? '';
  if (!/^\d+$/.test(invitation)) return <NotFoundScreen />;
  return <CheckedInvitation invitation={Number(invitation)} code={params.code} declining={declining} />;
}

export default function AcceptInvitationScreen(props: RouteScreenProps) {
  return <InvitationScreen {...props} declining={false} />;
}

export function DeclineInvitationScreen(props: RouteScreenProps) {
  return <InvitationScreen {...props} declining />;
}

function CheckedInvitation({ invitation, code, declining }: { invitation: number; code: string | undefined; declining: boolean }) {
  const { client } = useServices();
  const title = declining ? t.declineTitle : t.title;
  useDocumentTitle(title);
  // Without a code and signed out, the server answers 401 and the client goes to the login page, which comes back here.
  const checked = useLoad(
    (signal) => client.call(invitationCalls.checkInvitation, { params: { invitation, code } }, { signal }),
    [client, invitation, code],
  );
  return (
    <section class="screen screen--narrow invitation">
      <h1>{title}</h1>
      {checked.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {checked.status === 'failed' && <ErrorAlert>{checked.error.message}</ErrorAlert>}
      {checked.status === 'ready' && <InvitationChoices invitation={invitation} code={code} check={checked.data} declining={declining} />}
    </section>
  );
}
