import { useState } from 'preact/hooks';
import { accountCalls, greetings, type AdminUserInfo, type UserInfo } from '@bfsm/api-adapter';
import { CheckboxField } from '../../forms/CheckboxField';
import { hasProblems } from '../../forms/contract-problems';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { asGreeting } from '../../forms/greeting';
import { RequiredHint } from '../../forms/RequiredHint';
import { SelectField } from '../../forms/SelectField';
import { SubmitActions } from '../../forms/SubmitActions';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { useFormValues } from '../../forms/use-form-values';
import { useMenuInfo } from '../../menu/menu-info';
import { useServices } from '../../services/services';
import { AdminFields } from './AdminFields';
import {
  adminBody,
  adminValues,
  profileFormFields,
  profileProblems,
  profileValues,
  type AdminValues,
  type ProfileValues,
} from './profile-form';
import { accountTexts } from '../account-texts';

const t = accountTexts.profile;

interface Props {
  user: UserInfo;
  /** For admins: the user's admin data; the form then shows its admin area and saves through admin_account. */
  admin?: AdminUserInfo | undefined;
  /** After a successful save, e.g. to load the account again (a new licence type may change the tabs). */
  onSaved: () => void;
}

/** The profile form (README, 'The account area'): the user's details, and for admins the admin area. */
export function ProfileForm({ user, admin, onSaved }: Props) {
  const { client } = useServices();
  const supportEmail = useMenuInfo()?.menu.supportEmail;
  const { values: profile, set: setField } = useFormValues<ProfileValues>(() => profileValues(user));
  const [adminArea, setAdminArea] = useState<AdminValues | undefined>(() => admin && adminValues(admin));
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<string>();
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors('profile', profileFormFields);

  const setAdminField =
    <K extends keyof AdminValues>(key: K) =>
    (value: AdminValues[K]) =>
      setAdminArea((current) => current && { ...current, [key]: value });

  async function save(event: Event) {
    event.preventDefault();
    setSaved(undefined);
    const problems = profileProblems(profile, adminArea);
    if (hasProblems(problems)) {
      showFieldErrors(problems);
      return;
    }
    clear();
    setSending(true);
    try {
      const params = { userId: user.id };
      const answer = adminArea
        ? await client.call(accountCalls.saveAdminAccount, { params, body: { ...profile, ...adminBody(adminArea) } })
        : await client.call(accountCalls.saveProfile, { params, body: profile });
      setSaved(answer.message);
      onSaved();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSending(false);
    }
  }

  const support = supportEmail && (
    <>
      {' '}
      {t.support} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
    </>
  );

  return (
    <form ref={form} class="form" onSubmit={save} noValidate aria-busy={sending} aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading">{t.personalHeading}</h2>
      <RequiredHint />
      <SelectField
        id="profile-greeting"
        label={t.greeting}
        value={profile.greeting}
        onValue={(value) => setField('greeting')(asGreeting(value))}
        placeholder={t.noGreeting}
        options={greetings}
        required
        disabled={sending}
        error={fieldErrors.greeting}
      />
      <TextField
        id="profile-first-name"
        label={t.firstName}
        autocomplete="given-name"
        value={profile.firstName}
        onValue={setField('firstName')}
        disabled={sending}
        error={fieldErrors.firstName}
      />
      <TextField
        id="profile-last-name"
        label={t.lastName}
        autocomplete="family-name"
        value={profile.lastName}
        onValue={setField('lastName')}
        disabled={sending}
        error={fieldErrors.lastName}
      />
      <TextField
        id="profile-phone"
        label={t.phone}
        type="tel"
        autocomplete="tel"
        value={profile.phone_number}
        onValue={setField('phone_number')}
        disabled={sending}
        error={fieldErrors.phone_number}
      />
      <TextField
        id="profile-company"
        label={t.companyName}
        autocomplete="organization"
        value={profile.companyName}
        onValue={setField('companyName')}
        disabled={sending}
        error={fieldErrors.companyName}
      />
      <CheckboxField id="profile-newsletter" checked={profile.email_newsletter} onChecked={setField('email_newsletter')} disabled={sending}>
        {t.newsletter}
      </CheckboxField>
      <div class="form__field">
        <label for="profile-email">{t.email}</label>
        <input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" />
        <p id="profile-email-hint" class="form__hint">
          {t.emailHint}
          {support}
        </p>
      </div>
      {adminArea && <AdminFields values={adminArea} onChange={setAdminField} errors={fieldErrors} disabled={sending} />}
      <SubmitActions label={t.submit} sending={sending} />
      <div role="status">{saved && <div class="alert alert--success">{saved}</div>}</div>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <p class="form__hint">
        {t.closeAccount}
        {support}
      </p>
    </form>
  );
}
