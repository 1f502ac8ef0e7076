import { accountAlertsCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { MailedLinkScreen } from '../mailed-link/MailedLinkScreen';
import { useServices } from '../services/services';
import { notMeTexts } from './not-me-texts';

/** /not-me/:code, the 'Das war ich nicht' link of an account alert: secures the account, then leads to setting a new password. */
export default function NotMeScreen({ params }: RouteScreenProps) {
  const { client } = useServices();
  async function secure() {
    const answer = await client.call(accountAlertsCalls.reportNotMe, { params: { code: params.code ?? '' }, body: {} });
    return answer.resetPath;
  }
  return <MailedLinkScreen texts={notMeTexts} act={secure} />;
}
