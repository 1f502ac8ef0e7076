import { useState } from 'preact/hooks';
import { orderCalls, type OrderEdition } from '@bfsm/api-adapter';
import { contractProblems, hasProblems } from '../../forms/contract-problems';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { FieldError, errorId, invalidProps } from '../../forms/FieldError';
import { FieldLabel } from '../../forms/FieldLabel';
import { NumberField } from '../../forms/NumberField';
import { RequiredHint } from '../../forms/RequiredHint';
import { SelectField } from '../../forms/SelectField';
import { SubmitActions } from '../../forms/SubmitActions';
import { useFormErrors } from '../../forms/use-form-errors';
import { useFormValues } from '../../forms/use-form-values';
import { useServices } from '../../services/services';
import { editionLabels, ordersTexts } from './orders-texts';

const t = ordersTexts.request;

export const quoteRequestFields = ['edition', 'devices', 'insightViewers', 'onsiteViewers', 'message'] as const;
type QuoteRequestField = (typeof quoteRequestFields)[number];
type QuoteRequestValues = Record<QuoteRequestField, string>;

const empty: QuoteRequestValues = { edition: '', devices: '1', insightViewers: '0', onsiteViewers: '0', message: '' };

interface Props {
  /** Whether the account has Rechnungsdaten; without, the form says that a quote needs them. */
  hasBillingDetails: boolean;
  onSent: () => void;
}

/** 'Angebot anfordern': edition, devices, for Next the viewer licences, and a message. */
export function QuoteRequestForm({ hasBillingDetails, onSent }: Props) {
  const { client } = useServices();
  const { values, setValues, set } = useFormValues<QuoteRequestValues>(empty);
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<number>();
  const errors = useFormErrors('quote-request', quoteRequestFields);
  const isNext = values.edition === 'next';

  async function send(event: Event) {
    event.preventDefault();
    setSentId(undefined);
    const body = {
      edition: values.edition as OrderEdition,
      devices: values.devices.trim(),
      // Viewer licences belong to a Next pool only.
      insightViewers: isNext ? values.insightViewers.trim() : '0',
      onsiteViewers: isNext ? values.onsiteViewers.trim() : '0',
      message: values.message.trim(),
    };
    const problems = contractProblems(orderCalls.requestQuote.body, { ...body, _token: 'x' }, quoteRequestFields);
    if (hasProblems(problems)) {
      errors.showFieldErrors(problems);
      return;
    }
    errors.clear();
    setSending(true);
    try {
      const answer = await client.call(orderCalls.requestQuote, { body });
      setValues(empty);
      setSentId(answer.id);
      onSent();
    } catch (failure) {
      errors.showFailure(failure);
    } finally {
      setSending(false);
    }
  }

  const messageError = errors.fieldErrors.message;
  return (
    <form ref={errors.form} class="form" onSubmit={send} noValidate aria-busy={sending} aria-labelledby="quote-request-heading">
      <h2 id="quote-request-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {!hasBillingDetails && <p class="notice">{t.needsBilling}</p>}
      <RequiredHint />
      <SelectField
        id="quote-edition"
        label={t.edition}
        placeholder={t.chooseEdition}
        options={orderCalls.orderEditions}
        optionLabel={(edition) => editionLabels[edition as keyof typeof editionLabels]}
        value={values.edition}
        onValue={set('edition')}
        required
        disabled={sending}
        error={errors.fieldErrors.edition}
      />
      <NumberField
        id="quote-devices"
        label={t.devices}
        min={1}
        max={1000}
        required
        value={values.devices}
        onValue={set('devices')}
        disabled={sending}
        error={errors.fieldErrors.devices}
      />
      {isNext && (
        <fieldset class="form__group">
          <legend>{t.viewersLegend}</legend>
          <NumberField
            id="quote-insight-viewers"
            label={t.insightViewers}
            min={0}
            max={1000}
            value={values.insightViewers}
            onValue={set('insightViewers')}
            disabled={sending}
            error={errors.fieldErrors.insightViewers}
          />
          <NumberField
            id="quote-onsite-viewers"
            label={t.onsiteViewers}
            min={0}
            max={1000}
            value={values.onsiteViewers}
            onValue={set('onsiteViewers')}
            disabled={sending}
            error={errors.fieldErrors.onsiteViewers}
          />
        </fieldset>
      )}
      <div class="form__field">
        <FieldLabel htmlFor="quote-message">{t.message}</FieldLabel>
        <textarea
          id="quote-message"
          rows={4}
          value={values.message}
          disabled={sending}
          onInput={(event) => set('message')((event.currentTarget as HTMLTextAreaElement).value)}
          {...invalidProps('quote-message', messageError)}
        />
        <FieldError id={errorId('quote-message')} message={messageError} />
      </div>
      <SubmitActions label={t.submit} sending={sending} />
      <div role="status">{sentId !== undefined && <p class="alert alert--success">{t.sent(sentId)}</p>}</div>
      {errors.formError && <ErrorAlert id={errors.alertId}>{errors.formError}</ErrorAlert>}
    </form>
  );
}
