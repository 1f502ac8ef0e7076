import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { texts, yearlyLicenseTypes, type MenuInfo } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useMenuState } from '../../menu/menu-info';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';
import { AccountLayout } from '../AccountLayout';
import { useAccountView } from '../account-view';
import { germanDate } from '../../dates/german-date';
import { appErrors } from '../../error-reporting/app-errors';

const t = accountTexts.subscription;

/** /account/manage_subscription: the annual subscription of Next and how to order it by invoice. */
export default function SubscriptionScreen(_props: RouteScreenProps) {
  const menuState = useMenuState();
  const menu = menuState.status === 'ready' ? menuState.info : undefined;
  const product = menu?.menu.product ?? customerTexts.appName;

  return (
    <AccountLayout active="subscription" userId={undefined}>
      <div class="account-sections">
        <h1>{t.title}</h1>
        {menu?.isTrial && <p class="notice">{t.trialHint(Math.max(0, menu.daysValidity ?? 0))}</p>}
        <LicenceEnd />

        <section class="card" aria-labelledby="subscription-product">
          <h2 id="subscription-product">{t.productHeading(product)}</h2>
          <p>{t.productIntro}</p>
          <ul class="edition__facts">
            {t.productFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p class="price">{t.price}</p>
        </section>

        <section class="card" aria-labelledby="subscription-invoice">
          <h2 id="subscription-invoice">{t.invoiceHeading}</h2>
          <p>{t.invoiceIntro}</p>
          {menuState.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
          {menuState.status === 'failed' && <ErrorAlert>{texts.errors.menu}</ErrorAlert>}
          {menu && <OrderContacts content={menu.menu} />}
          <p>{t.invoiceDetails}</p>
        </section>

        <LazyOrders />
      </div>
    </AccountLayout>
  );
}

function LicenceEnd() {
  const { user } = useAccountView();
  // Past its end the grace banner (or the dashboard) says what holds; this line is for a running licence.
  const running = user.licenseExpiration !== null && user.licenseExpiration >= new Date().toISOString().slice(0, 10);
  if (!(yearlyLicenseTypes as readonly number[]).includes(user.licenseType) || !running || !user.licenseExpiration) return null;
  return <p>{t.licenceEnd(germanDate(user.licenseExpiration))}</p>;
}

function OrderContacts({ content }: { content: MenuInfo['menu'] }) {
  const subject = encodeURIComponent(t.mailSubject(content.product));
  return (
    <ul class="link-list">
      <li>
        {t.byMail} <a href={`mailto:${content.supportEmail}?subject=${subject}`}>{content.supportEmail}</a>
      </li>
      {content.salesPhone && (
        <li>
          {t.byPhone} <a href={`tel:${content.salesPhone.replace(/[^+\d]/g, '')}`}>{content.salesPhone}</a>
        </li>
      )}
    </ul>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; Orders: ComponentType } | { status: 'failed' };

/**
 * Rechnungsdaten, 'Angebot anfordern', the quotes and the invoices come in their own chunk, asked
 * for once the tab is drawn: the subscription's offer shows without waiting for them.
 */
function LazyOrders() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let gone = false;
    import('../orders/OrdersSection').then(
      (module) => gone || setLoaded({ status: 'ready', Orders: module.default }),
      (error: unknown) => {
        appErrors.report(error);
        if (!gone) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      gone = true;
    };
  }, []);
  if (loaded.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (loaded.status === 'failed') return <ErrorAlert>{texts.errors.lazyLoad}</ErrorAlert>;
  return <loaded.Orders />;
}
