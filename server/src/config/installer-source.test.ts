import { loadConfig } from './config.js';
import { installerSource } from './installer-source.js';

describe('installerSource (INSTALLER_URL)', () => {
  it('takes an http(s) address as one to send the browser to', () => {
    expect(installerSource('https://downloads.example.com/app.appinstaller', '/data')).toEqual({
      kind: 'address',
      url: 'https://downloads.example.com/app.appinstaller',
    });
  });

  it('takes a path inside DATA_DIR as a file to serve', () => {
    expect(installerSource('installer/app.appinstaller', '/data')).toEqual({ kind: 'file', path: '/data/installer/app.appinstaller' });
  });

  it('refuses paths that leave DATA_DIR, absolute paths and other schemes', () => {
    for (const value of ['../etc/passwd', 'installer/../../x', '/etc/passwd', 'ftp://example.com/a', 'javascript:alert(1)', '.']) {
      expect(installerSource(value, '/data')).toBeUndefined();
    }
  });

  it('stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ INSTALLER_URL: '../geheim' })).toThrow(/INSTALLER_URL/);
    expect(() => loadConfig({ NIGHTLY_INSTALLER_URL: 'file:///etc/passwd' })).toThrow(/NIGHTLY_INSTALLER_URL/);
  });
});
