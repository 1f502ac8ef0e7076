import { pathBelowAdmin, screenTitleKey } from './screen-titles';

describe('the screen titles', () => {
  it.each([
    ['/admin', '/'],
    ['/admin/', '/'],
    ['/admin/users', '/users'],
    ['/admin/releases/create', '/releases/create'],
    ['/administration', '/administration'],
  ])('takes %s as %s below /admin', (pathname, below) => {
    expect(pathBelowAdmin(pathname)).toBe(below);
  });

  it('finds a more specific path before the general one', () => {
    expect(screenTitleKey('/releases/create')).toBe('resources.releases.page.create');
    expect(screenTitleKey('/features/create')).toBe('resources.features.page.create');
    expect(screenTitleKey('/releases/7')).toBe('resources.releases.page.edit');
  });
});
