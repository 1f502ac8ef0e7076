import { secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

/** New recovery codes, shown this once (after the set-up or a renewal) until the user confirms he has kept them. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status">
      <h3>{t.recoveryHeading}</h3>
      <p>{t.recoveryIntro}</p>
      <ul class="plain-list recovery-codes" aria-label={t.recoveryHeading}>
        {codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ul>
      <button type="button" class="button button--primary" onClick={onDone}>
        {t.confirm}
      </button>
    </div>
  );
}
