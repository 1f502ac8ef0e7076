import { render, screen, waitFor } from '@testing-library/preact';
import { App } from '../app/App';
import { anonymousMenuInfo, ok } from '@bfsm/api-adapter/testing';
import { fakeServices } from '../testing/render-with-services';

describe('RegisterSuccessScreen', () => {
  it('says what happens next, at /register/success', async () => {
    history.replaceState(null, '', '/register/success');
    render(<App services={fakeServices({ getMenuInfo: ok(anonymousMenuInfo) }).services} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fast geschafft!');
    expect(screen.getByText('Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die angegebene Adresse gesendet.')).toBeTruthy();
    expect(screen.getByText(/Spam-Ordner/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Fast geschafft! – Brandfallsteuermatrix'));
  });
});
