import { appVersion, isAppVersion } from './releases.js';

describe('the application version (AppInstaller form)', () => {
  const valid = ['4.2.1.0', '0.0.0.0', '65535.65535.65535.65535', '2026.11.22.7'];
  const invalid = ['4.2.1', '4.2.1.0.0', '65536.0.0.0', '2026.11.70000.1', '4.2.1.x', '-1.0.0.0', ''];

  it.each(valid)('takes %j', (version) => {
    expect(isAppVersion(version)).toBe(true);
    expect(appVersion.safeParse(version).success).toBe(true);
  });

  it.each(invalid)('refuses %j, in the schema with the German message', (version) => {
    expect(isAppVersion(version)).toBe(false);
    const parsed = appVersion.safeParse(version);
    expect(parsed.success).toBe(false);
  });

  it('checks the text as it is; the schema trims the field first, as every one-line field', () => {
    expect(isAppVersion(' 4.2.1.0')).toBe(false);
    expect(appVersion.parse(' 4.2.1.0 ')).toBe('4.2.1.0');
  });

  it('says in German what a version looks like', () => {
    expect(appVersion.safeParse('65536.0.0.0').error?.issues[0]?.message).toBe(
      'Bitte geben Sie die Version als vier Zahlen bis 65535 ein, z. B. 4.2.1.0.',
    );
  });
});
