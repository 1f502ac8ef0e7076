import { myDataCalls } from '@bfsm/api-adapter';
import { accountTexts } from '../account-texts';

const t = accountTexts.myData;

/** 'Meine Daten herunterladen': a plain link, the server answers with the file (GDPR Art. 15 and 20). */
export function MyDataSection() {
  return (
    <section class="card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t.heading}</h2>
      <p>{t.text}</p>
      <p>
        <a class="button" href={myDataCalls.myDataPath} download={myDataCalls.myDataFileName}>
          {t.download}
        </a>
      </p>
    </section>
  );
}
