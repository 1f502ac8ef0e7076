import { formTexts } from './form-texts';

export function RequiredHint() {
  return <p class="form__hint">{formTexts.requiredHint}</p>;
}
