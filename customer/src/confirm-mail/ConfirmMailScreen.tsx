import { registrationCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { MailedLinkScreen } from '../mailed-link/MailedLinkScreen';
import { useServices } from '../services/services';
import { confirmMailTexts } from './confirm-mail-texts';

/** /confirm-mail/:code, the link of the confirmation mail. */
export default function ConfirmMailScreen({ params }: RouteScreenProps) {
  const { client } = useServices();
  async function confirm() {
    await client.call(registrationCalls.confirmMail, { params: { code: params.code ?? '' } });
    // A full page load: the shell starts over, and /account asks for a sign-in if there is none.
    return '/account';
  }
  return <MailedLinkScreen texts={confirmMailTexts} act={confirm} />;
}
