import { useEffect, useRef } from 'preact/hooks';
import type { CredentialReview } from '@bfsm/api-adapter';
import { useServices } from '../services/services';
import { notMeTexts } from './not-me-texts';

const t = notMeTexts;

/** A review's entries in words: each passkey by its name, the app, the count of recovery codes. */
function entries(review: CredentialReview): string[] {
  return [
    ...review.passkeys.map(t.passkey),
    ...(review.authenticatorApp ? [t.authenticatorApp] : []),
    ...(review.recoveryCodes > 0 ? [t.recoveryCodes(review.recoveryCodes)] : []),
  ];
}

function ReviewList({ id, heading, items }: { id: string; heading: string; items: string[] }) {
  return (
    <>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p>{t.nothing}</p>
      ) : (
        <ul aria-labelledby={id}>
          {items.map((item, index) => (
            // Two passkeys may bear one name.
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

interface Props {
  removed: CredentialReview;
  remaining: CredentialReview;
  /** The reset link of its own that the report answered. */
  resetPath: string;
}

/**
 * After 'Konto sichern': what securing removed (added since the alert's event, perhaps by an
 * intruder) and what the account still has to sign in with besides the password, for the owner
 * to recognise; then on to the new password.
 */
export function SecuredReview({ removed, remaining, resetPath }: Props) {
  const { navigate } = useServices();
  const left = entries(remaining);
  const status = useRef<HTMLParagraphElement>(null);
  // The button that was clicked is gone: the focus moves to the outcome, so that keyboard and screen-reader users hear it.
  useEffect(() => status.current?.focus(), []);
  return (
    <>
      <p role="status" ref={status} tabIndex={-1}>
        {t.secured}
      </p>
      <ReviewList id="not-me-removed" heading={t.removed} items={entries(removed)} />
      <ReviewList id="not-me-remaining" heading={t.remaining} items={left} />
      {left.length > 0 && <p>{t.checkRemaining}</p>}
      <div class="form__actions">
        {/* A full page load, as before the review: the reset screen starts without the ended session. */}
        <button type="button" class="button button--primary" onClick={() => navigate(resetPath)}>
          {t.newPassword}
        </button>
      </div>
    </>
  );
}
