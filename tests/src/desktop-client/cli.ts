import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  activate,
  activationRequest,
  installOffline,
  newDeviceKey,
  type PendingDevice,
  checkForUpdate,
  checkLicense,
  deactivate,
  deactivationProof,
  DesktopApiError,
  fetchPublicKey,
  machineFingerprint,
  referenceClientVersion,
  refresh,
  sendDeactivationProof,
  type ClientState,
} from './desktop-client.js';

/**
 * `npm run desktop-client -- activate|refresh|deactivate|check [options]`: acts as the Windows
 * application would and keeps its state (device token, licence file) in a JSON file.
 */
const usage = `Aufruf: npm run desktop-client -- <activate|refresh|deactivate|check|update-check|offline-request|offline-install|offline-deactivate|send-proof> [Optionen]

  activate    --email <adresse> [--password <passwort>] [--code <code>] [--name <gerätename>]
              (Passwort auch aus DESKTOP_CLIENT_PASSWORD; --code: der Code der
              Authenticator-App bei Konten mit zweitem Faktor)
  refresh     neue Lizenzdatei für die nächsten 4 Tage
  deactivate  Gerät abmelden, der Platz wird sofort frei
  check       gespeicherte Lizenzdatei offline prüfen
  update-check [--channel stable|nightly]
              nach einer neueren Version suchen (Nightly nur für Geräte von Admins)
  offline-deactivate [--out <datei>]
              ohne Internet abmelden: löscht die Lizenz und schreibt einen
              Deaktivierungsnachweis (Standard ./deaktivierung.bfsm-nachweis), den Sie
              im Portal unter Profil → Aktivierte Geräte hochladen
  offline-request [--name <gerätename>] [--out <datei>]
              ohne Internet aktivieren, Schritt 1: schreibt eine Aktivierungsanfrage
              (Standard ./aktivierung.bfsm-anfrage) zum Hochladen im Portal unter
              Profil → Aktivierte Geräte → Gerät offline aktivieren
  offline-install <datei> --public-key <pem-datei>
              Schritt 2: die heruntergeladene Lizenzdatei (*.bfsm-lizenz) übernehmen
              und mit dem öffentlichen Schlüssel des Portals offline prüfen
  send-proof <datei>
              einen Deaktivierungsnachweis (etwa eines Offline-Rechners) über
              dieses Gerät an das Portal senden

Optionen für alle:
  --url <adresse>          Portal, Standard http://localhost:3000 (oder PORTAL_URL)
  --state <datei>          Zustand des Clients, Standard ./desktop-client-state.json
  --fingerprint <kennung>  Gerätekennung, Standard aus Rechnername und Benutzer
  --app-version <version>  Version der Anwendung, die der Client meldet (bei activate und offline-request), Standard 1.0.0.0`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      state: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      fingerprint: { type: 'string' },
      out: { type: 'string' },
      'public-key': { type: 'string' },
      'app-version': { type: 'string' },
      channel: { type: 'string' },
    },
  });
  const command = positionals[0];
  const stateFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.state ?? 'desktop-client-state.json');
  const readState = async (): Promise<ClientState> => JSON.parse(await readFile(stateFile, 'utf8')) as ClientState;
  const saveState = (state: ClientState) => writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  const inCwd = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const portalUrl = values.url ?? process.env.PORTAL_URL ?? 'http://localhost:3000';
  const report = async (state: ClientState) => {
    // A device activated by file checks with the key the application ships, without the network.
    const check = checkLicense(state.portalPublicKey ?? (await fetchPublicKey(state.portalUrl)), state);
    if (!check.valid) throw new Error(`Lizenzdatei ungültig: ${check.reason}`);
    console.log(
      `Gerät ${state.deviceId} (${check.license.device.name}): Lizenz ${check.license.licenseTypeName} für ${check.license.user.email}, gültig bis ${check.license.validUntil}`,
    );
  };

  switch (command) {
    case 'activate': {
      const password = values.password ?? process.env.DESKTOP_CLIENT_PASSWORD;
      if (!values.email || !password)
        throw new Error('activate braucht --email und ein Passwort (--password oder DESKTOP_CLIENT_PASSWORD).');
      const state = await activate({
        portalUrl,
        email: values.email,
        password,
        ...(values.code ? { code: values.code } : {}),
        deviceName: values.name ?? 'Referenz-Client',
        fingerprint: values.fingerprint ?? machineFingerprint(),
        ...(values['app-version'] ? { version: values['app-version'] } : {}),
      });
      await saveState(state);
      await report(state);
      return 0;
    }
    case 'refresh': {
      const state = await refresh(await readState());
      await saveState(state);
      await report(state);
      return 0;
    }
    case 'deactivate': {
      await deactivate(await readState());
      await rm(stateFile, { force: true });
      console.log('Gerät deaktiviert; sein Platz ist frei.');
      return 0;
    }
    case 'offline-request': {
      const pending: PendingDevice = {
        fingerprint: values.fingerprint ?? machineFingerprint(),
        deviceName: values.name ?? 'Referenz-Client',
        devicePrivateKey: newDeviceKey(),
      };
      await writeFile(stateFile, `${JSON.stringify(pending, null, 2)}\n`, { mode: 0o600 });
      const out = inCwd(values.out ?? 'aktivierung.bfsm-anfrage');
      await writeFile(out, `${JSON.stringify(activationRequest(pending, values['app-version'] ?? referenceClientVersion), null, 2)}\n`);
      console.log(
        `Aktivierungsanfrage: ${out}. Laden Sie sie im Portal unter Profil → Aktivierte Geräte → „Gerät offline aktivieren“ hoch.`,
      );
      return 0;
    }
    case 'offline-install': {
      const file = positionals[1];
      if (!file || !values['public-key']) throw new Error('offline-install braucht die Lizenzdatei und --public-key <pem-datei>.');
      const pending = JSON.parse(await readFile(stateFile, 'utf8')) as PendingDevice;
      const licenseFile = JSON.parse(await readFile(inCwd(file), 'utf8')) as ClientState['licenseFile'];
      const state = installOffline(pending, licenseFile, await readFile(inCwd(values['public-key']), 'utf8'), portalUrl);
      await report(state);
      await saveState(state);
      return 0;
    }
    case 'offline-deactivate': {
      const state = await readState();
      // The licence goes first: once the proof exists, this machine must not start any more.
      await rm(stateFile, { force: true });
      const out = inCwd(values.out ?? 'deaktivierung.bfsm-nachweis');
      await writeFile(out, `${JSON.stringify(deactivationProof(state), null, 2)}\n`);
      console.log(`Lizenz gelöscht. Deaktivierungsnachweis: ${out}. Laden Sie ihn im Portal unter Profil → Aktivierte Geräte hoch.`);
      return 0;
    }
    case 'send-proof': {
      const file = positionals[1];
      if (!file) throw new Error('send-proof braucht die Datei des Nachweises.');
      await sendDeactivationProof(portalUrl, await readFile(inCwd(file), 'utf8'));
      console.log('Nachweis angenommen; der Platz des Geräts ist frei.');
      return 0;
    }
    case 'check': {
      await report(await readState());
      return 0;
    }
    case 'update-check': {
      const state = await readState();
      const update = await checkForUpdate(state, values.channel === 'nightly' ? 'nightly' : 'stable');
      console.log(
        update
          ? `Neue Version ${update.version} vom ${update.publishedOn}: ${update.installerUrl}\n\n${update.notesText}`
          : `Version ${state.version ?? 'unbekannt'} ist aktuell.`,
      );
      return 0;
    }
    default:
      console.error(usage);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof DesktopApiError
        ? `Abgelehnt (${error.status} ${error.code}): ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error),
    );
    process.exitCode = 1;
  },
);
