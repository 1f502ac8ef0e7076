import { analyticsMetaName, type AnalyticsSettings } from '@bfsm/api-adapter';

/**
 * The analytics settings the server wrote into index.html (server/src/static/page-head.ts), so
 * that the cookie banner belongs to the first screen; undefined without a tracker, or when the
 * page did not come from the portal's server (the development server), where the settings call
 * still brings them a moment later.
 */
export function embeddedAnalyticsSettings(document: Document): AnalyticsSettings | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${analyticsMetaName}"]`)?.content;
  if (!content) return undefined;
  try {
    const settings = JSON.parse(content) as Partial<AnalyticsSettings>;
    const complete =
      typeof settings.trackerUrl === 'string' && typeof settings.siteId === 'number' && typeof settings.colourSchemeDimension === 'number';
    return complete ? (settings as AnalyticsSettings) : undefined;
  } catch {
    return undefined;
  }
}
