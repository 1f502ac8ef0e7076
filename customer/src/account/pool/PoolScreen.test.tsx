import { screen } from '@testing-library/preact';
import { accountRoutes } from '../../testing/account-routes';
import { renderWithServices } from '../../testing/render-with-services';
import PoolScreen from './PoolScreen';

describe('PoolScreen', () => {
  it("tells a user without a pool 'Sie Mitglied keines Pools'", async () => {
    renderWithServices(<PoolScreen params={{}} query={{}} />, { routes: accountRoutes({ licenseType: 6, licensePool: null }), withMenu: true });
    expect(await screen.findByText('Sie Mitglied keines Pools')).toBeTruthy();
  });

  it('shows a pool owner the tab, without the placeholder text', async () => {
    renderWithServices(<PoolScreen params={{}} query={{}} />, { routes: accountRoutes({ licenseType: 6, licensePool: 4 }), withMenu: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewer verwalten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Viewer verwalten' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Sie Mitglied keines Pools')).toBeNull();
  });
});
