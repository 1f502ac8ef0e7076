/** Links in mails must be web addresses; anything else (javascript:, data:) is a bug upstream. */
export function assertWebUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Mail-Link ist keine Web-Adresse: ${url}`);
  return url;
}
