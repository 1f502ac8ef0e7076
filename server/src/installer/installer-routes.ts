import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseChannel } from '@bfsm/api-adapter';
import type { InstallerSource } from '../config/installer-source.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { fetchManifestVersion, manifestLimits, type ManifestLimits } from './fetch-manifest.js';

export interface InstallerRouteDeps {
  /** NIGHTLY_INSTALLER_URL */
  nightlyManifestUrl: string | undefined;
  /** The newest published release's installer of the channel, for stable else INSTALLER_URL's (releases/current-installer.ts). */
  customerInstaller: (channel: ReleaseChannel) => Promise<InstallerSource | undefined>;
  manifestLimits?: ManifestLimits;
}

/** Types Windows' App Installer expects for its files; anything else is offered as a plain download. */
const installerTypes: Record<string, string> = {
  '.appinstaller': 'application/appinstaller',
  '.msix': 'application/msix',
  '.msixbundle': 'application/msixbundle',
  '.appx': 'application/appx',
  '.appxbundle': 'application/appxbundle',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.msi': 'application/x-msi',
};

/** The nightly build for admins, and the installer for customers (/download/installer, the download page's button). */
export function installerRoutes(deps: InstallerRouteDeps) {
  return domainRoutes('installer', {
    getNextInstallUrl: async () => {
      const url = deps.nightlyManifestUrl;
      if (!url) return { url: null, version: null, problem: 'not-configured' as const };
      const read = await fetchManifestVersion(url, deps.manifestLimits ?? manifestLimits);
      return 'version' in read ? { url, version: read.version, problem: null } : { url, version: null, problem: read.problem };
    },

    downloadInstaller: async ({ query }, request, reply) => {
      // Private: what a signed-in user gets must not be cached for the next person on a shared proxy.
      reply.header('cache-control', 'private, no-store');
      // Back to the download page after the sign-in: it shows what is being installed.
      if (!request.user) return reply.redirect(`/login?next=${encodeURIComponent('/download')}`);
      const source = await deps.customerInstaller(query.channel);
      if (source?.kind === 'address') return reply.redirect(source.url);
      const file = source && (await stat(source.path).catch(() => undefined));
      if (!source || !file?.isFile()) {
        request.log.warn({ installer: source }, 'INSTALLER_URL ist nicht gesetzt oder die Datei fehlt');
        throw new DomainError('installerMissing');
      }
      const name = path.basename(source.path);
      return reply
        .type(installerTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .send(createReadStream(source.path));
    },
  });
}
