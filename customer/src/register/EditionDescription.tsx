import { customerTexts } from '../texts';
import type { Edition } from './registration-form';

/** What the visitor signs up for: the Next trial (spec section 1) or the free Concept edition. */
export function EditionDescription({ edition }: { edition: Edition }) {
  if (edition === 'concept') {
    const t = customerTexts.concept;
    return (
      <div class="edition">
        <p>{t.intro}</p>
        <p>{t.noCard}</p>
      </div>
    );
  }
  const t = customerTexts.register;
  return (
    <div class="edition">
      <p>{t.trialIntro}</p>
      <ul class="edition__facts">
        {t.trialFacts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </div>
  );
}
