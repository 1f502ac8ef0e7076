import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { releaseCalls, type ParsedInput } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { auditActor } from '../http/audit-actor.js';
import { readInstaller } from '../config/installer-source.js';
import { installerFileProblem } from '../installer/installer-files.js';
import { fetchManifestVersion, manifestLimits, type ManifestLimits } from '../installer/fetch-manifest.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { toDownloadable, toRelease } from './release-rows.js';
import { versionsInUse } from './versions-in-use.js';
import { releaseNotesHtml } from './release-notes.js';
import {
  createReleaseRow,
  deleteReleaseRow,
  findRelease,
  listReleaseRows,
  publishedReleases,
  updateReleaseRow,
  type ReleaseValues,
} from './release-store.js';

export interface ReleasesRouteDeps {
  db: Kysely<Database>;
  /** DATA_DIR: an installer given as a path must be an installer in its folder installers/, as INSTALLER_URL's must (decision 050). */
  dataDir: string;
  /** NIGHTLY_INSTALLER_URL, which the one-click Nightly release reads. */
  nightlyManifestUrl: string | undefined;
  manifestLimits?: ManifestLimits;
  clock: () => Date;
  /** The access check's rule for what only admins may do (the Nightly): admin, with the second factor where required. */
  actsAsAdmin: (request: FastifyRequest) => Promise<boolean>;
}

/** How many stable versions the download page lists with their notes. */
const downloadHistory = 5;

type ReleaseForm = ParsedInput<typeof releaseCalls.createRelease>['body'];

/** The releases of the desktop application: the back-office's 'Versionen' (decision 042). */
export function releasesRoutes(deps: ReleasesRouteDeps) {
  const { db } = deps;

  /**
   * The installer's check, whoever names it (the form, the Nightly's manifest address): the
   * contract has checked the text already, this checks it once more with the file on disk, whose
   * links must not lead out of installers/ (decision 050). The download checks again.
   */
  const checkInstaller = async (installer: string) => {
    const read = readInstaller(installer, deps.dataDir);
    if ('problem' in read) throw new DomainError('releaseInstallerInvalid', { problem: read.problem });
    if (read.source.kind !== 'file') return;
    const problem = await installerFileProblem(read.source.path, deps.dataDir);
    if (problem) throw new DomainError('releaseInstallerInvalid', { problem });
  };

  const values = async (form: ReleaseForm): Promise<ReleaseValues> => {
    await checkInstaller(form.installer);
    return {
      version: form.version,
      channel: form.channel,
      published_on: form.publishedOn,
      notes: form.notes,
      installer: form.installer,
      published: form.published,
    };
  };

  return domainRoutes('releases', {
    listReleases: async ({ query }) => {
      const { rows, total } = await listReleaseRows(db, query);
      return { total, releases: rows.map(toRelease) };
    },

    getRelease: async ({ params }) => {
      const row = await findRelease(db, params.releaseId);
      if (!row) throw new DomainError('notFound');
      return toRelease(row);
    },

    releaseToken: formToken,

    deleteReleaseToken: formToken,

    createRelease: async ({ body }, request) => ({
      success: true as const,
      id: await createReleaseRow(db, auditActor(request), await values(body)),
    }),

    updateRelease: async ({ params, body }, request) => {
      await updateReleaseRow(db, auditActor(request), params.releaseId, await values(body));
      return { success: true as const, id: params.releaseId };
    },

    deleteRelease: async ({ params }, request) => {
      await deleteReleaseRow(db, auditActor(request), params.releaseId);
      return { success: true as const };
    },

    previewReleaseNotes: async ({ body }) => ({ html: releaseNotesHtml(body.notes) }),

    getVersionsInUse: async () => versionsInUse(db, deps.clock()),

    listDownloads: async (_input, request) => {
      const stable = await publishedReleases(db, 'stable', { limit: downloadHistory });
      // Nightly builds are for the team: only those who may download it (/download/installer?channel=nightly) see the newest one.
      const [nightly] = (await deps.actsAsAdmin(request)) ? await publishedReleases(db, 'nightly', { limit: 1 }) : [];
      return { stable: stable.map(toDownloadable), nightly: nightly ? toDownloadable(nightly) : null };
    },

    recordNightlyRelease: async (_input, request) => {
      const url = deps.nightlyManifestUrl;
      const read = url ? await fetchManifestVersion(url, deps.manifestLimits ?? manifestLimits) : undefined;
      if (!url || !read || !('version' in read)) throw new DomainError('nightlyUnreadable');
      // The manifest is the build's: a version Windows would not take is not recorded as one.
      if (!releaseCalls.isAppVersion(read.version)) throw new DomainError('nightlyVersionInvalid', { version: read.version });
      await checkInstaller(url);
      const id = await createReleaseRow(db, auditActor(request), {
        version: read.version,
        channel: 'nightly',
        published_on: portalDate(deps.clock()),
        notes: '',
        installer: url,
        published: true,
      });
      return { success: true as const, id };
    },
  });
}
