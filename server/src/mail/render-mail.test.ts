import { mailSlugs } from '@bfsm/api-adapter';
import { testConfig } from '../config/config.js';
import { link } from './link.js';
import { renderMail, sampleMailData } from './render-mail.js';

const config = testConfig({
  PUBLIC_URL: 'https://portal.example.de',
  PRODUCT_NAME: 'Brandfallsteuermatrix',
  SUPPORT_EMAIL: 'support@example.de',
});

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe.each(mailSlugs)('template %s', (slug) => {
  const mail = renderMail(slug, sampleMailData(slug, config), config);

  it('has a German subject, HTML and text', () => {
    expect(mail.title.length).toBeGreaterThan(5);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(mail.title);
    expect(mail.text.startsWith(mail.title)).toBe(true);
    expect(mail.text).toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
  });

  it('links only to absolute addresses of the portal, the help centre or the support address', () => {
    const links = hrefs(mail.html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(href.startsWith('https://portal.example.de/') || href === 'mailto:support@example.de').toBe(true);
    }
  });

  it('names the product and the support address in the footer of both parts', () => {
    expect(mail.html).toContain('Brandfallsteuermatrix');
    expect(mail.html).toContain('support@example.de');
    expect(mail.text).toContain('support@example.de');
  });
});

describe('renderMail', () => {
  it('escapes every interpolated value in the HTML but keeps it readable in the text', () => {
    const mail = renderMail(
      'invite',
      {
        invitingUser: '<script>alert(1)</script> & "Co"',
        licenseTypeName: 'Insight',
        acceptUrl: link(config, '/invitation/1/a"b'),
        declineUrl: link(config, '/decline-invitation/1/ab'),
      },
      config,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('href="https://portal.example.de/invitation/1/a&quot;b"');
    expect(mail.text).toContain('<script>alert(1)</script> & "Co" lädt Sie ein');
  });

  it('puts the confirmation link of a registration mail into HTML and text', () => {
    const confirmUrl = link(config, '/confirm-mail/abc123');
    const mail = renderMail('register', { greeting: 'Frau', lastName: 'Müller', confirmUrl }, config);
    expect(mail.title).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Sehr geehrte Frau Müller,');
    expect(mail.text).toContain(confirmUrl);
    expect(hrefs(mail.html)).toContain(confirmUrl);
  });

  it.each(['almost-over', 'test-over'] as const)('leads from the %s mail to the Jahres-Abo tab', (slug) => {
    const mail = renderMail(slug, sampleMailData(slug, config), config);
    expect(hrefs(mail.html)).toContain('https://portal.example.de/account/manage_subscription');
    expect(mail.text).toContain('https://portal.example.de/account/manage_subscription');
  });

  it('says "1 Tag" and "3 Tagen" in the trial reminder', () => {
    expect(renderMail('almost-over', { greeting: null, lastName: null, daysLeft: 1 }, config).text).toContain('endet in 1 Tag.');
    expect(renderMail('almost-over', { greeting: null, lastName: null, daysLeft: 3 }, config).text).toContain('endet in 3 Tagen.');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => renderMail('forgotten', { resetUrl: 'javascript:alert(1)' }, config)).toThrow('keine Web-Adresse');
  });

  describe('lets no value start a line of its own in the text part', () => {
    /** Every line separator a mail program or editor may honour, each with a header-like line behind it. */
    const separators = [
      ['CR LF', '\r\n'],
      ['LF', '\n'],
      ['CR', '\r'],
      ['U+2028', '\u2028'],
      ['U+2029', '\u2029'],
      ['NEL', '\u0085'],
      ['VT', '\v'],
      ['FF', '\f'],
    ] as const;
    const linesOf = (text: string) => text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/);

    it.each(separators)('an inviting name with %s and "Bcc:" stays on its line', (_name, separator) => {
      const invitingUser = `Erika Muster${separator}Bcc: evil@example.com`;
      const mail = renderMail('invite', { ...sampleMailData('invite', config), invitingUser }, config);
      expect(linesOf(mail.text).filter((line) => line.startsWith('Bcc:'))).toEqual([]);
      expect(mail.text).toContain('Erika Muster Bcc: evil@example.com lädt Sie ein');
    });

    it('a last name with a line break in the salutation stays on the salutation line', () => {
      const mail = renderMail(
        'register',
        { greeting: 'Frau', lastName: 'Müller\r\nBcc: evil@example.com', confirmUrl: link(config, '/confirm-mail/abc') },
        config,
      );
      expect(linesOf(mail.text).filter((line) => line.startsWith('Bcc:'))).toEqual([]);
      expect(mail.text).toContain('Sehr geehrte Frau Müller Bcc: evil@example.com,');
    });

    it("keeps the layout's own lines: blocks, the address under its label, the footer", () => {
      const mail = renderMail('invite', sampleMailData('invite', config), config);
      expect(mail.text).toMatch(/\nEinladung annehmen:\nhttps:\/\/portal\.example\.de\/invitation\/1\/beispielcode\n/);
      expect(mail.text).toContain('\n\n-- \nBei Fragen erreichen Sie unseren Support unter support@example.de.\n');
    });
  });
});
