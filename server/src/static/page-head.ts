import { documentTitle, pageDescriptions, publicPageAt, publicPages } from '@bfsm/api-adapter';

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The customer app's index.html for the screen at `pathname`: a public screen gets its own
 * title, meta description and canonical address on PUBLIC_URL, so that crawlers and link
 * previews see them without running the app (decision 025). Other addresses keep the page as built.
 */
export function pageHead(html: string, pathname: string, publicUrl: string): string {
  const name = publicPageAt(pathname);
  if (!name) return html;
  const canonical = `<link rel="canonical" href="${escapeAttribute(`${publicUrl}${pathname}`)}" />`;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(documentTitle(publicPages[name].title))}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(pageDescriptions[name])}" />`)
    .replace('</head>', `    ${canonical}\n  </head>`);
}
