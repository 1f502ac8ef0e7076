import { documentTitle } from './page-titles';

describe('documentTitle', () => {
  it.each([
    ['/', 'Übersicht – Administration'],
    ['/users', 'Registrierte Benutzer – Administration'],
    ['/users/new', 'Neuer Benutzer – Administration'],
    ['/license/17', 'Lizenz bearbeiten – Administration'],
    ['/references', 'Referenzen – Administration'],
    ['/reference/new', 'Referenz erstellen – Administration'],
    ['/reference/4', 'Referenz bearbeiten – Administration'],
    ['/releases', 'Versionen – Administration'],
    ['/releases/create', 'Neue Version – Administration'],
    ['/releases/9', 'Version bearbeiten – Administration'],
    ['/install-next', 'Nightly – Administration'],
    ['/email-debug-output', 'Mails – Administration'],
    ['/features', 'Features – Administration'],
    ['/features/create', 'Neues Feature – Administration'],
    ['/features/export-3d', 'Feature bearbeiten – Administration'],
    ['/audit', 'Protokoll – Administration'],
    ['/gibt-es-nicht', 'Administration'],
  ])('titles %s as %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});
