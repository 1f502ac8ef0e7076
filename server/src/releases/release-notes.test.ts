import { releaseNotesHtml } from './release-notes.js';

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
