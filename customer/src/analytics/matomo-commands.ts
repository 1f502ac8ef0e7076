import { scrubText, type AnalyticsSettings } from '@bfsm/api-adapter';

/** One command of Matomo's JavaScript tracker, as pushed onto `_paq`. */
export type MatomoCommand = [string, ...unknown[]];

/** Decision 021: the tracker counts downloads of files with this extension. */
export const downloadExtension = 'appinstaller';

export interface PageFacts {
  /** The page's absolute address. */
  address: string;
  /** The address the visitor came from ('' when none). */
  referrer: string;
  prefersDark: boolean;
}

/**
 * The commands that start the tracker after consent: consent for this page (so that withdrawing
 * it later stops the tracker and deletes its cookies), site and tracker address, the colour-scheme
 * dimension, download tracking for .appinstaller files, and the first page view. Addresses are
 * scrubbed: a mail link's code is nobody's statistic.
 */
export function startCommands(settings: AnalyticsSettings, page: PageFacts): MatomoCommand[] {
  return [
    ['requireConsent'],
    ['setConsentGiven'],
    ['setTrackerUrl', `${settings.trackerUrl}matomo.php`],
    ['setSiteId', settings.siteId],
    ['setCustomDimension', settings.colourSchemeDimension, page.prefersDark ? 'dark' : 'light'],
    ['setDownloadExtensions', downloadExtension],
    ['enableLinkTracking'],
    ...(page.referrer ? [['setReferrerUrl', scrubText(page.referrer)] satisfies MatomoCommand] : []),
    ['setCustomUrl', scrubText(page.address)],
    ['trackPageView'],
  ];
}

/** A later screen of the single-page app: the previous screen is its referrer. */
export function pageViewCommands(address: string, previousAddress: string): MatomoCommand[] {
  return [['setReferrerUrl', scrubText(previousAddress)], ['setCustomUrl', scrubText(address)], ['trackPageView']];
}

/** Withdrawn consent: Matomo sends nothing more and deletes its cookies. */
export const stopCommands: MatomoCommand[] = [['forgetConsentGiven']];
