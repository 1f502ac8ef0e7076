import { useState } from 'preact/hooks';
import { orderCalls, type BillingDetails } from '@bfsm/api-adapter';
import { contractProblems, hasProblems } from '../../forms/contract-problems';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { RequiredHint } from '../../forms/RequiredHint';
import { SelectField } from '../../forms/SelectField';
import { SubmitActions } from '../../forms/SubmitActions';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { useFormValues } from '../../forms/use-form-values';
import { useServices } from '../../services/services';
import { countryOptions } from './money';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.billing;

/** The form's fields under the names the server uses in an error's `target`. */
export const billingFields = ['company', 'street', 'postcode', 'city', 'countryCode', 'vatId', 'leitwegId', 'billingEmail'] as const;
type BillingField = (typeof billingFields)[number];
type BillingValues = Record<BillingField, string>;

function valuesOf(saved: BillingDetails | null): BillingValues {
  return {
    company: saved?.company ?? '',
    street: saved?.street ?? '',
    postcode: saved?.postcode ?? '',
    city: saved?.city ?? '',
    countryCode: saved?.countryCode ?? 'DE',
    vatId: saved?.vatId ?? '',
    leitwegId: saved?.leitwegId ?? '',
    billingEmail: saved?.billingEmail ?? '',
  };
}

interface Props {
  userId: number;
  saved: BillingDetails | null;
  euCountries: readonly string[];
  onSaved: (details: BillingDetails) => void;
}

/**
 * 'Rechnungsdaten': where quotes and invoices go. What the user typed stays in the form when the
 * server refuses it (an invalid USt-IdNr. or Leitweg-ID shows at its field); after a save the
 * form shows what the server stored (it writes the USt-IdNr. in its canonical form).
 */
export function BillingDetailsForm({ userId, saved, euCountries, onSaved }: Props) {
  const { client } = useServices();
  const { values, setValues, set } = useFormValues<BillingValues>(() => valuesOf(saved));
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const errors = useFormErrors('billing', billingFields);
  const countries = countryOptions(euCountries);

  async function save(event: Event) {
    event.preventDefault();
    setDone(false);
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as BillingValues;
    const problems = contractProblems(orderCalls.saveBillingDetails.body, { ...body, _token: 'x' }, billingFields);
    if (hasProblems(problems)) {
      errors.showFieldErrors(problems);
      return;
    }
    errors.clear();
    setSending(true);
    try {
      const answer = await client.call(orderCalls.saveBillingDetails, { params: { userId }, body });
      setValues(valuesOf(answer.billingDetails));
      setDone(true);
      onSaved(answer.billingDetails);
    } catch (failure) {
      errors.showFailure(failure);
    } finally {
      setSending(false);
    }
  }

  const field = (name: BillingField) => ({ value: values[name], onValue: set(name), disabled: sending, error: errors.fieldErrors[name] });

  return (
    <form ref={errors.form} class="form" onSubmit={save} noValidate aria-busy={sending} aria-labelledby="billing-heading">
      <h2 id="billing-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <RequiredHint />
      <TextField id="billing-company" label={t.company} autocomplete="organization" required {...field('company')} />
      <TextField id="billing-street" label={t.street} autocomplete="street-address" required {...field('street')} />
      <TextField id="billing-postcode" label={t.postcode} autocomplete="postal-code" required {...field('postcode')} />
      <TextField id="billing-city" label={t.city} autocomplete="address-level2" required {...field('city')} />
      <SelectField
        id="billing-country"
        label={t.country}
        placeholder={t.chooseCountry}
        options={countries.map((country) => country.code)}
        optionLabel={(code) => countries.find((country) => country.code === code)?.name ?? code}
        required
        {...field('countryCode')}
      />
      <TextField id="billing-vat-id" label={t.vatId} hint={t.vatIdHint} {...field('vatId')} />
      <TextField id="billing-leitweg-id" label={t.leitwegId} hint={t.leitwegIdHint} {...field('leitwegId')} />
      <TextField
        id="billing-email"
        label={t.billingEmail}
        type="email"
        autocomplete="email"
        hint={t.billingEmailHint}
        required
        {...field('billingEmail')}
      />
      <SubmitActions label={t.submit} sending={sending} />
      <div role="status">{done && <p class="alert alert--success">{t.saved}</p>}</div>
      {errors.formError && <ErrorAlert id={errors.alertId}>{errors.formError}</ErrorAlert>}
    </form>
  );
}
