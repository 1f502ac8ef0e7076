import { displayVersion, releaseCalls, type DownloadableRelease } from '@bfsm/api-adapter';
import { germanDate } from '../dates/german-date';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';
import { downloadTexts as t } from './download-texts';

/**
 * The installer on the server: the newest published stable release's, INSTALLER_URL's while there
 * is none. Its address has no .appinstaller extension, so the class `matomo_download` makes the
 * tracker count the click as a download (decision 021).
 */
const installerAddress = '/download/installer';

/**
 * /download (decision 042): the newest stable version with its date and the download button, the
 * release notes of the last few versions, and for admins the newest Nightly. Anonymous visitors
 * are sent to the sign-in by the call's 401 and come back here.
 */
export default function DownloadScreen() {
  const { client } = useServices();
  const loaded = useLoad((signal) => client.call(releaseCalls.listDownloads, {}, { signal }), [client]);
  useDocumentTitle(t.title);

  if (loaded.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (loaded.status === 'failed') return <ErrorAlert>{loaded.error.message}</ErrorAlert>;
  const { stable, nightly } = loaded.data;
  const [newest] = stable;
  return (
    <section class="screen download" aria-labelledby="download-heading">
      <h1 id="download-heading">{t.heading}</h1>
      <p>{newest ? t.current(displayVersion(newest.version), germanDate(newest.publishedOn)) : t.noRelease}</p>
      <p>
        <a class="button button--primary matomo_download" href={installerAddress}>
          {t.download}
        </a>
      </p>
      {stable.length > 0 && (
        <section aria-labelledby="download-notes">
          <h2 id="download-notes">{t.notesHeading}</h2>
          {stable.map((release) => (
            <ReleaseNotes key={release.version} release={release} />
          ))}
        </section>
      )}
      {nightly && (
        <section aria-labelledby="download-nightly">
          <h2 id="download-nightly">{t.nightlyHeading}</h2>
          <ReleaseNotes release={nightly} />
          <p>
            <a class="button matomo_download" href={nightly.installerUrl}>
              {t.nightlyDownload}
            </a>
          </p>
        </section>
      )}
    </section>
  );
}

function ReleaseNotes({ release }: { release: DownloadableRelease }) {
  return (
    <article class="download__release">
      <h3>{t.versionOf(displayVersion(release.version), germanDate(release.publishedOn))}</h3>
      {release.notesHtml ? (
        // Safe: notesHtml is the server's rendering of the admin's Markdown, sanitised by
        // sanitize-html with the operator pages' rules (no scripts, handlers or styles; decision
        // 042); the page's CSP forbids inline scripts besides. No other text is inserted as HTML.
        <div class="download__notes" dangerouslySetInnerHTML={{ __html: release.notesHtml }} />
      ) : (
        <p>{t.noNotes}</p>
      )}
    </article>
  );
}
