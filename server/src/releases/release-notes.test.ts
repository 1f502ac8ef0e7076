import { releaseNotesHtml, releaseNotesText } from './release-notes.js';

describe('release notes: Markdown to sanitised HTML', () => {
  it('renders headings, lists, emphasis and links', () => {
    expect(releaseNotesHtml('## Neu\n\n- **Schneller** Export\n- [Hilfe](https://example.test/hilfe)')).toBe(
      '<h2>Neu</h2>\n<ul>\n<li><strong>Schneller</strong> Export</li>\n<li><a href="https://example.test/hilfe">Hilfe</a></li>\n</ul>\n',
    );
  });

  it('removes scripts, event handlers and javascript: addresses', () => {
    const html = releaseNotesHtml(
      'Text <script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[klick](javascript:alert(3)) <a href="javascript:alert(4)">a</a>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|alert\(1\)/i);
    expect(html).toContain('klick');
  });

  it('gives empty notes as empty HTML', () => {
    expect(releaseNotesHtml('')).toBe('');
  });
});

describe('release notes as plain text for the update dialog', () => {
  it('keeps headings as written, lists with their bullets and numbers, and links with their address', () => {
    expect(
      releaseNotesText('# Version 4.2\n\n## Neu\n\n- **Schneller** Export\n- [Hilfe](https://example.test/hilfe)\n\n1. Eins\n2. Zwei'),
    ).toBe('Version 4.2\n\n\nNeu\n\n * Schneller Export\n * Hilfe [https://example.test/hilfe]\n\n 1. Eins\n 2. Zwei');
  });

  it('turns entities into their characters, written or from Markdown', () => {
    expect(releaseNotesText('Größe &lt;3 &amp; "Zitat" &uuml; & <')).toBe('Größe <3 & "Zitat" ü & <');
  });

  it('keeps nothing that the sanitiser removes from the HTML', () => {
    const text = releaseNotesText('Text <script>alert(1)</script>\n\n<b onclick="alert(2)">fett</b> <style>p{}</style>');
    expect(text).toBe('Text\n\nfett');
  });

  it('gives empty notes as empty text', () => {
    expect(releaseNotesText('')).toBe('');
  });
});
