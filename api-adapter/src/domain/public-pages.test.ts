import { pageDescriptions } from './page-descriptions.js';
import { documentTitle, publicPageAt, publicPages } from './public-pages.js';

describe('public pages', () => {
  it('finds the page of an address, with its parameters, and nothing for other addresses', () => {
    expect(publicPageAt('/login')).toBe('login');
    expect(publicPageAt('/register')).toBe('registerTrial');
    expect(publicPageAt('/register/success')).toBe('registerSuccess');
    expect(publicPageAt('/confirm-mail/abc')).toBe('confirmMail');
    expect(publicPageAt('/invitation/12')).toBe('invitation');
    expect(publicPageAt('/invitation/12/abc')).toBe('invitation');
    expect(publicPageAt('/decline-invitation/12/abc')).toBe('declineInvitation');
    for (const other of ['/', '/account', '/account/edit', '/admin', '/confirm-mail', '/invitation', '/login/mehr', '/gibt-es-nicht']) {
      expect(publicPageAt(other)).toBeUndefined();
    }
  });

  it('gives every page a title and a description of the length search results show', () => {
    for (const page of Object.values(publicPages)) expect(page.title.length).toBeGreaterThan(0);
    for (const description of Object.values(pageDescriptions)) {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(Object.values(pageDescriptions)).size).toBe(Object.keys(publicPages).length);
  });

  it('names the tab after the page and the product', () => {
    expect(documentTitle('Anmelden')).toBe('Anmelden – Brandfallsteuermatrix');
  });
});
