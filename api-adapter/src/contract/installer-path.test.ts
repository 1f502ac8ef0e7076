import { texts } from '../domain/texts.js';
import { hasInstallerExtension, installerExtensions, installerPathProblem } from './installer-path.js';
import { releaseInstaller } from './releases.js';

const messageOf = (value: string) => releaseInstaller.safeParse(value).error?.issues[0]?.message;

describe('which installer a release may name (decision 050)', () => {
  it.each([
    'https://downloads.example.com/4.2.1.0/Brandfallsteuermatrix.appinstaller',
    'http://127.0.0.1:8080/stable/Brandfallsteuermatrix.appinstaller',
    'installers/Brandfallsteuermatrix.msix',
    'installers/4.2/Brandfallsteuermatrix.appinstaller',
    'installers/Setup.EXE',
    'installers/Brandfallsteuermatrix.msi',
    'installers/Brandfallsteuermatrix.msixbundle',
  ])('takes %j', (value) => {
    expect(installerPathProblem(value)).toBeUndefined();
    expect(releaseInstaller.safeParse(value).success).toBe(true);
  });

  // Every file the portal writes into DATA_DIR, by each way of naming it.
  it.each([
    'license-signing-key.pem',
    'second-factor.key',
    'pgdata/PG_VERSION',
    'outbox/1700000000000-reset.eml',
    'backup.sock',
    'uploads/1/full-900.webp',
    'installers/../license-signing-key.pem',
    'installers/../../etc/passwd',
    'installers/../stray.msix',
    'installers/./x.msix',
    'installers//x.msix',
    'installers/',
    'installers',
    '/srv/data/installers/x.msix',
    '/etc/passwd',
    '../installers/x.msix',
    './installers/x.msix',
    'installer/Brandfallsteuermatrix.appinstaller',
    'Installers/x.msix',
    'installers/%2e%2e/license-signing-key.pem',
    'installers%2f..%2flicense-signing-key.pem',
    'installers/..%2fsecond-factor.key',
    'installers\\..\\license-signing-key.pem',
    'installers/x.msix:secret',
    'C:/data/installers/x.msix',
    'file:///srv/data/installers/x.msix',
    'javascript:alert(1)',
  ])('refuses %j as a file outside installers/', (value) => {
    expect(installerPathProblem(value)).toBe('place');
    expect(messageOf(value)).toBe(texts.validation.installerPlace);
  });

  it.each([
    'installers/license-signing-key.pem',
    'installers/second-factor.key',
    'installers/backup.tar.gz',
    'installers/mail.eml',
    'installers/.msix',
    'installers/x.msix.pem',
    'installers/x',
  ])('refuses %j, which is no installer by its name', (value) => {
    expect(installerPathProblem(value)).toBe('type');
    expect(messageOf(value)).toBe(texts.validation.installerType);
  });

  it.each(['https://', 'https:// example.com/x.msix', 'http://[::1'])('refuses %j as an address that is none', (value) => {
    expect(installerPathProblem(value)).toBe('address');
    expect(messageOf(value)).toBe(texts.validation.installerAddress);
  });

  it('asks for the field first when it is empty, and refuses control characters as every one-line field', () => {
    expect(messageOf('   ')).toBe(texts.validation.required);
    expect(installerPathProblem('installers/x.msix\u0000.pem')).toBe('place');
    expect(messageOf('installers/x.msix\u0000.pem')).toBe(texts.validation.oneLine);
  });

  it('names every installer extension in the German text', () => {
    for (const extension of installerExtensions) expect(texts.validation.installerType).toContain(extension);
    expect(hasInstallerExtension('Setup.Exe')).toBe(true);
    expect(hasInstallerExtension('installers/a.pem/b')).toBe(false);
  });
});
