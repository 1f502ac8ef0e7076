import { useState } from 'preact/hooks';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { ApiError } from '@bfsm/api-adapter';
import { ErrorAlert } from './ErrorAlert';
import { TextField } from './TextField';
import { useFormErrors } from './use-form-errors';

const fields = ['email', 'plainPassword.first'] as const;
let formErrors: ReturnType<typeof useFormErrors<(typeof fields)[number]>>;

/** A form as the screens write one: the alert on top, each field with its message and its pointer to the alert. */
function ProbeForm() {
  const [email, setEmail] = useState('');
  formErrors = useFormErrors('probe', fields);
  const { form, alertId, formError, fieldErrors, alertAbout } = formErrors;
  return (
    <form ref={form}>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <TextField
        id="probe-email"
        label="E-Mail"
        value={email}
        onValue={setEmail}
        error={fieldErrors.email}
        describedBy={alertAbout(!email)}
      />
      <TextField
        id="probe-password"
        label="Passwort"
        type="password"
        value=""
        onValue={() => undefined}
        error={fieldErrors['plainPassword.first']}
      />
    </form>
  );
}

const email = () => screen.getByLabelText('E-Mail');
const password = () => screen.getByLabelText('Passwort');

describe('useFormErrors', () => {
  beforeEach(() => render(<ProbeForm />));

  it('shows a server error at the field its target names and focuses that field', () => {
    act(() => formErrors.showFailure(new ApiError(400, 'invalid-input', 'Zu kurz.', 'user_register[plainPassword][first]')));
    expect(screen.getByText('Zu kurz.').id).toBe(password().getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(password());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a server error without a known target in the alert', () => {
    act(() => formErrors.showFailure(new ApiError(400, 'invalid-input', 'Bitte geben Sie eine Telefonnummer an.', 'phone_number')));
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine Telefonnummer an.');
    expect(screen.getByRole('alert').id).toBe('probe-alert');
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows anything thrown that is no ApiError as the generic error', () => {
    act(() => formErrors.showFailure(new TypeError('kaputt')));
    expect(screen.getByRole('alert').textContent).toBe('Es ist ein Fehler aufgetreten.');
  });

  it('lets the fields left empty point to an incomplete-form alert, as long as they stay empty', () => {
    act(() => formErrors.showIncomplete('Bitte alles ausfüllen.'));
    expect(email().getAttribute('aria-describedby')).toBe('probe-alert');
    expect(document.activeElement).toBe(email());
    fireEvent.input(email(), { target: { value: 'anna@example.test' } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('replaces what was shown before, and clear removes it all', () => {
    act(() => formErrors.showIncomplete('Bitte alles ausfüllen.'));
    act(() => formErrors.showFieldErrors({ email: 'Ungültig.' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Ungültig.').id).toBe(email().getAttribute('aria-describedby'));
    act(() => formErrors.showFormError('Bitte versuchen Sie es erneut.'));
    expect(screen.queryByText('Ungültig.')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    act(() => formErrors.clear());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
