import { useState } from 'preact/hooks';
import { accountAlertsCalls, type CallOutput } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { MailedLinkScreen } from '../mailed-link/MailedLinkScreen';
import { useServices } from '../services/services';
import { notMeTexts } from './not-me-texts';
import { SecuredReview } from './SecuredReview';

type Secured = CallOutput<typeof accountAlertsCalls.reportNotMe>;

/**
 * /not-me/:code, the 'Das war ich nicht' link of an account alert: secures the account, shows what
 * that removed and what remains, then leads to setting a new password.
 */
export default function NotMeScreen({ params }: RouteScreenProps) {
  const { client } = useServices();
  const [secured, setSecured] = useState<Secured>();

  async function secure() {
    setSecured(await client.call(accountAlertsCalls.reportNotMe, { params: { code: params.code ?? '' }, body: {} }));
    // No address: the review comes first, and its button leads on.
    return undefined;
  }

  if (secured)
    return (
      <section class="screen screen--narrow">
        <h1>{notMeTexts.title}</h1>
        <SecuredReview removed={secured.removed} remaining={secured.remaining} resetPath={secured.resetPath} />
      </section>
    );
  return <MailedLinkScreen texts={notMeTexts} act={secure} />;
}
