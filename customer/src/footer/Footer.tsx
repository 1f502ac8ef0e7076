import { CookieSettingsButton } from '../cookie-consent/CookieSettingsButton';
import { customerTexts } from '../texts';

const t = customerTexts.footer;

const links = [
  { href: '/impressum', label: t.imprint },
  { href: '/bedingungen', label: t.terms },
  { href: '/datenschutz', label: t.privacy },
  { href: '/kontakt', label: t.contact },
];

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer class="site-footer">
      <div class="site-footer__inner">
        <p class="site-footer__copyright">
          {t.copyright(year)} {customerTexts.appName}
        </p>
        <nav aria-label={t.landmark}>
          <ul class="site-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <CookieSettingsButton />
          </ul>
        </nav>
      </div>
    </footer>
  );
}
