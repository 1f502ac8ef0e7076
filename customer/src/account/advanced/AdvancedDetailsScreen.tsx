import type { RouteScreenProps } from '../../app/routes';
import { AccountLayout } from '../AccountLayout';
import { accountTexts } from '../account-texts';

/** /account/advanced-details[/{userId}] (admins). A placeholder: the page comes with the other half of the account area. */
export default function AdvancedDetailsScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="advanced" userId={params.userId}>
      <h1>{accountTexts.tabs.advanced}</h1>
    </AccountLayout>
  );
}
