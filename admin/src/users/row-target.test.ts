import { rowTarget } from './row-target';

describe('rowTarget', () => {
  it('opens a user profile in the customer app', () => {
    expect(rowTarget('42')).toEqual({ kind: 'page', href: '/account/edit/42' });
    expect(rowTarget(42)).toEqual({ kind: 'page', href: '/account/edit/42' });
  });

  it('opens a licence row inside the admin, without the prefix', () => {
    expect(rowTarget('license_17')).toEqual({ kind: 'admin', path: '/license/17' });
  });
});
