import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { menuInfoFixture, ok } from '@bfsm/api-adapter/testing';
import { App } from '../app/App';
import { fakeServices } from '../testing/render-with-services';
import { createAnalyticsConsent } from './analytics-consent';

function renderWithConsent(stored?: string) {
  history.replaceState(null, '', '/concept');
  window.localStorage.clear();
  if (stored) window.localStorage.setItem('bfsm-analytics-consent', stored);
  const startTracker = jest.fn(async () => ({ trackPageView: jest.fn(), stop: jest.fn() }));
  const consent = createAnalyticsConsent(
    { trackerUrl: 'https://statistik.example.test/', siteId: 11, colourSchemeDimension: 1 },
    { storage: window.localStorage, startTracker },
  );
  const fake = fakeServices({ getMenuInfo: ok(menuInfoFixture()) });
  render(<App services={fake.services} consent={consent} />);
  return { startTracker };
}

const banner = () => screen.queryByRole('region', { name: 'Cookie-Einstellungen' });

describe('CookieBanner', () => {
  it('asks first thing on the page, with accept and decline as buttons of the same kind', async () => {
    renderWithConsent();
    await screen.findByRole('link', { name: 'Concept kostenlos registrieren' });
    const region = banner();
    expect(region).toBeTruthy();
    expect(document.querySelector('.shell')?.firstElementChild).toBe(region);
    const decline = screen.getByRole('button', { name: 'Ablehnen' });
    const accept = screen.getByRole('button', { name: 'Akzeptieren' });
    expect(decline.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
  });

  it('starts the tracker on acceptance, then leaves and puts the focus on the content', async () => {
    const { startTracker } = renderWithConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(startTracker).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("opens again from the footer's 'Cookie-Einstellungen', names the current choice, and gives the focus back", async () => {
    const { startTracker } = renderWithConsent('declined');
    expect(banner()).toBeNull();
    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    settings.focus();
    fireEvent.click(settings);

    const heading = await screen.findByRole('heading', { name: 'Cookie-Einstellungen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Ihre aktuelle Entscheidung: Statistik abgelehnt.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(document.activeElement).toBe(settings);
    expect(startTracker).toHaveBeenCalledTimes(1);
  });

  it('shows neither banner nor footer button where the operator runs no tracker', async () => {
    history.replaceState(null, '', '/concept');
    render(<App services={fakeServices({ getMenuInfo: ok(menuInfoFixture()) }).services} />);
    await screen.findByRole('link', { name: 'Concept kostenlos registrieren' });
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen' })).toBeNull();
  });
});
