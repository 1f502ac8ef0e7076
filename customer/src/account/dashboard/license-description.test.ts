import { licenseDescription } from './license-description';

describe('licenseDescription', () => {
  it('names the end of a trial', () => {
    expect(licenseDescription({ licenseType: 1, licenseExpiration: '2030-01-31' }, 'BFSM')).toBe(
      'Sie testen BFSM Next kostenlos mit vollem Funktionsumfang. Der Test endet am 31.01.2030 automatisch – eine Kündigung ist nicht nötig.',
    );
  });

  it('adds the expiry to paid and viewer licences', () => {
    expect(licenseDescription({ licenseType: 6, licenseExpiration: '2030-12-31' }, 'BFSM')).toBe(
      'Sie nutzen BFSM Next im Jahres-Abo mit allen Modulen. Gültig bis 31.12.2030.',
    );
    expect(licenseDescription({ licenseType: 8, licenseExpiration: null }, 'BFSM')).toContain('Viewer-Lizenz BFSM Insight');
    expect(licenseDescription({ licenseType: 9, licenseExpiration: null }, 'BFSM')).toContain('Viewer-Lizenz BFSM onSite');
    expect(licenseDescription({ licenseType: 3, licenseExpiration: null }, 'BFSM')).toContain('BFSM Classic');
  });

  it('says when the trial ended once its licence is gone', () => {
    expect(licenseDescription({ licenseType: 2, licenseExpiration: '2026-03-17' }, 'BFSM')).toBe(
      'Ihre Testphase von BFSM ist am 17.03.2026 abgelaufen. Ihrem Konto ist keine Lizenz mehr zugeordnet; Ihre Projekte bleiben auf Ihrem Rechner.',
    );
  });

  it('describes Concept and no licence', () => {
    expect(licenseDescription({ licenseType: 10, licenseExpiration: null }, 'BFSM')).toContain('BFSM Concept, die kostenlose Edition');
    expect(licenseDescription({ licenseType: 2, licenseExpiration: null }, 'BFSM')).toContain('keine Lizenz zugeordnet');
    expect(licenseDescription({ licenseType: 99, licenseExpiration: null }, 'BFSM')).toContain('keine Lizenz zugeordnet');
  });
});
