import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { invitationTexts as t } from './invitation-texts';

/** /invitation-declined?reported=…: after declining, and after reporting an invitation as abuse. */
export default function InvitationDeclinedScreen({ query }: RouteScreenProps) {
  useDocumentTitle(t.declinedTitle);
  const reported = query.reported === 'true' || query.reported === '1';
  return (
    <section class="screen screen--narrow">
      <h1>{t.declinedTitle}</h1>
      <p class="alert alert--success" role="status">
        {reported ? t.declinedAndReported : t.declined}
      </p>
      <p>
        <a href="/">{t.toStart}</a>
      </p>
    </section>
  );
}
