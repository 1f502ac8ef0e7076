import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { sortedPageQuery } from './list-query.js';
import { checkbox, formToken, multiLineCheck, recordId, oneLineText } from './fields.js';
import { texts } from '../domain/texts.js';
import { installerPathProblem } from './installer-path.js';

/**
 * Releases of the desktop application (decision 042): the back-office's 'Versionen'. A release
 * is a version of one channel with its publication date, release notes (Markdown, which the
 * server renders to sanitised HTML) and its installer. A draft ('veröffentlicht' unchecked) is
 * seen by admins only.
 */

export const releaseChannels = ['stable', 'nightly'] as const;
export type ReleaseChannel = (typeof releaseChannels)[number];

/** Windows' AppInstaller form of a version: four whole numbers of 0 to 65535, such as 4.2.1.0. */
export const appVersionPattern = /^(\d{1,5})\.(\d{1,5})\.(\d{1,5})\.(\d{1,5})$/;

/** Whether a text is a version in that form: the one check of the schema below and of the Nightly page's record. */
export function isAppVersion(value: string): boolean {
  const parts = appVersionPattern.exec(value);
  return parts !== null && parts.slice(1).every((part) => Number(part) <= 65535);
}

// The pattern as well, so that the OpenAPI document names it; the refinement adds the bound.
export const appVersion = oneLineText(
  z.regex(appVersionPattern, texts.validation.appVersion),
  z.refine(isAppVersion, texts.validation.appVersion),
);

export {
  hasInstallerExtension,
  installerExtensions,
  installerPathProblem,
  installersFolder,
  isInstallerAddress,
  type InstallerPathProblem,
} from './installer-path.js';

/**
 * An installer as INSTALLER_URL names one: an http(s) address, or an installer file in the folder
 * installers/ of DATA_DIR, given relative to DATA_DIR (decision 050). Each problem has its own text.
 */
export const releaseInstaller = oneLineText(
  z.minLength(1, texts.validation.required),
  z.maxLength(2000),
  z.refine((value) => installerPathProblem(value) !== 'address', texts.validation.installerAddress),
  z.refine((value) => installerPathProblem(value) !== 'place', texts.validation.installerPlace),
  z.refine((value) => installerPathProblem(value) !== 'type', texts.validation.installerType),
);

export const release = z.object({
  id: z.number(),
  version: z.string(),
  channel: z.enum(releaseChannels),
  /** YYYY-MM-DD. */
  publishedOn: z.string(),
  /** The release notes as written (Markdown). */
  notes: z.string(),
  /** The notes rendered and sanitised by the server, safe to insert as HTML. */
  notesHtml: z.string(),
  installer: z.string(),
  published: z.boolean(),
});
export type Release = z.infer<typeof release>;

export const releaseSortFields = ['id', 'version', 'channel', 'publishedOn', 'published'] as const;

export const listReleases = defineCall({
  name: 'listReleases',
  method: 'GET',
  path: '/webapi/releases',
  access: adminOnly,
  encoding: 'none',
  query: sortedPageQuery(releaseSortFields),
  response: z.object({ total: z.number(), releases: z.array(release) }),
});

const releaseParams = z.object({ releaseId: recordId });

export const getRelease = defineCall({
  name: 'getRelease',
  method: 'GET',
  path: '/webapi/release/:releaseId',
  access: adminOnly,
  encoding: 'none',
  params: releaseParams,
  response: release,
});

export const releaseToken = defineTokenCall('releaseToken', '/webapi/releaseToken', 'release-edit', adminOnly);
export const deleteReleaseToken = defineTokenCall('deleteReleaseToken', '/webapi/deleteReleaseToken', 'release-delete', adminOnly);

/** Release notes in Markdown: several lines, at most 20,000 characters. */
const releaseNotes = z.pipe(
  z.optional(z.string().check(z.trim(), multiLineCheck, z.maxLength(20_000))),
  z.transform((value) => value ?? ''),
);

