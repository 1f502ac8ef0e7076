import { pathBelowAdmin } from './screen-titles';

// Which title each path gets, more specific paths first, is page-titles.test.ts's table.
describe('pathBelowAdmin', () => {
  it.each([
    ['/admin', '/'],
    ['/admin/', '/'],
    ['/admin/users', '/users'],
    ['/admin/releases/create', '/releases/create'],
    ['/administration', '/administration'],
  ])('takes %s as %s below /admin', (pathname, below) => {
    expect(pathBelowAdmin(pathname)).toBe(below);
  });
});
