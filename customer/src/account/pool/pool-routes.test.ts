import { notFoundScreenFor, screenFor, screens } from '../../app/routes';

const screenOf = (path: string) => screens.find((route) => route.path === path)?.screen;

describe('addresses of the pool and invitation screens', () => {
  it.each([
    ['/account/my-pool', '/account/my-pool/:userId?'],
    ['/account/my-pool/7', '/account/my-pool/:userId?'],
    ['/account/my-pool/add', '/account/my-pool/add'],
    ['/account/my-pool/7/add', '/account/my-pool/:userId/add'],
    ['/account/my-pool/add-license', '/account/my-pool/add-license'],
    ['/account/my-pool/7/add-license', '/account/my-pool/:userId/add-license'],
    ['/invitation/5', '/invitation/:invitation/:code?'],
    ['/invitation/5/geheimer-code', '/invitation/:invitation/:code?'],
    ['/decline-invitation/5/geheimer-code', '/decline-invitation/:invitation/:code?'],
    ['/invitation-declined', '/invitation-declined'],
  ])('%s shows the screen of %s, not the dashboard', (address, path) => {
    expect(screenFor(address)).toBe(screenOf(path));
    expect(screenFor(address)).not.toBe(screenOf('/account/:userId?'));
  });

  it.each(['/account/abc', '/account/my-pool/abc', '/account/edit/abc', '/invitation/abc/code', '/reference/seite'])(
    '%s, whose record is named by no number, shows a not-found screen',
    (address) => {
      expect(screenFor(address)).toBe(notFoundScreenFor(address));
      expect([
        screenOf('/account/:userId?'),
        screenOf('/account/my-pool/:userId?'),
        screenOf('/invitation/:invitation/:code?'),
      ]).not.toContain(screenFor(address));
    },
  );

  it('opens the same invite and add-licence screens with and without an owner id', () => {
    expect(screenOf('/account/my-pool/add')).toBe(screenOf('/account/my-pool/:userId/add'));
    expect(screenOf('/account/my-pool/add-license')).toBe(screenOf('/account/my-pool/:userId/add-license'));
  });
});
