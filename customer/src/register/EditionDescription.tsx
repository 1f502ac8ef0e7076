import { conceptTexts } from '../concept/concept-texts';
import { registerTexts } from './register-texts';
import type { Edition } from './registration-form';

/** What the visitor signs up for: the Next trial (README, 'The trial's course') or the free Concept edition. */
export function EditionDescription({ edition }: { edition: Edition }) {
  if (edition === 'concept') {
    const t = conceptTexts;
    return (
      <div class="edition">
        <p>{t.intro}</p>
        <p>{t.noCard}</p>
      </div>
    );
  }
  const t = registerTexts;
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
