import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { releaseCalls } from '@bfsm/api-adapter';
import { installerFileProblem, makeInstallersDirectory, openInstallerFile } from './installer-files.js';
import { installerTypes } from './installer-routes.js';

describe('installer files on disk: only what really lies in DATA_DIR/installers/ (decision 050)', () => {
  let dataDir: string;
  let installers: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-installer-files-'));
    installers = path.join(dataDir, 'installers');
    await makeInstallersDirectory(dataDir);
    await writeFile(path.join(dataDir, 'license-signing-key.pem'), 'GEHEIM');
    await writeFile(path.join(installers, 'Setup.msix'), 'MSIX');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const inside = (name: string) => path.join(installers, name);
  const readAll = async (file: string) => {
    const opened = await openInstallerFile(file, dataDir);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.handle.createReadStream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('serves a file in installers/, and a link to another installer there', async () => {
    await symlink(inside('Setup.msix'), inside('Aktuell.msix'));
    expect(await installerFileProblem(inside('Setup.msix'), dataDir)).toBeUndefined();
    expect(await installerFileProblem(inside('Aktuell.msix'), dataDir)).toBeUndefined();
    expect(await readAll(inside('Setup.msix'))).toBe('MSIX');
    expect(await readAll(inside('Aktuell.msix'))).toBe('MSIX');
  });

  it('lets a file that is not there yet be named, and answers nothing for it', async () => {
    expect(await installerFileProblem(inside('4.3/Neu.msix'), dataDir)).toBeUndefined();
    expect(await openInstallerFile(inside('4.3/Neu.msix'), dataDir)).toBeUndefined();
  });

  it('refuses a link that leads out of installers/, to a file without an installer name, or nowhere', async () => {
    await symlink(path.join(dataDir, 'license-signing-key.pem'), inside('Setup2.msix'));
    await symlink('../license-signing-key.pem', inside('relativ.msix'));
    await writeFile(inside('kopie.pem'), 'GEHEIM');
    await symlink(inside('kopie.pem'), inside('kopie.msix'));
    await symlink(path.join(dataDir, 'fehlt.pem'), inside('ins-leere.msix'));
    await symlink(dataDir, inside('daten'));
    await symlink(inside('schleife.msix'), inside('schleife.msix'));
    for (const name of ['Setup2.msix', 'relativ.msix', 'kopie.msix', 'ins-leere.msix', 'daten/stray.msix', 'schleife.msix']) {
      expect([name, await installerFileProblem(inside(name), dataDir)]).toEqual([name, 'link']);
      expect([name, await openInstallerFile(inside(name), dataDir)]).toEqual([name, undefined]);
    }
  });

  it('refuses everything when installers/ itself is a link into DATA_DIR or to it', async () => {
    await writeFile(path.join(dataDir, 'stray.msix'), 'NICHT AUS DEM ORDNER');
    await mkdir(path.join(dataDir, 'outbox'));
    await writeFile(path.join(dataDir, 'outbox', 'x.msix'), 'NICHT AUS DEM ORDNER');
    for (const target of [dataDir, path.join(dataDir, 'outbox')]) {
      await rm(installers, { recursive: true, force: true });
      await symlink(target, installers);
      for (const name of ['stray.msix', 'x.msix'])
        expect([target, name, await installerFileProblem(inside(name), dataDir)]).toEqual([target, name, 'link']);
    }
  });

  it('takes installers/ as a link to a folder outside DATA_DIR (shared storage)', async () => {
    const shared = await mkdtemp(path.join(os.tmpdir(), 'bfsm-installer-shared-'));
    try {
      await writeFile(path.join(shared, 'Setup.msix'), 'GETEILT');
      await rm(installers, { recursive: true, force: true });
      await symlink(shared, installers);
      expect(await readAll(inside('Setup.msix'))).toBe('GETEILT');
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  });

  it('sends every installer extension with its own media type', () => {
    expect(Object.keys(installerTypes).sort()).toEqual([...releaseCalls.installerExtensions].sort());
  });
});
