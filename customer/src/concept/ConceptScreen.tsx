import { useDocumentTitle } from '../document-title/use-document-title';
import { conceptTexts } from './concept-texts';

const t = conceptTexts;

/** What the free Concept edition is, with the way to register for it. */
export default function ConceptScreen() {
  useDocumentTitle(t.title);
  return (
    <section class="screen">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>{t.noCard}</p>
      <p>{t.upgrade}</p>
      <p>
        <a class="button button--cta" href="/register-concept">
          {t.register}
        </a>
      </p>
    </section>
  );
}
