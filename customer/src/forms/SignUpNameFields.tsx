import { asGreeting, signUpGreetings } from './greeting';
import type { SignUpValues } from './sign-up';
import { signUpTexts as t } from './sign-up-texts';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface Props {
  /** The fields' ids are `<idPrefix>-greeting`, `<idPrefix>-first-name` and `<idPrefix>-last-name`. */
  idPrefix: string;
  values: Pick<SignUpValues, 'greeting' | 'firstName' | 'lastName'>;
  set: <K extends 'greeting' | 'firstName' | 'lastName'>(key: K) => (value: SignUpValues[K]) => void;
  errors: { greeting?: string | undefined; firstName?: string | undefined; lastName?: string | undefined };
  disabled: boolean;
}

/** Greeting, first and last name of a new account, all required. */
export function SignUpNameFields({ idPrefix, values, set, errors, disabled }: Props) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-greeting`}
        label={t.greeting}
        placeholder={t.chooseGreeting}
        options={signUpGreetings}
        value={values.greeting}
        onValue={(value) => set('greeting')(asGreeting(value))}
        required
        disabled={disabled}
        error={errors.greeting}
      />
      <TextField
        id={`${idPrefix}-first-name`}
        label={t.firstName}
        autocomplete="given-name"
        value={values.firstName}
        onValue={set('firstName')}
        required
        disabled={disabled}
        error={errors.firstName}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={t.lastName}
        autocomplete="family-name"
        value={values.lastName}
        onValue={set('lastName')}
        required
        disabled={disabled}
        error={errors.lastName}
      />
    </>
  );
}
