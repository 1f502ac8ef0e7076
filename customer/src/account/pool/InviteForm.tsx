import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { poolCalls, type Pool } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { RequiredHint } from '../../forms/RequiredHint';
import { SelectField } from '../../forms/SelectField';
import { SubmitActions } from '../../forms/SubmitActions';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { useServices } from '../../services/services';
import { showPoolFormFailure } from './failure-message';
import { inviteFields, inviteProblems, offeredLicenses } from './invite-form';
import { poolAddress } from './pool-address';
import { poolTexts } from './pool-texts';

export function InviteForm({ pool, userId }: { pool: Pool; userId: string | undefined }) {
  const { client } = useServices();
  const { route } = useLocation();
  const offered = offeredLicenses(pool);
  const [email, setEmail] = useState('');
  // With one type on offer there is nothing to choose.
  const [licenseName, setLicenseName] = useState(offered.length === 1 ? (offered[0]?.name ?? '') : '');
  const [sending, setSending] = useState(false);
  const errors = useFormErrors('invite', inviteFields);

  if (!offered.length) return <p class="notice">{poolTexts.noFreeLicense}</p>;

  async function send(event: Event) {
    event.preventDefault();
    const body = { email: email.trim(), managePool: pool.id };
    const problems = inviteProblems(body, licenseName);
    const license = offered.find((option) => option.name === licenseName);
    if (problems || !license) {
      errors.showFieldErrors(problems ?? {});
      return;
    }
    errors.clear();
    setSending(true);
    try {
      await client.call(poolCalls.createInvite, {
        params: { licenseId: license.licenseId },
        body,
      });
      route(`${poolAddress(userId)}?invite_success=true`);
    } catch (failure) {
      showPoolFormFailure(failure, errors);
      setSending(false);
    }
  }

  return (
    <form ref={errors.form} class="form" onSubmit={send} noValidate aria-busy={sending}>
      {errors.formError && <ErrorAlert id={errors.alertId}>{errors.formError}</ErrorAlert>}
      <p>{poolTexts.inviteIntro}</p>
      <RequiredHint />
      <TextField
        id="invite-email"
        label={poolTexts.email}
        type="email"
        autocomplete="off"
        value={email}
        onValue={setEmail}
        required
        disabled={sending}
        error={errors.fieldErrors.email}
      />
      <SelectField
        id="invite-license"
        label={poolTexts.license}
        {...(offered.length > 1 ? { placeholder: poolTexts.choose } : {})}
        options={offered.map((option) => option.name)}
        optionLabel={(name) => poolTexts.licenseOption(name, offered.find((option) => option.name === name)?.free ?? 0)}
        value={licenseName}
        onValue={setLicenseName}
        required
        disabled={sending}
        error={errors.fieldErrors.license}
      />
      <SubmitActions label={poolTexts.sendInvite} sending={sending} />
    </form>
  );
}
