import { appInstallerVersion } from './appinstaller-manifest.js';

const manifest = (attributes: string, root = 'AppInstaller') =>
  `<?xml version="1.0" encoding="utf-8"?>
<${root} xmlns="http://schemas.microsoft.com/appx/appinstaller/2021" ${attributes}>
  <MainBundle Name="Brandfallsteuermatrix" Version="9.9.9.9" Publisher="CN=Example" Uri="https://downloads.example.com/nightly/app.msixbundle" />
  <UpdateSettings><OnLaunch HoursBetweenUpdateChecks="0" /></UpdateSettings>
</${root}>`;

describe('appInstallerVersion', () => {
  it('reads the Version attribute of the AppInstaller root element, not that of a child', () => {
    expect(appInstallerVersion(manifest('Version="2026.11.22.3" Uri="https://downloads.example.com/nightly.appinstaller"'))).toBe(
      '2026.11.22.3',
    );
  });

  it('reads a root with a namespace prefix', () => {
    expect(appInstallerVersion('<ai:AppInstaller xmlns:ai="http://schemas.microsoft.com/appx/appinstaller/2018" Version="1.2.3.4"/>')).toBe(
      '1.2.3.4',
    );
  });

  it('gives nothing for a manifest without a version, another root, or no XML at all', () => {
    expect(appInstallerVersion(manifest('Uri="https://x.example/a.appinstaller"'))).toBeUndefined();
    expect(appInstallerVersion(manifest('Version="1.0.0.0"', 'Package'))).toBeUndefined();
    expect(appInstallerVersion('<html><body>Not found</body></html>')).toBeUndefined();
    expect(appInstallerVersion('{"Version":"1.0"}')).toBeUndefined();
    expect(appInstallerVersion('')).toBeUndefined();
  });

  it('gives nothing for XML that is not well-formed', () => {
    expect(appInstallerVersion('<AppInstaller Version="1.0.0.0">')).toBeUndefined();
    expect(appInstallerVersion('<AppInstaller Version="1.0.0.0"></Other>')).toBeUndefined();
  });

  it('does not expand entities', () => {
    const withEntity = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY v "6.6.6.6">]><AppInstaller Version="&v;"/>';
    expect(appInstallerVersion(withEntity)).not.toBe('6.6.6.6');
  });
});
