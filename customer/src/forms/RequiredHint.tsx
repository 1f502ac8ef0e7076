import { customerTexts } from '../texts';

export function RequiredHint() {
  return <p class="form__hint">{customerTexts.forms.requiredHint}</p>;
}
