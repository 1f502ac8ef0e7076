import { Create, email, PasswordInput, required, SimpleForm, TextInput } from 'react-admin';
import { firstPasswordProblem, secondPasswordProblem } from './new-user-rules';

/**
 * /admin/users/new (README, 'The back-office'): e-mail and the password twice. The address is not verified
 * for admin-created users. The server's refusals (an address with an account, a common password)
 * appear at their fields; on success the new user's profile opens in the customer app.
 */
export default function UserCreate() {
  return (
    <Create
      resource="users"
      title="resources.users.page.create"
      redirect={false}
      mutationOptions={{ onSuccess: (user: { id: number }) => location.assign(`/account/edit/${user.id}`) }}
    >
      <SimpleForm>
        <TextInput source="email" type="email" autoComplete="off" validate={[required(), email()]} />
        <PasswordInput source="plainPassword.first" autoComplete="new-password" validate={[required(), firstPasswordProblem]} />
        <PasswordInput source="plainPassword.second" autoComplete="new-password" validate={[required(), secondPasswordProblem]} />
      </SimpleForm>
    </Create>
  );
}