export const releaseForm = z.object({
  version: appVersion,
  channel: z.enum(releaseChannels, texts.validation.releaseChannel),
  publishedOn: z.iso.date(texts.validation.date),
  notes: releaseNotes,
  installer: releaseInstaller,
  published: checkbox,
  _token: formToken,
});

const savedRelease = z.object({ success: z.literal(true), id: z.number() });

export const createRelease = defineCall({
  name: 'createRelease',
  method: 'POST',
  path: '/webapi/releases',
  access: adminOnly,
  encoding: 'form',
  body: releaseForm,
  response: savedRelease,
  token: { call: releaseToken, field: 'body._token' },
  errors: ['release-exists'],
});

export const updateRelease = defineCall({
  name: 'updateRelease',
  method: 'POST',
  path: '/webapi/release/:releaseId',
  access: adminOnly,
  encoding: 'form',
  params: releaseParams,
  body: releaseForm,
  response: savedRelease,
  token: { call: releaseToken, field: 'body._token' },
  errors: ['release-exists'],
});

export const deleteRelease = defineCall({
  name: 'deleteRelease',
  method: 'DELETE',
  path: '/webapi/release/:releaseId/:deleteToken',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ releaseId: recordId, deleteToken: formToken }),
  response: successAnswer,
  token: { call: deleteReleaseToken, field: 'params.deleteToken' },
});

/** The preview while writing: the notes as the server renders and sanitises them; nothing is stored. */
export const previewReleaseNotes = defineCall({
  name: 'previewReleaseNotes',
  method: 'POST',
  path: '/webapi/release-notes-preview',
  access: adminOnly,
  encoding: 'form',
  body: z.object({ notes: releaseNotes, _token: formToken }),
  response: z.object({ html: z.string() }),
  token: { call: releaseToken, field: 'body._token' },
});

/**
 * The Nightly page's one click: records the version that the nightly manifest names, with its
 * address as installer, as a published Nightly release of today.
 */
export const recordNightlyRelease = defineCall({
  name: 'recordNightlyRelease',
  method: 'POST',
  path: '/webapi/releases/record-nightly',
  access: adminOnly,
  encoding: 'form',
  body: z.object({ _token: formToken }),
  response: savedRelease,
  token: { call: releaseToken, field: 'body._token' },
  errors: ['release-exists', 'not-found'],
});

/** A published release as the download page shows it. */
export const downloadableRelease = z.object({
  version: z.string(),
  /** YYYY-MM-DD. */
  publishedOn: z.string(),
  /** Sanitised by the server: the page inserts it as HTML. */
  notesHtml: z.string(),
  /** The .appinstaller address, or the portal's /download/installer (absolute for the desktop application) for a file it serves from DATA_DIR. */
  installerUrl: z.string(),
});
export type DownloadableRelease = z.infer<typeof downloadableRelease>;

/**
 * The download page (signed-in users): the newest published stable versions, newest first (the
 * first is the one to install), and for admins the newest Nightly. No stable release yet: an
 * empty list, and the page offers INSTALLER_URL's installer.
 */
export const listDownloads = defineCall({
  name: 'listDownloads',
  method: 'GET',
  path: '/webapi/downloads',
  access: signedIn,
  encoding: 'none',
  response: z.object({ stable: z.array(downloadableRelease), nightly: z.nullable(downloadableRelease) }),
});

/**
 * Versions in use: of the devices seen in the last 30 days, how many run each version (most
 * first; null for devices that reported none), and the newest published stable version with the
 * share of those devices that run it (0 to 1; null while there is none).
 */
export const getVersionsInUse = defineCall({
  name: 'getVersionsInUse',
  method: 'GET',
  path: '/webapi/releases/versions-in-use',
  access: adminOnly,
  encoding: 'none',
  response: z.object({
    devices: z.number(),
    versions: z.array(z.object({ version: z.nullable(z.string()), devices: z.number() })),
    newestStable: z.nullable(z.string()),
    shareOnNewestStable: z.nullable(z.number()),
  }),
});
