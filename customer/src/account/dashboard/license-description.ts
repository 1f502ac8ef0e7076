import { LICENSE, type UserInfo } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { dashboardTexts } from './dashboard-texts';

const t = dashboardTexts.license;

/** A short German description of the user's licence type, with its end date where one applies. */
export function licenseDescription(user: Pick<UserInfo, 'licenseType' | 'licenseExpiration'>, product: string): string {
  const until = user.licenseExpiration ? germanDate(user.licenseExpiration) : undefined;
  const withExpiry = (text: string) => (until ? `${text} ${t.validUntil(until)}` : text);
  switch (user.licenseType) {
    case LICENSE.trial:
      return until ? t.trialUntil(product, until) : t.trial(product);
    case LICENSE.classic:
      return withExpiry(t.classic(product));
    case LICENSE.next:
      return withExpiry(t.next(product));
    case LICENSE.insight:
      return withExpiry(t.insight(product));
    case LICENSE.onSite:
      return withExpiry(t.onSite(product));
    case LICENSE.concept:
      return t.concept(product);
    case LICENSE.none:
      // The trial's course keeps the trial's end date when it takes the licence away.
      return until ? t.trialOver(product, until) : t.none;
    default:
      return t.none;
  }
}
