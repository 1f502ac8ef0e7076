import { texts, type UserInfo } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { accountTexts } from '../account-texts';

const t = accountTexts.advanced;

interface Props {
  user: UserInfo;
  /** One readable line per notification, as the server writes them. */
  notifications: string[];
  /** One per calendar day. */
  licenses: Array<{ id: number; date: string }>;
}

export function AdvancedDetails({ user, notifications, licenses }: Props) {
  return (
    <>
      <p>{t.forUser(user.email)}</p>
      <section class="card" aria-labelledby="advanced-app">
        <h2 id="advanced-app">{t.appHeading}</h2>
        <p>{user.loggedInApp ? t.loggedInApp : t.notLoggedInApp}</p>
      </section>

      <section class="card" aria-labelledby="advanced-notifications">
        <h2 id="advanced-notifications">{t.notificationsHeading}</h2>
        {notifications.length === 0 ? (
          <p>{texts.notifications.none}</p>
        ) : (
          <ul class="plain-list">
            {notifications.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </section>

      <section class="card" aria-labelledby="advanced-licenses">
        <h2 id="advanced-licenses">{t.licensesHeading}</h2>
        {licenses.length === 0 ? (
          <p>{t.noLicenses}</p>
        ) : (
          <>
            <p>{t.licensesIntro}</p>
            <ul class="plain-list">
              {licenses.map((license) => (
                <li key={license.id}>{germanDate(license.date)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
