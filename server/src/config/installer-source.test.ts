import { loadConfig } from './config.js';
import { installerSource, readInstaller } from './installer-source.js';

describe('installerSource (INSTALLER_URL and the releases)', () => {
  it('takes an http(s) address as one to send the browser to', () => {
    expect(installerSource('https://downloads.example.com/app.appinstaller', '/data')).toEqual({
      kind: 'address',
      url: 'https://downloads.example.com/app.appinstaller',
    });
  });

  it('takes an installer in DATA_DIR/installers/ as a file to serve', () => {
    expect(installerSource('installers/app.appinstaller', '/data')).toEqual({ kind: 'file', path: '/data/installers/app.appinstaller' });
    expect(installerSource('installers/4.2/Setup.msix', '/data')).toEqual({ kind: 'file', path: '/data/installers/4.2/Setup.msix' });
  });

  it('refuses the files of DATA_DIR, paths that leave installers/, absolute paths and other schemes', () => {
    for (const value of [
      'license-signing-key.pem',
      'second-factor.key',
      'outbox/reset.eml',
      'installer/app.appinstaller',
      '../etc/passwd',
      'installers/../../x.msix',
      'installers/../license-signing-key.pem',
      'installers/%2e%2e/license-signing-key.pem',
      '/data/installers/app.msix',
      'ftp://example.com/a.msix',
      'javascript:alert(1)',
      '.',
    ])
      expect(readInstaller(value, '/data')).toEqual({ problem: 'place' });
    expect(readInstaller('installers/license-signing-key.pem', '/data')).toEqual({ problem: 'type' });
  });

  it('stops the start with a message naming the variable and the folder', () => {
    expect(() => loadConfig({ INSTALLER_URL: '../geheim' })).toThrow(/INSTALLER_URL/);
    expect(() => loadConfig({ INSTALLER_URL: 'license-signing-key.pem' })).toThrow(/installers\//);
    expect(() => loadConfig({ INSTALLER_URL: 'installer/Brandfallsteuermatrix.appinstaller' })).toThrow(/INSTALLER_URL/);
    expect(() => loadConfig({ NIGHTLY_INSTALLER_URL: 'file:///etc/passwd' })).toThrow(/NIGHTLY_INSTALLER_URL/);
    expect(
      loadConfig({ INSTALLER_URL: 'installers/Brandfallsteuermatrix.appinstaller', DATA_DIR: '/srv/portal' }).installer.customer,
    ).toEqual({
      kind: 'file',
      path: '/srv/portal/installers/Brandfallsteuermatrix.appinstaller',
    });
  });
});
