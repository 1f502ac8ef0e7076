import { SendingHint } from './SendingHint';

/** A form's submit button with the progress beside it; `cta` for a call to action such as the registration. */
export function SubmitActions({ label, sending, cta }: { label: string; sending: boolean; cta?: boolean }) {
  return (
    <div class="form__actions">
      <button type="submit" class={cta ? 'button button--cta' : 'button button--primary'} disabled={sending}>
        {label}
      </button>
      <SendingHint sending={sending} />
    </div>
  );
}
