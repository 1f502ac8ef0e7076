import { fireEvent, render, screen } from '@testing-library/preact';
import { LocationProvider } from 'preact-iso';
import { MainMenu } from './MainMenu';

const items = [
  { label: 'Konto', href: '/account' },
  { label: 'Abmelden', href: '/logout?token=t' },
];

function renderMenu() {
  render(
    <LocationProvider>
      <p>Seiteninhalt</p>
      <MainMenu items={items} />
    </LocationProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Menü' });
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true' && Boolean(list?.classList.contains('is-open'));
  fireEvent.click(toggle);
  expect(isOpen()).toBe(true);
  return { toggle, isOpen };
}

describe('MainMenu', () => {
  it('is a navigation landmark whose toggle controls the list', () => {
    const { toggle, isOpen } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    fireEvent.click(toggle);
    expect(isOpen()).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to the toggle', () => {
    const { toggle, isOpen } = renderMenu();
    screen.getByRole('link', { name: 'Konto' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('stays open on other keys and on clicks inside', () => {
    const { isOpen } = renderMenu();
    fireEvent.keyDown(document, { key: 'Tab' });
    fireEvent.click(screen.getByRole('navigation'));
    expect(isOpen()).toBe(true);
  });

  it('closes on a click outside', () => {
    const { isOpen } = renderMenu();
    fireEvent.click(screen.getByText('Seiteninhalt'));
    expect(isOpen()).toBe(false);
  });

  it('closes when one of its links is followed', () => {
    const { isOpen } = renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Konto' }));
    expect(isOpen()).toBe(false);
    expect(location.pathname).toBe('/account');
  });

  it('closes on scroll', () => {
    const { isOpen } = renderMenu();
    fireEvent.scroll(window);
    expect(isOpen()).toBe(false);
  });
});
