import { describeAuditChange } from './audit-change.js';

describe('describeAuditChange', () => {
  it('shows the values before and after, dates and flags in German', () => {
    expect(
      describeAuditChange({
        kind: 'license-changed',
        before: { licenseType: 1, licenseExpiration: '2026-12-01' },
        after: { licenseType: 3, licenseExpiration: '2026-12-01' },
      }),
    ).toBe('licenseType: 1 → 3; licenseExpiration: 01.12.2026');
    expect(describeAuditChange({ kind: 'admin-granted', before: { admin: false }, after: { admin: true } })).toBe('admin: nein → ja');
  });

  it('names the outcome of a sign-in', () => {
    expect(describeAuditChange({ kind: 'sign-in', before: null, after: { outcome: 'wrong-code' } })).toBe('falscher Code');
  });

  it('shows what was created or deleted', () => {
    expect(describeAuditChange({ kind: 'pool-license-created', before: null, after: { licenseType: 8 } })).toBe('licenseType: 8');
    expect(describeAuditChange({ kind: 'device-deactivated-by-admin', before: { device: 'PC' }, after: null })).toBe('device: PC');
  });
});
