import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import { QuoteRequestForm } from './QuoteRequestForm';

const edition = () => screen.getByRole('combobox', { name: 'Edition' }) as HTMLSelectElement;
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

function renderForm(routes: FakeRoutes = {}, hasBillingDetails = true) {
  const onSent = jest.fn();
  const view = renderWithServices(<QuoteRequestForm hasBillingDetails={hasBillingDetails} onSent={onSent} />, {
    routes: { quoteRequestToken: ok({ token: 'anfrage-token' }), ...routes },
  });
  return { ...view, onSent };
}

const sentBody = (server: ReturnType<typeof renderForm>['server']) =>
  Object.fromEntries(new URLSearchParams(server.requests.find((request) => request.url === '/webapi/my-orders')?.body ?? ''));

describe('QuoteRequestForm', () => {
  it('offers the four editions and asks for viewer licences only for Next', () => {
    renderForm();
    expect([...edition().options].map((option) => option.textContent)).toEqual(['Bitte wählen', 'Classic', 'Next', 'Insight', 'onSite']);
    expect(screen.queryByRole('spinbutton', { name: 'Insight-Viewer' })).toBeNull();
    expect(number('Anzahl Geräte').getAttribute('aria-required')).toBe('true');
    fireEvent.change(edition(), { target: { value: 'next' } });
    expect(screen.getByRole('group', { name: 'Viewer-Lizenzen für Ihr Team' })).toBeTruthy();
    expect(number('Insight-Viewer').value).toBe('0');
    expect(number('onSite-Viewer').value).toBe('0');
  });

  it('says that a quote needs Rechnungsdaten while there are none', () => {
    renderForm({}, false);
    expect(screen.getByText(/Für ein Angebot benötigen wir Ihre Rechnungsdaten/)).toBeTruthy();
  });

  it('has no such hint once there are Rechnungsdaten', () => {
    renderForm();
    expect(screen.queryByText(/Für ein Angebot benötigen wir Ihre Rechnungsdaten/)).toBeNull();
  });

  it('asks for an edition and a whole number of devices before sending', async () => {
    const { server } = renderForm();
    fireEvent.input(number('Anzahl Geräte'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));
    expect(await screen.findByText('Bitte wählen Sie eine Edition.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 1.000 ein.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(edition()));
    expect(server.requests).toEqual([]);
  });

  it('sends a Next request with its viewers and message, thanks with the number, and empties the form', async () => {
    const { server, onSent } = renderForm({ requestQuote: ok({ success: true, id: 42 }) });
    fireEvent.change(edition(), { target: { value: 'next' } });
    fireEvent.input(number('Anzahl Geräte'), { target: { value: '2' } });
    fireEvent.input(number('Insight-Viewer'), { target: { value: '5' } });
    fireEvent.input(number('onSite-Viewer'), { target: { value: '1' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Nachricht (optional)' }), { target: { value: 'Bitte mit Bestellnummer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));
    const thanks = await screen.findByText(/Ihre Anfrage Nr\. 42 ist bei uns eingegangen/);
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(sentBody(server)).toEqual({
      edition: 'next',
      devices: '2',
      insightViewers: '5',
      onsiteViewers: '1',
      message: 'Bitte mit Bestellnummer',
      _token: 'anfrage-token',
    });
    expect(onSent).toHaveBeenCalled();
    expect(edition().value).toBe('');
  });

  it('sends no viewers for another edition, even when some were typed for Next', async () => {
    const { server } = renderForm({ requestQuote: ok({ success: true, id: 43 }) });
    fireEvent.change(edition(), { target: { value: 'next' } });
    fireEvent.input(number('Insight-Viewer'), { target: { value: '5' } });
    fireEvent.change(edition(), { target: { value: 'onSite' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));
    await screen.findByText(/Ihre Anfrage Nr\. 43/);
    expect(sentBody(server)).toMatchObject({ edition: 'onSite', devices: '1', insightViewers: '0', onsiteViewers: '0' });
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    renderForm({ requestQuote: failure('invalid-input', 'Bitte geben Sie eine ganze Zahl von 1 bis 1.000 ein.', 'devices') });
    fireEvent.change(edition(), { target: { value: 'classic' } });
    fireEvent.input(number('Anzahl Geräte'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angebot anfordern' }));
    expect((await screen.findByText('Bitte geben Sie eine ganze Zahl von 1 bis 1.000 ein.')).id).toBe('quote-devices-error');
    expect(edition().value).toBe('classic');
    expect(number('Anzahl Geräte').value).toBe('3');
  });
});
