import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { billingDetailsFixture, euCountriesFixture } from '../../testing/order-fixtures';
import { renderWithServices } from '../../testing/render-with-services';
import { BillingDetailsForm } from './BillingDetailsForm';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const country = () => screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;

function renderForm(routes: FakeRoutes = {}, saved = billingDetailsFixture({ company: '' })) {
  const onSaved = jest.fn();
  const view = renderWithServices(
    <BillingDetailsForm userId={7} saved={saved.company ? saved : null} euCountries={euCountriesFixture} onSaved={onSaved} />,
    { routes: { billingDetailsToken: ok({ token: 'rechnung-token' }), ...routes } },
  );
  return { ...view, onSaved };
}

function fillIn() {
  fireEvent.input(field('Firma'), { target: { value: 'Muster GmbH' } });
  fireEvent.input(field('Straße und Hausnummer'), { target: { value: 'Hauptstraße 1' } });
  fireEvent.input(field('PLZ'), { target: { value: '10115' } });
  fireEvent.input(field('Ort'), { target: { value: 'Berlin' } });
  fireEvent.input(field('USt-IdNr. (optional)'), { target: { value: 'DE12345' } });
  fireEvent.input(field('E-Mail für Rechnungen'), { target: { value: 'buchhaltung@firma.test' } });
}

describe('BillingDetailsForm', () => {
  it('offers the EU countries the server names, in German and sorted, with Deutschland chosen for a new account', () => {
    renderForm();
    expect([...country().options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Bitte wählen'],
      ['DE', 'Deutschland'],
      ['FR', 'Frankreich'],
      ['NL', 'Niederlande'],
      ['AT', 'Österreich'],
    ]);
    expect(country().value).toBe('DE');
    expect(screen.getByRole('heading', { name: 'Rechnungsdaten' }).tagName).toBe('H2');
  });

  it('explains the Leitweg-ID at its field', () => {
    renderForm();
    const leitweg = field('Leitweg-ID (optional)');
    const hint = document.getElementById(leitweg.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Nur für öffentliche Auftraggeber');
  });

  it('shows what is stored', () => {
    renderForm({}, billingDetailsFixture({ vatId: 'DE123456789', countryCode: 'AT' }));
    expect(field('Firma').value).toBe('Muster GmbH');
    expect(field('USt-IdNr. (optional)').value).toBe('DE123456789');
    expect(country().value).toBe('AT');
  });

  it('asks for the required fields before sending anything', async () => {
    const { server } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    await waitFor(() => expect(field('Firma').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Firma'));
    expect(server.requests).toEqual([]);
  });

  it("shows the server's refusal of the USt-IdNr. at its field and keeps everything typed", async () => {
    const message = 'Bitte geben Sie eine gültige USt-IdNr. des gewählten Landes ein (z. B. DE123456789).';
    const { onSaved } = renderForm({ saveBillingDetails: failure('invalid-input', message, 'vatId') });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    expect((await screen.findByText(message)).id).toBe('billing-vat-id-error');
    const vatId = field('USt-IdNr. (optional)');
    expect(vatId.getAttribute('aria-invalid')).toBe('true');
    expect(vatId.getAttribute('aria-describedby')).toContain('billing-vat-id-error');
    await waitFor(() => expect(document.activeElement).toBe(vatId));
    expect(vatId.value).toBe('DE12345');
    expect(field('Firma').value).toBe('Muster GmbH');
    expect(field('E-Mail für Rechnungen').value).toBe('buchhaltung@firma.test');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves with its token, shows what the server stored and says so in the live region', async () => {
    const stored = billingDetailsFixture({ vatId: 'DE123456789' });
    const { server, onSaved } = renderForm({ saveBillingDetails: ok({ success: true, billingDetails: stored }) });
    fillIn();
    fireEvent.input(field('USt-IdNr. (optional)'), { target: { value: 'de 123 456 789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    const notice = await screen.findByText('Ihre Rechnungsdaten wurden gespeichert.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(field('USt-IdNr. (optional)').value).toBe('DE123456789');
    expect(onSaved).toHaveBeenCalledWith(stored);
    const sent = new URLSearchParams(server.requests.find((request) => request.url === '/webapi/billing-details/7')?.body ?? '');
    expect(Object.fromEntries(sent)).toMatchObject({
      company: 'Muster GmbH',
      countryCode: 'DE',
      vatId: 'de 123 456 789',
      leitwegId: '',
      billingEmail: 'buchhaltung@firma.test',
      _token: 'rechnung-token',
    });
  });
});
