import { csvCell, csvLine, userCsvHeader, userCsvLine } from './user-csv.js';

describe('CSV of the user list', () => {
  it('leaves plain values alone and quotes separators, quotes and line breaks', () => {
    expect(csvCell('anna@example.de')).toBe('anna@example.de');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('Müller, Söhne')).toBe('"Müller, Söhne"');
    expect(csvCell('Der "Chef"')).toBe('"Der ""Chef"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses values a spreadsheet would run as a formula (OWASP)', () => {
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
    expect(csvCell('+49 30 123')).toBe("'+49 30 123");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins a line with ; and ends it with CRLF', () => {
    expect(csvLine(['a', 'b;c', null])).toBe('a;"b;c";\r\n');
  });

  it('writes the columns of the list with German dates in UTC and ja/nein', () => {
    expect(userCsvHeader).toBe('#;E-Mail;Name;Erstellt;Ablauf (um 23:59);Lizenztyp;Voll. Install.;Kostenlos;Eigentümer\r\n');
    const row = {
      id: 'license_5',
      sortindex: 5,
      email: '',
      name: '=Böse',
      created: '2026-03-01T23:30:00.000Z',
      expiration: '2027-01-31',
      license: 'Insight',
      has_completed_install: true,
      free_account: false,
      owner: 'chef@bau.test',
      owner_name: 'Carla Chef',
    };
    expect(userCsvLine(row)).toBe("license_5;;'=Böse;1.3.2026;31.1.2027;Insight;ja;nein;chef@bau.test\r\n");
  });
});
