import { screenAt, screens } from './screens';

describe('the screen an address of the back-office shows, loaded beside react-admin when the admin opens on it', () => {
  it.each([
    ['/admin', screens.overview],
    ['/admin/', screens.overview],
    ['/admin/users', screens.userList],
    ['/admin/users/', screens.userList],
    ['/admin/users/new', screens.userCreate],
    ['/admin/license/12', screens.licenseEdit],
    ['/admin/references', screens.referenceList],
    ['/admin/reference/new', screens.referenceCreate],
    ['/admin/reference/3', screens.referenceEdit],
    ['/admin/releases', screens.releaseList],
    ['/admin/releases/create', screens.releaseCreate],
    ['/admin/releases/7', screens.releaseEdit],
    ['/admin/orders', screens.orderList],
    ['/admin/orders/create', screens.orderCreate],
    ['/admin/orders/9/show', screens.orderShow],
    ['/admin/invoices', screens.invoiceList],
    ['/admin/prices', screens.pricePage],
    ['/admin/install-next', screens.installerPage],
    ['/admin/email-debug-output', screens.mailPreviewPage],
    ['/admin/features', screens.featureList],
    ['/admin/features/create', screens.featureCreate],
    ['/admin/features/4', screens.featureEdit],
    ['/admin/audit', screens.auditList],
  ])('%s', (pathname, screen) => {
    expect(screenAt(pathname)?.screen).toBe(screen);
  });

  it('a fixed word of an address is never read as an id: /create and /new are the forms, not a record called so', () => {
    expect(screenAt('/admin/releases/create')?.screen).not.toBe(screens.releaseEdit);
    expect(screenAt('/admin/features/create')?.screen).not.toBe(screens.featureEdit);
    expect(screenAt('/admin/reference/new')?.screen).not.toBe(screens.referenceEdit);
  });

  it('names the id an address carries', () => {
    expect(screenAt('/admin/reference/3')?.id).toBe('3');
    expect(screenAt('/admin/orders/9/show')?.id).toBe('9');
    expect(screenAt('/admin/audit')?.id).toBe('');
  });

  it.each(['/account', '/login', '/admin/unknown', '/admin/users/3/extra', '/admin/orders/9', '/administration'])(
    '%s shows none of them: nothing is loaded early',
    (pathname) => {
      expect(screenAt(pathname)).toBeUndefined();
    },
  );
});
