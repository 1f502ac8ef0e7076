import { screen } from '@testing-library/preact';
import type { MenuInfo } from '@bfsm/api-adapter';
import { menuInfoFixture, ok, serverError, userInfoFixture } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import SubscriptionScreen from './SubscriptionScreen';

const content = { product: 'BFSM', supportEmail: 'vertrieb@bfsm.test', helpCenterUrl: 'https://hilfe.bfsm.test' };

function renderSubscription(menu: Partial<MenuInfo>) {
  return renderWithServices(<SubscriptionScreen params={{}} query={{}} />, {
    withMenu: true,
    address: '/account/manage_subscription',
    routes: { getMenuInfo: ok(menuInfoFixture(menu)), getUserInfo: ok(userInfoFixture()) },
  });
}

describe('SubscriptionScreen', () => {
  it('shows the annual subscription of Next with what it includes and its price text', async () => {
    renderSubscription({ menu: content });
    expect((await screen.findByRole('heading', { name: 'BFSM Next im Jahres-Abo' })).tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jahres-Abo');
    expect(screen.getByText('Voller Funktionsumfang: alle Module sind freigeschaltet.')).toBeTruthy();
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
  });

  it('offers the order by invoice by e-mail and by phone', async () => {
    renderSubscription({ menu: { ...content, salesPhone: '+49 30 1234-567' } });
    expect(await screen.findByRole('heading', { name: 'Auf Rechnung bestellen' })).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(mail.getAttribute('href')).toBe(
      `mailto:vertrieb@bfsm.test?subject=${encodeURIComponent('Bestellung Jahres-Abo BFSM Next auf Rechnung')}`,
    );
    expect(screen.getByRole('link', { name: '+49 30 1234-567' }).getAttribute('href')).toBe('tel:+49301234567');
  });

  it('leaves the phone line out when the operator set no number', async () => {
    renderSubscription({ menu: content });
    await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(screen.queryByText('Telefonisch:')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('tells a trial user how long the trial still runs', async () => {
    renderSubscription({ menu: content, isTrial: true, daysValidity: 1 });
    expect(await screen.findByText(/Ihr kostenloser Test läuft noch 1 Tag\./)).toBeTruthy();
  });

  it('has no trial hint for a customer', async () => {
    renderSubscription({ menu: content, isTrial: false });
    await screen.findByRole('link', { name: 'vertrieb@bfsm.test' });
    expect(screen.queryByText(/Ihr kostenloser Test/)).toBeNull();
  });

  it('says so when the contact data cannot be loaded', async () => {
    renderWithServices(<SubscriptionScreen params={{}} query={{}} />, {
      withMenu: true,
      routes: { getMenuInfo: serverError(), getUserInfo: ok(userInfoFixture()) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Menü laden');
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
  });
});
