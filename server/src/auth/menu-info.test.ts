import { buildMenuInfo } from './menu-info.js';
import { daysLeft } from '../calendar/days-left.js';
import type { UserRow } from '../db/rows.js';

const content = { product: 'Brandfallsteuermatrix', supportEmail: 'support@example.com', helpCenterUrl: 'https://hilfe.example.com' };
const user = (licenseType: number, roles: string[] = [], expiration: string | null = null) =>
  ({ license_type: licenseType, roles, license_expiration: expiration }) as unknown as UserRow;
const today = new Date('2026-11-21T15:00:00Z');

describe('menu info', () => {
  it('is anonymous without a user', () => {
    expect(buildMenuInfo(content, null, '/logout?token=x', today)).toMatchObject({ signedIn: false, isAdmin: false, logoutUrl: '' });
  });

  it('flags trial, viewer, Concept and admin users', () => {
    expect(buildMenuInfo(content, user(1, [], '2026-11-28'), '/logout', today)).toMatchObject({
      signedIn: true,
      isTrial: true,
      daysValidity: 7,
    });
    expect(buildMenuInfo(content, user(8), '/logout', today)).toMatchObject({ isViewer: true, isTrial: false });
    expect(buildMenuInfo(content, user(9), '/logout', today)).toMatchObject({ isViewer: true });
    expect(buildMenuInfo(content, user(10), '/logout', today)).toMatchObject({ isConcept: true, isViewer: false });
    expect(buildMenuInfo(content, user(6, ['ROLE_ADMIN']), '/logout', today)).toMatchObject({ isAdmin: true, logoutUrl: '/logout' });
  });

  it('counts whole days to the last day of the licence', () => {
    expect(daysLeft('2026-11-22', today)).toBe(1);
    expect(daysLeft('2026-11-21', today)).toBe(0);
    expect(daysLeft('2026-11-01', today)).toBe(0);
    expect(daysLeft(null, today)).toBeNull();
  });
});
