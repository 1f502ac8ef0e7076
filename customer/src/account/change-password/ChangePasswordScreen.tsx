import type { RouteScreenProps } from '../../app/routes';
import { AccountLayout } from '../AccountLayout';
import { accountTexts } from '../account-texts';

/** /account/changePw[/{userId}]. A placeholder: the form comes with the other half of the account area. */
export default function ChangePasswordScreen({ params }: RouteScreenProps) {
  return (
    <AccountLayout active="changePassword" userId={params.userId}>
      <h1>{accountTexts.tabs.changePassword}</h1>
    </AccountLayout>
  );
}
