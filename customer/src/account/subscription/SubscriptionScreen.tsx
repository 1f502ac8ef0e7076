import type { RouteScreenProps } from '../../app/routes';
import { AccountLayout } from '../AccountLayout';
import { accountTexts } from '../account-texts';

/** /account/manage_subscription[/{userId}]. A placeholder: the page comes with the other half of the account area. */
export default function SubscriptionScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="subscription" userId={params.userId}>
      <h1>{accountTexts.tabs.subscription}</h1>
    </AccountLayout>
  );
}
