import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves German text untouched', () => {
    expect(escapeHtml('Sehr geehrte Frau Müller, Grüße')).toBe('Sehr geehrte Frau Müller, Grüße');
  });

  it('escapes an already escaped entity again, so nothing is interpreted twice', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
