import path from 'node:path';
import type { ReleaseChannel } from '@bfsm/api-adapter';
import type { CustomerInstaller } from '../releases/current-installer.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { fetchManifestVersion, manifestLimits, type ManifestLimits } from './fetch-manifest.js';
import { openInstallerFile } from './installer-files.js';

export interface InstallerRouteDeps {
  /** NIGHTLY_INSTALLER_URL */
  nightlyManifestUrl: string | undefined;
  /** The newest published release's installer of the channel, for stable else INSTALLER_URL's (releases/current-installer.ts). */
  customerInstaller: (channel: ReleaseChannel) => Promise<CustomerInstaller>;
  /** DATA_DIR, whose folder installers/ alone holds the files served (decision 050). */
  dataDir: string;
  manifestLimits?: ManifestLimits;
}

/** Types Windows' App Installer expects for its files (every extension of `releaseCalls.installerExtensions`). */
export const installerTypes: Record<string, string> = {
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
      if (source?.kind === 'refused') {
        request.log.warn(
          { installer: source.installer, version: source.version },
          'Installationsdatei der Version wird nicht ausgeliefert: nur Installationsprogramme aus DATA_DIR/installers/ (Entscheidung 050)',
        );
        throw new DomainError('installerMissing');
      }
      // Checked again now, on the disk: a link to a file outside installers/ is answered as a missing file.
      const file = source && (await openInstallerFile(source.path, deps.dataDir));
      if (!source || !file) {
        request.log.warn(
          { installer: source },
          'INSTALLER_URL ist nicht gesetzt, oder die Datei fehlt oder liegt nicht in DATA_DIR/installers/',
        );
        throw new DomainError('installerMissing');
      }
      const name = path.basename(source.path);
      return reply
        .type(installerTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .send(file.handle.createReadStream());
    },
  });
}
