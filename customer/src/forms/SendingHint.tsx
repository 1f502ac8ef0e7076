import { formTexts } from './form-texts';

/** The visible progress of a form while its call runs; a status, so screen readers announce it. */
export function SendingHint({ sending }: { sending: boolean }) {
  return (
    <p class="form__progress" role="status">
      {sending && (
        <>
          <span class="spinner" aria-hidden="true" />
          {formTexts.sending}
        </>
      )}
    </p>
  );
}
