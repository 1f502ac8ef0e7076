import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  activate,
  checkForUpdate,
  checkLicense,
  deactivate,
  DesktopApiError,
  fetchPublicKey,
  machineFingerprint,
  refresh,
  type ClientState,
} from './desktop-client.js';

/**
 * `npm run desktop-client -- activate|refresh|deactivate|check [options]`: acts as the Windows
 * application would and keeps its state (device token, licence file) in a JSON file.
 */
const usage = `Aufruf: npm run desktop-client -- <activate|refresh|deactivate|check|update-check> [Optionen]

  activate    --email <adresse> [--password <passwort>] [--code <code>] [--name <gerätename>]
              (Passwort auch aus DESKTOP_CLIENT_PASSWORD; --code: der Code der
              Authenticator-App bei Konten mit zweitem Faktor)
  refresh     neue Lizenzdatei für die nächsten 4 Tage
  deactivate  Gerät abmelden, der Platz wird sofort frei
  check       gespeicherte Lizenzdatei offline prüfen
  update-check [--channel stable|nightly]
              nach einer neueren Version suchen (Nightly nur für Geräte von Admins)

Optionen für alle:
  --url <adresse>          Portal, Standard http://localhost:3000 (oder PORTAL_URL)
  --state <datei>          Zustand des Clients, Standard ./desktop-client-state.json
  --fingerprint <kennung>  Gerätekennung, Standard aus Rechnername und Benutzer
  --app-version <version>  Version der Anwendung, die der Client meldet (bei activate), Standard 1.0.0.0`;

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
      'app-version': { type: 'string' },
      channel: { type: 'string' },
    },
  });
  const command = positionals[0];
  const stateFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.state ?? 'desktop-client-state.json');
  const readState = async (): Promise<ClientState> => JSON.parse(await readFile(stateFile, 'utf8')) as ClientState;
  const saveState = (state: ClientState) => writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  const report = async (state: ClientState) => {
    const check = checkLicense(await fetchPublicKey(state.portalUrl), state);
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
        portalUrl: values.url ?? process.env.PORTAL_URL ?? 'http://localhost:3000',
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
