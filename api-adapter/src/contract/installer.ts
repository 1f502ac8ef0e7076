import * as z from 'zod/mini';
import { adminOnly, nightlyForAdmins, publicAccess } from './access.js';
import { defineCall } from './define.js';
import { releaseChannels } from './releases.js';

/** Why the nightly version is not known: no manifest address set, the manifest not fetched, or not a readable AppInstaller file. */
export const nightlyProblems = ['not-configured', 'unreachable', 'malformed'] as const;
export type NightlyProblem = (typeof nightlyProblems)[number];

/**
 * The nightly installer. The answer names the installer manifest (an .appinstaller file) and the
 * Version attribute of its AppInstaller root element. The server fetches and reads the manifest:
 * the browser may only talk to its own origin (CSP connect-src 'self'), and the server can hold
 * the fetch to a timeout and a size limit.
 */
export const getNextInstallUrl = defineCall({
  name: 'getNextInstallUrl',
  method: 'GET',
  path: '/webapi/next-install-url',
  access: adminOnly,
  encoding: 'none',
  response: z.object({
    url: z.nullable(z.string()),
    version: z.nullable(z.string()),
    problem: z.nullable(z.enum(nightlyProblems)),
  }),
});

/**
 * The customers' installer (the download page's button, decision 042): signed-in users are sent
 * to the installer of the newest stable release (INSTALLER_URL's while there is none) or get its
 * file, anonymous visitors go to the sign-in first and come back to the download page. With
 * `channel=nightly`, the newest published Nightly's, for admins only.
 */
export const downloadInstaller = defineCall({
  name: 'downloadInstaller',
  method: 'GET',
  path: '/download/installer',
  // Anyone may ask (an anonymous visitor is sent to sign in first); the Nightly only an admin.
  access: { ...publicAccess, adminOnlyQueryValue: nightlyForAdmins },
  query: z.object({ channel: z._default(z.enum(releaseChannels), 'stable') }),
  // No installer configured (INSTALLER_URL unset, or its file missing).
  errors: ['not-found'],
  encoding: 'none',
  response: z.object({ success: z.literal(true) }),
  redirects: true,
  // The installer file itself when INSTALLER_URL names a file: application/msix, application/x-msi …
  answerMediaType: 'application/*',
});
