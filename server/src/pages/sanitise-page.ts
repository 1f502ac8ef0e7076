import sanitizeHtml from 'sanitize-html';

/**
 * What an operator's page may contain: ordinary text markup, links (http, https, mailto) and
 * images (http, https or a path on this site). Scripts, event handlers, frames, styles, forms and
 * javascript: addresses are dropped; the customer app inserts the result as HTML.
 */
const pageMarkup: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'address',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'abbr',
    'span',
    'div',
    'section',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // `//host/…` would leave the site without a scheme to check.
  allowProtocolRelative: false,
};

export function sanitisePage(html: string): string {
  return sanitizeHtml(html, pageMarkup);
}
