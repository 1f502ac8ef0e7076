import { useState } from 'preact/hooks';
import { licenseCalls, rules, texts, type Pool } from '@bfsm/api-adapter';
import { DateField } from '../../forms/DateField';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { RequiredHint } from '../../forms/RequiredHint';
import { SelectField } from '../../forms/SelectField';
import { SubmitActions } from '../../forms/SubmitActions';
import { useFormErrors } from '../../forms/use-form-errors';
import { useServices } from '../../services/services';
import {
  addLicenseBody,
  addLicenseFields,
  addLicenseProblems,
  emptyLicense,
  licenseTypeChoices,
  ownerChoices,
  type AddLicenseValues,
} from './add-license-form';
import { showPoolFormFailure } from './failure-message';
import { poolTexts } from './pool-texts';

const labelOf = (choices: Array<{ value: string; label: string }>) => (value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;

export function AddLicenseForm({ pool }: { pool: Pool }) {
  const { client } = useServices();
  const [values, setValues] = useState<AddLicenseValues>(emptyLicense);
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState(false);
  const errors = useFormErrors('add-license', addLicenseFields);
  const owners = ownerChoices(pool);
  const set = (key: keyof AddLicenseValues) => (value: string) => {
    setAdded(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function add(event: Event) {
    event.preventDefault();
    const problems = addLicenseProblems(values);
    if (problems) {
      errors.showFieldErrors(problems);
      return;
    }
    errors.clear();
    setSending(true);
    try {
      await client.call(licenseCalls.createLicense, {
        params: { poolId: pool.id },
        body: addLicenseBody(values),
      });
      setValues(emptyLicense);
      setAdded(true);
    } catch (failure) {
      showPoolFormFailure(failure, errors);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={errors.form} class="form" onSubmit={add} noValidate aria-busy={sending}>
      <div role="status">{added && <p class="alert alert--success">{texts.success.licenseAdded}</p>}</div>
      {errors.formError && <ErrorAlert id={errors.alertId}>{errors.formError}</ErrorAlert>}
      <p>{poolTexts.addLicenseIntro}</p>
      <RequiredHint />
      <SelectField
        id="add-license-owner"
        label={poolTexts.owner}
        placeholder={poolTexts.choose}
        options={owners.map((owner) => owner.value)}
        optionLabel={labelOf(owners)}
        value={values.owner}
        onValue={set('owner')}
        required
        disabled={sending}
        error={errors.fieldErrors.userid}
      />
      <SelectField
        id="add-license-type"
        label={poolTexts.licenseType}
        placeholder={poolTexts.choose}
        options={licenseTypeChoices.map((choice) => choice.value)}
        optionLabel={labelOf(licenseTypeChoices)}
        value={values.licenseType}
        onValue={set('licenseType')}
        required
        disabled={sending}
        error={errors.fieldErrors.licensetype}
      />
      <DateField
        id="add-license-expiration"
        label={poolTexts.expiration}
        min={rules.licenseDateMinimum}
        clearLabel={texts.license.clearDate}
        value={values.expiration}
        onValue={set('expiration')}
        disabled={sending}
        error={errors.fieldErrors.expiration}
      />
      <SubmitActions label={poolTexts.addLicense} sending={sending} />
    </form>
  );
}
