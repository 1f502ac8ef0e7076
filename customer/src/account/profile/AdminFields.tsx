import { licenseTypeName, rules, texts } from '@bfsm/api-adapter';
import { CheckboxField } from '../../forms/CheckboxField';
import { DateField } from '../../forms/DateField';
import { NumberField } from '../../forms/NumberField';
import { SelectField } from '../../forms/SelectField';
import type { FieldErrors } from '../../forms/server-target';
import { isClassic, licenseTypeOptions, type AdminValues, type ProfileFormField } from './profile-form';
import { accountTexts } from '../account-texts';

const t = accountTexts.adminArea;

interface Props {
  values: AdminValues;
  onChange: <K extends keyof AdminValues>(key: K) => (value: AdminValues[K]) => void;
  errors: FieldErrors<ProfileFormField>;
  disabled: boolean;
}

/** The admin area of the profile form: licence, expiry, account switches and limits. */
export function AdminFields({ values, onChange, errors, disabled }: Props) {
  const checkboxes = [
    ['disableEmail', t.disableEmail],
    ['fixedPasswordAccount', t.fixedPassword],
    ['freeAccount', t.freeAccount],
    ['emailConfirmed', t.emailConfirmed],
  ] as const;
  return (
    <fieldset class="form__group admin-area">
      <legend>{t.heading}</legend>
      <SelectField
        id="profile-license-type"
        label={t.licenseType}
        value={values.licenseType}
        onValue={onChange('licenseType')}
        options={licenseTypeOptions}
        optionLabel={(code) => licenseTypeName(Number(code))}
        disabled={disabled}
        error={errors.licenseType}
      />
      <DateField
        id="profile-license-expiration"
        label={t.licenseExpiration}
        value={values.currentLicenseExpiration}
        onValue={onChange('currentLicenseExpiration')}
        min={rules.licenseDateMinimum}
        clearLabel={texts.license.clearDate}
        disabled={disabled}
        error={errors.currentLicenseExpiration}
      />
      {checkboxes.map(([key, label]) => (
        <CheckboxField key={key} id={`profile-${key}`} checked={values[key]} onChecked={onChange(key)} disabled={disabled}>
          {label}
        </CheckboxField>
      ))}
      <NumberField
        id="profile-api-keys"
        label={t.maximumApiKeys}
        value={values.maximumAPIKeys}
        onValue={onChange('maximumAPIKeys')}
        min={0}
        disabled={disabled}
        error={errors.maximumAPIKeys}
      />
      {isClassic(values) && (
        <NumberField
          id="profile-devices"
          label={t.maximumDevices}
          value={values.maximumAllowedDevices}
          onValue={onChange('maximumAllowedDevices')}
          min={0}
          disabled={disabled}
          error={errors.maximumAllowedDevices}
        />
      )}
    </fieldset>
  );
}
