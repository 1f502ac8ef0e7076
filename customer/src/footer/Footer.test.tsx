import { render, screen } from '@testing-library/preact';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright from 2015 to the current year with the app name', () => {
    render(<Footer />);
    expect(screen.getByText(`© 2015–${new Date().getFullYear()} Brandfallsteuermatrix`)).toBeTruthy();
  });

  it('takes the end of the range from the year it is given', () => {
    render(<Footer year={2031} />);
    expect(screen.getByText('© 2015–2031 Brandfallsteuermatrix')).toBeTruthy();
  });

  it('links imprint, terms, privacy and contact', () => {
    render(<Footer />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Impressum', '/impressum'],
      ['AGB', '/bedingungen'],
      ['Datenschutz', '/datenschutz'],
      ['Kontakt', '/kontakt'],
    ]);
  });
});
