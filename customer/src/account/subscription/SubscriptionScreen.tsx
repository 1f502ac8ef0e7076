import { texts, type MenuInfo } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useMenuState } from '../../menu/menu-info';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';
import { AccountLayout } from '../AccountLayout';

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
      </div>
    </AccountLayout>
  );
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
