import { LICENSE, licenseTypeName, type MenuInfo, type UserInfo } from '@bfsm/api-adapter';
import { customerTexts } from '../../texts';
import { licenseDescription } from './license-description';
import { welcomeText } from './welcome';
import { dashboardTexts } from './dashboard-texts';

const t = dashboardTexts.dashboard;

interface Props {
  user: UserInfo;
  /** Product name, support address and help centre; absent while the menu info is missing. */
  menu: MenuInfo | undefined;
}

export function DashboardContent({ user, menu }: Props) {
  const product = menu?.menu.product ?? customerTexts.appName;
  const invitation = user.invitations[0];
  const isConcept = user.licenseType === LICENSE.concept;
  const hasNoLicense = user.licenseType === LICENSE.none;

  return (
    <div class="dashboard">
      <h1>{welcomeText(user)}</h1>

      <section class="card" aria-labelledby="dashboard-license">
        <h2 id="dashboard-license">{t.licenseHeading(licenseTypeName(user.licenseType))}</h2>
        <p>{licenseDescription(user, product)}</p>
        {invitation && (
          <p class="notice">
            {t.invitationHint} <a href={`/invitation/${invitation.id}`}>{t.openInvitation}</a>
          </p>
        )}
      </section>

      {hasNoLicense && (
        <section class="card" aria-labelledby="dashboard-order">
          <h2 id="dashboard-order">{t.orderHeading(product)}</h2>
          <p>{t.orderText}</p>
          <p>
            <a class="button button--primary" href="/account/manage_subscription">
              {t.orderLink}
            </a>
          </p>
        </section>
      )}

      <section class="card" aria-labelledby="dashboard-download">
        <h2 id="dashboard-download">{t.downloadHeading}</h2>
        <p>{t.downloadText}</p>
        <p>
          <a class="button button--primary" href="/download">
            {t.download}
          </a>
        </p>
      </section>

      <section class="card" aria-labelledby="dashboard-help">
        <h2 id="dashboard-help">{t.helpHeading}</h2>
        <p>{isConcept ? t.conceptHelp : t.licenseHelp}</p>
        {menu && (
          <ul class="link-list">
            <li>
              <a href={menu.menu.helpCenterUrl} rel="noopener">
                {t.helpCenter}
              </a>
            </li>
            <li>
              {t.support} <a href={`mailto:${menu.menu.supportEmail}`}>{menu.menu.supportEmail}</a>
            </li>
          </ul>
        )}
        <p>{t.training}</p>
      </section>
    </div>
  );
}
