import { analyticsMetaName, documentTitle, pageDescriptions, publicPageAt, publicPages, type AnalyticsSettings } from '@bfsm/api-adapter';

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
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(pageDescriptions[name])}" />`,
    )
    .replace('</head>', `    ${canonical}\n  </head>`);
}

/**
 * Every customer page carries the operator's analytics settings (none without MATOMO_URL), so
 * the app knows at its first screen whether to show the cookie banner (decision 025).
 */
export function withAnalyticsSettings(html: string, analytics: AnalyticsSettings | undefined): string {
  if (!analytics) return html;
  return html.replace(
    '</head>',
    `    <meta name="${analyticsMetaName}" content="${escapeAttribute(JSON.stringify(analytics))}" />\n  </head>`,
  );
}
