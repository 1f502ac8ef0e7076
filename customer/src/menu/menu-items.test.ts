import { anonymousMenuInfo, menuInfoFixture } from '@bfsm/api-adapter/testing';
import { menuItems } from './menu-items';

const linksOf = (items: ReturnType<typeof menuItems>) => items.map((item) => [item.label, item.href]);

describe('menuItems', () => {
  it('offers Concept (new), sign-in and the highlighted free trial to anonymous visitors', () => {
    const items = menuItems(anonymousMenuInfo);
    expect(linksOf(items)).toEqual([
      ['Concept', '/concept'],
      ['Anmelden', '/account'],
      ['Kostenlos testen', '/register'],
    ]);
    expect(items[0]?.badge).toBe('Neu');
    expect(items.filter((item) => item.highlighted).map((item) => item.label)).toEqual(['Kostenlos testen']);
  });

  it('shows the remaining trial days to a trial user', () => {
    expect(linksOf(menuItems(menuInfoFixture({ isTrial: true, daysValidity: 7 })))).toEqual([
      ['Test-Lizenz: Noch 7 Tage', '/account/manage_subscription'],
      ['Konto', '/account'],
      ['Abmelden', '/logout?token=abc'],
    ]);
  });

  it('uses the singular on the last trial day', () => {
    expect(menuItems(menuInfoFixture({ isTrial: true, daysValidity: 1 }))[0]?.label).toBe('Test-Lizenz: Noch 1 Tag');
  });

  it('invites a viewer to buy a licence of the product', () => {
    const info = menuInfoFixture({
      isViewer: true,
      menu: { product: 'BFSM Pro', supportEmail: 's@x.test', helpCenterUrl: 'https://h.test' },
    });
    expect(linksOf(menuItems(info))).toEqual([
      ['Jetzt BFSM Pro Lizenz kaufen!', '/account/manage_subscription'],
      ['Konto', '/account'],
      ['Abmelden', '/logout?token=abc'],
    ]);
  });

  it('offers a licence to an account without one, such as an ended trial', () => {
    const info = menuInfoFixture({
      needsLicense: true,
      menu: { product: 'BFSM Pro', supportEmail: 's@x.test', helpCenterUrl: 'https://h.test' },
    });
    expect(linksOf(menuItems(info))).toEqual([
      ['Jetzt BFSM Pro Lizenz kaufen!', '/account/manage_subscription'],
      ['Konto', '/account'],
      ['Abmelden', '/logout?token=abc'],
    ]);
  });

  it('gives Concept users a Concept link without the new flag', () => {
    const items = menuItems(menuInfoFixture({ isConcept: true }));
    expect(linksOf(items)).toEqual([
      ['Concept', '/concept'],
      ['Konto', '/account'],
      ['Abmelden', '/logout?token=abc'],
    ]);
    expect(items[0]?.badge).toBeUndefined();
  });

  it('adds the admin area for admins only', () => {
    expect(linksOf(menuItems(menuInfoFixture({ isAdmin: true })))).toEqual([
      ['Konto', '/account'],
      ['Admin', '/admin/users'],
      ['Abmelden', '/logout?token=abc'],
    ]);
    expect(menuItems(menuInfoFixture({ isAdmin: false })).map((item) => item.label)).not.toContain('Admin');
  });
});
