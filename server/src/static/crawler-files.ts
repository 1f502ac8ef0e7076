import { publicPages } from '@bfsm/api-adapter';

/**
 * robots.txt: the public screens may be crawled; the account area, the back-office, the
 * webapi and the download page not (decisions 025, 042). Screens reached by a mail's code stay
 * crawlable, as Lighthouse's and the search engines' rules want, but appear in no sitemap and
 * behind no public link.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /webapi/',
    // The download page and the installer are for signed-in users (decision 042).
    'Disallow: /download',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public screens with an address of their own (no code, no id), for search engines. */
export function sitemapXml(publicUrl: string): string {
  const addresses = Object.values(publicPages)
    .filter((page) => !page.path.includes(':') && !('transitional' in page))
    .map((page) => `  <url><loc>${publicUrl}${page.path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...addresses,
    '</urlset>',
    '',
  ].join('\n');
}
